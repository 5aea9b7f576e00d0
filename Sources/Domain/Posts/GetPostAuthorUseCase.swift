/// Loads the page of one of the posts' authors.
public struct GetPostAuthorUseCase: Sendable {
    private let repository: any PostAuthorsRepository

    /// Creates the use case over `repository`.
    public init(repository: any PostAuthorsRepository) {
        self.repository = repository
    }

    /// The page of the author `id`, loaded under `context`.
    ///
    /// Author ids start at 1; an id below 1 is answered with ``DomainError/notFound(_:rateLimit:)`` without asking
    /// the repository.
    /// - Throws: ``DomainError/notFound(_:rateLimit:)`` for an impossible or unknown id, or the repository's error.
    public func callAsFunction(id: Int, context: LoadContext) async throws(DomainError) -> Fetched<PostAuthorProfile> {
        guard id >= 1 else { throw .notFound(.postAuthor(id: id)) }
        return try await repository.author(id: id, context: context)
    }

    /// The same page, stale-while-revalidate (see ``Updates``); an id below 1 makes iteration throw
    /// ``DomainError/notFound(_:rateLimit:)`` without asking the repository.
    public func updates(id: Int, context: LoadContext) -> Updates<PostAuthorProfile> {
        guard id >= 1 else { return Updates { _ throws(DomainError) in throw .notFound(.postAuthor(id: id)) } }
        return repository.authorUpdates(id: id, context: context)
    }
}

/// Loads one post with its author and comments.
public struct GetPostDetailUseCase: Sendable {
    private let repository: any PostsRepository

    /// Creates the use case over `repository`.
    public init(repository: any PostsRepository) {
        self.repository = repository
    }

    /// The post with `id`, its author and its comments.
    ///
    /// Post ids start at 1; an id below 1 is answered with ``DomainError/notFound(_:rateLimit:)`` without
    /// asking the repository. `context` says why the load runs and by when it must be done .
    /// - Throws: ``DomainError/notFound(_:rateLimit:)`` for an impossible or unknown id, or the repository's error.
    public func callAsFunction(id: Int, context: LoadContext) async throws(DomainError) -> Fetched<
        PostDetail
    > {
        guard id >= 1 else { throw .notFound(.post(id: id)) }
        return try await repository.post(id: id, context: context)
    }

    /// The same post, stale-while-revalidate (see ``Updates``); an id below 1 makes iteration throw
    /// ``DomainError/notFound(_:rateLimit:)`` without asking the repository.
    public func updates(id: Int, context: LoadContext) -> Updates<PostDetail> {
        guard id >= 1 else { return Updates { _ throws(DomainError) in throw .notFound(.post(id: id)) } }
        return repository.postUpdates(id: id, context: context)
    }
}

/// The source of the posts' authors' pages, whatever mix of network and cache stands behind it.
public protocol PostAuthorsRepository: Sendable {
    /// The page of the author `id`, loaded under `context` (why the load runs, by when it must be done).
    ///
    /// - Throws: ``DomainError/notFound(_:rateLimit:)`` (``DomainError/Resource/postAuthor(id:)``) when there is no
    ///   such author, or another ``DomainError`` when no page, not even a stale cached one, can be produced.
    func author(id: Int, context: LoadContext) async throws(DomainError) -> Fetched<PostAuthorProfile>

    /// The same page as ``author(id:context:)``, stale-while-revalidate (see ``Updates``).
    func authorUpdates(id: Int, context: LoadContext) -> Updates<PostAuthorProfile>
}

extension PostAuthorsRepository {
    /// One element: the answer of ``author(id:context:)``. Repositories with a cache override this.
    public func authorUpdates(id: Int, context: LoadContext) -> Updates<PostAuthorProfile> {
        .single { () async throws(DomainError) in try await author(id: id, context: context) }
    }
}

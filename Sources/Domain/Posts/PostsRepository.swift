/// The source of the posts feed, whatever mix of network and cache stands behind it.
public protocol PostsRepository: Sendable {
    /// Every post of the feed with its author's name and comment count, in increasing id order, loaded under
    /// `context` (why the load runs, by when it must be done).
    ///
    /// - Throws: ``DomainError`` when no list, not even a stale cached one, can be produced.
    func posts(context: LoadContext) async throws(DomainError) -> Fetched<[PostSummary]>

    /// The post with `id`, its author and its comments, loaded under `context`.
    ///
    /// - Throws: ``DomainError/notFound(_:rateLimit:)`` when there is no such post, or another ``DomainError``.
    func post(id: Int, context: LoadContext) async throws(DomainError) -> Fetched<PostDetail>

    /// The same list as ``posts(context:)``, stale-while-revalidate (see ``Updates``).
    func postsUpdates(context: LoadContext) -> Updates<[PostSummary]>

    /// The same post as ``post(id:context:)``, stale-while-revalidate (see ``Updates``).
    func postUpdates(id: Int, context: LoadContext) -> Updates<PostDetail>
}

extension PostsRepository {
    /// One element: the answer of ``posts(context:)``. Repositories with a cache override this.
    public func postsUpdates(context: LoadContext) -> Updates<[PostSummary]> {
        .single { () async throws(DomainError) in try await posts(context: context) }
    }

    /// One element: the answer of ``post(id:context:)``. Repositories with a cache override this.
    public func postUpdates(id: Int, context: LoadContext) -> Updates<PostDetail> {
        .single { () async throws(DomainError) in try await post(id: id, context: context) }
    }
}

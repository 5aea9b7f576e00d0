/// The source of the posts feed, whatever mix of network and cache stands behind it.
public protocol PostsRepository: Sendable {
    /// Every post of the feed with its author's name and comment count, in increasing id order.
    ///
    /// - Throws: ``DomainError`` when no list, not even a stale cached one, can be produced.
    func posts() async throws(DomainError) -> Fetched<[PostSummary]>

    /// The post with `id`, its author and its comments.
    ///
    /// - Throws: ``DomainError/notFound(_:)`` when there is no such post, or another ``DomainError``.
    func post(id: Int) async throws(DomainError) -> Fetched<PostDetail>

    /// The same list as ``posts()``, stale-while-revalidate (see ``Updates``).
    func postsUpdates() -> Updates<[PostSummary]>

    /// The same post as ``post(id:)``, stale-while-revalidate (see ``Updates``).
    func postUpdates(id: Int) -> Updates<PostDetail>
}

extension PostsRepository {
    /// One element: the answer of ``posts()``. Repositories with a cache override this.
    public func postsUpdates() -> Updates<[PostSummary]> {
        .single { () async throws(DomainError) in try await posts() }
    }

    /// One element: the answer of ``post(id:)``. Repositories with a cache override this.
    public func postUpdates(id: Int) -> Updates<PostDetail> {
        .single { () async throws(DomainError) in try await post(id: id) }
    }
}

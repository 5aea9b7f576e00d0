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
}

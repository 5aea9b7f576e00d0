/// Loads the posts feed: every post with its author's name and comment count.
public struct ListPostsUseCase: Sendable {
    private let repository: any PostsRepository

    /// Creates the use case over `repository`.
    public init(repository: any PostsRepository) {
        self.repository = repository
    }

    /// Every post of the feed, in increasing id order, loaded under `context` (why the load runs, by when it must be done).
    ///
    /// - Throws: the repository's ``DomainError``.
    public func callAsFunction(context: LoadContext) async throws(DomainError) -> Fetched<[PostSummary]> {
        try await repository.posts(context: context)
    }

    /// The same feed, stale-while-revalidate (see ``Updates``).
    public func updates(context: LoadContext) -> Updates<[PostSummary]> {
        repository.postsUpdates(context: context)
    }

    /// The posts of the author `userId`, in increasing id order: the feed loaded under `context`, filtered by
    /// ``Post/userId``.
    ///
    /// The feed is every post (JSONPlaceholder's `/posts` is the whole collection), so filtering it answers the same
    /// posts as `/users/{id}/posts` would, with no request of its own: offline as soon as the feed was fetched, with
    /// the feed's freshness, and the same authors' names and comment counts as the feed shows. An author with no
    /// post, or no such author, is an empty list.
    /// - Throws: the repository's ``DomainError``.
    public func callAsFunction(userId: Int, context: LoadContext) async throws(DomainError) -> Fetched<[PostSummary]> {
        try await repository.posts(context: context).map { Self.posts(of: userId, in: $0) }
    }

    /// The same posts of the author `userId`, stale-while-revalidate (see ``Updates``): each answer of the feed,
    /// filtered.
    public func updates(userId: Int, context: LoadContext) -> Updates<[PostSummary]> {
        repository.postsUpdates(context: context).map { Self.posts(of: userId, in: $0) }
    }

    /// The posts of `feed` written by `userId`, in the feed's order.
    static func posts(of userId: Int, in feed: [PostSummary]) -> [PostSummary] {
        feed.filter { $0.post.userId == userId }
    }
}

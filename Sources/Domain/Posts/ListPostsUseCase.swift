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
}

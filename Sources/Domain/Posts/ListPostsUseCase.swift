/// Loads the posts feed: every post with its author's name and comment count.
public struct ListPostsUseCase: Sendable {
    private let repository: any PostsRepository

    /// Creates the use case over `repository`.
    public init(repository: any PostsRepository) {
        self.repository = repository
    }

    /// Every post of the feed, in increasing id order, loaded under `context` (a load on its own by default).
    ///
    /// - Throws: the repository's ``DomainError``.
    public func callAsFunction(context: LoadContext = .automatic) async throws(DomainError) -> Fetched<[PostSummary]> {
        try await repository.posts(context: context)
    }

    /// The same feed, stale-while-revalidate (see ``Updates``).
    public func updates(context: LoadContext = .automatic) -> Updates<[PostSummary]> {
        repository.postsUpdates(context: context)
    }
}

import Domain

/// The posts feed for a ``PagedListModel``: `ListPostsUseCase` answers the whole feed (or one author's posts) at
/// once, so it is one page with no cursor (the only request is ``PageRequest/start``), filtered by title and author.
public struct PostsFeedPages: PagedListSource {
    /// Loads the feed.
    public let listPosts: ListPostsUseCase
    /// The author whose posts are listed, or `nil` for every post.
    public let userId: Int?

    /// The feed of `listPosts` as one page: every post, or only those of the author `userId`.
    public init(listPosts: ListPostsUseCase, userId: Int? = nil) {
        self.listPosts = listPosts
        self.userId = userId
    }

    /// The whole feed (or the author's posts), stale-while-revalidate.
    public func updates(_ request: PageRequest<Never>, context: LoadContext) -> Updates<[PostSummary]> {
        guard let userId else { return listPosts.updates(context: context) }
        return listPosts.updates(userId: userId, context: context)
    }

    /// The whole feed (or the author's posts), asked for once.
    public func load(_ request: PageRequest<Never>, context: LoadContext) async throws(DomainError) -> Fetched<
        [PostSummary]
    > {
        guard let userId else { return try await listPosts(context: context) }
        return try await listPosts(userId: userId, context: context)
    }

    /// The feed as the one page of the list: nothing follows it.
    public func page(of answer: [PostSummary]) -> ListPage<PostSummary, Never> {
        ListPage(items: answer, next: nil)
    }

    /// Whether the post's title or its author's name contains `text`, ignoring case.
    public func matches(_ post: PostSummary, filter text: String) -> Bool {
        post.post.title.localizedCaseInsensitiveContains(text)
            || (post.authorName?.localizedCaseInsensitiveContains(text) ?? false)
    }
}

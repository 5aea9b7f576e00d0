import Domain

/// The posts feed for a ``PagedListModel``: `ListPostsUseCase` answers the whole feed at once, so it is one page
/// with no cursor (the only request is ``PageRequest/start``), filtered by title and author.
public struct PostsFeedPages: PagedListSource {
    /// Loads the feed.
    public let listPosts: ListPostsUseCase

    /// The feed of `listPosts` as one page.
    public init(listPosts: ListPostsUseCase) {
        self.listPosts = listPosts
    }

    /// The whole feed, stale-while-revalidate.
    public func updates(_ request: PageRequest<Never>, context: LoadContext) -> Updates<[PostSummary]> {
        listPosts.updates(context: context)
    }

    /// The whole feed, asked for once.
    public func load(_ request: PageRequest<Never>, context: LoadContext) async throws(DomainError) -> Fetched<
        [PostSummary]
    > {
        try await listPosts(context: context)
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

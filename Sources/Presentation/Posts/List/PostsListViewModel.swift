import AtomicCore
import AtomicLogger
import Domain

/// The posts feed: every post with its author and comment count, with a filter over titles and authors; a
/// ``PagedListModel`` over ``PostsFeedPages``.
///
/// The feed comes whole from `ListPostsUseCase.updates(context:)`: a stored feed is shown at once; when it was out of
/// date the notice says "refreshing…" and the refreshed feed replaces it in place. The feed has no further pages,
/// so ``ListState/reachedEnd`` is set by the first load and ``PagedListModel/loadMoreIfNeeded(currentItem:)`` never loads.
public final class PostsListViewModel: PagedListModel<PostsFeedPages> {
    /// The author whose posts the list shows, or `nil` for the whole feed.
    public let userId: Int?

    /// Creates the view model; nothing is loaded before ``PagedListModel/task()`` or ``PagedListModel/appear()``.
    ///
    /// - Parameters:
    ///   - listPosts: Loads the feed.
    ///   - userId: The author whose posts to list (the feed filtered by author); `nil`, the default, for every post.
    ///   - clock: The current time, for times in error messages.
    ///   - logger: Where load failures are logged.
    public init(
        listPosts: ListPostsUseCase, userId: Int? = nil, clock: any AppClock = SystemClock(),
        logger: Logger = .disabled
    ) {
        self.userId = userId
        super.init(
            source: PostsFeedPages(listPosts: listPosts, userId: userId),
            environment: ScreenEnvironment(clock: clock, logger: logger))
    }
}

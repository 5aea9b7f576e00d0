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
    /// Creates the view model; nothing is loaded before ``PagedListModel/task()`` or ``PagedListModel/appear()``.
    ///
    /// - Parameters:
    ///   - listPosts: Loads the feed.
    ///   - clock: The current time, for times in error messages.
    ///   - logger: Where load failures are logged.
    public init(listPosts: ListPostsUseCase, clock: any AppClock = SystemClock(), logger: Logger = .disabled) {
        super.init(
            source: PostsFeedPages(listPosts: listPosts), environment: ScreenEnvironment(clock: clock, logger: logger))
    }
}

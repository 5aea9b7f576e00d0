import AtomicCore
import AtomicLogger
import Domain

/// The list of all GitHub users, page after page (infinite scroll), with a filter over the logins loaded: a
/// ``PagedListModel`` over ``GitHubUsersPages``, that can also walk to a remembered user
/// (``reveal(login:)``).
///
/// The pages come from `ListGitHubUsersUseCase.updates(after:pageSize:context:)`: a stored page is shown at once; when it
/// was out of date the notice says "refreshing…" and the refreshed page replaces it in place. Every intent that
/// starts work returns the `Task` it started, or `nil`, so a test awaits exactly that work instead of sleeping:
///
/// ```swift
/// let model = UsersListViewModel(listUsers: ListGitHubUsersUseCase(repository: repository), pageSize: 30)
/// await model.appear()?.value                                      // the first page
/// await model.loadMoreIfNeeded(currentItem: model.state.items[25])?.value  // within 10 of the end: page two
/// #expect(model.state.items.count == 60)
/// ```
public final class UsersListViewModel: PagedListModel<GitHubUsersPages> {
    /// Creates the view model; nothing is loaded before ``PagedListModel/task()`` or ``PagedListModel/appear()``.
    ///
    /// - Parameters:
    ///   - listUsers: Loads the pages.
    ///   - showsRateLimit: Whether ``ListState/rateLimit`` tells GitHub's budget as the loads report it (default `false`).
    ///   - reportedRateLimit: The budget the loads reported last, shared with the feature's other screens (default:
    ///     one of its own).
    ///   - since: The id of the user the list starts after; `nil` starts at the beginning.
    ///   - pageSize: Users per page, clamped into `ListGitHubUsersUseCase.pageSizes`.
    ///   - prefetchThreshold: See ``PagedListModel/prefetchThreshold``; at least 1 (default 10).
    ///   - maximumPages: The most pages held at once (at least 2), the rest read again from the store as the
    ///     person scrolls back to them; `nil` (the default) holds every page loaded.
    ///   - clock: The current time, for reset times in error messages.
    ///   - logger: Where load failures are logged.
    ///   - token: Where the GitHub token comes from, named in messages about authentication and the rate limit.
    public init(
        listUsers: ListGitHubUsersUseCase, showsRateLimit: Bool = false,
        reportedRateLimit: ReportedRateLimit = ReportedRateLimit(), since: Int? = nil,
        pageSize: Int = ListGitHubUsersUseCase.defaultPageSize, prefetchThreshold: Int = 10,
        maximumPages: Int? = nil, clock: any AppClock = SystemClock(), logger: Logger = .disabled,
        token: TokenSource = .gitHubUnset
    ) {
        super.init(
            source: GitHubUsersPages(listUsers: listUsers, pageSize: pageSize),
            start: since.map { .after(UserCursor(since: $0)) } ?? .start, prefetchThreshold: prefetchThreshold,
            maximumPages: maximumPages,
            environment: ScreenEnvironment(
                clock: clock, logger: logger, token: token, showsRateLimit: showsRateLimit,
                reportedRateLimit: reportedRateLimit))
    }
}

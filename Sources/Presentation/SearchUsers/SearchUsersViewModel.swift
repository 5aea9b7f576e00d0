import AtomicCore
import AtomicLogger
import Domain
import Foundation

/// The pages of search users for a ``PagedListModel``: `ListSearchUsersUseCase` asked page after page by page
/// number (the next one from the answer's `Link` header), filtered by `login`, `type`.
public struct SearchUsersPages: PagedListSource {
    /// Loads the pages.
    public let useCase: ListSearchUsersUseCase
    /// The `query` the route names.
    public let query: String

    /// The pages `useCase` answers for the route's values.
    public init(useCase: ListSearchUsersUseCase, query: String) {
        self.useCase = useCase
        self.query = query
    }

    /// The page after the request's cursor (the first page for ``PageRequest/start``), stale-while-revalidate.
    public func updates(_ request: PageRequest<Int>, context: LoadContext) -> Updates<SearchUsersPage> {

        return useCase.updates(query: query, cursor: request.cursor, context: context)
    }

    /// The page after the request's cursor, asked for once.
    public func load(_ request: PageRequest<Int>, context: LoadContext) async throws(DomainError) -> Fetched<
        SearchUsersPage
    > {

        return try await useCase(query: query, cursor: request.cursor, context: context)
    }

    /// The page's resources and the cursor of the page after it, with what GitHub's search answer says of the whole list: its `total_count`, and whether it was cut short or stops at GitHub's limit.
    public func page(of answer: SearchUsersPage) -> ListPage<FoundUser, Int> {
        ListPage(
            items: answer.items, next: answer.next, totalCount: answer.totalCount,
            remarks: GitHubSearchText.remarks(
                totalCount: answer.totalCount, incompleteResults: answer.incompleteResults,
                isLastPage: answer.next == nil))
    }

    /// Whether the resource's text contains `text`, ignoring case.
    public func matches(_ item: FoundUser, filter text: String) -> Bool {
        item.login.localizedCaseInsensitiveContains(text)
            || item.type.localizedCaseInsensitiveContains(text)
    }
}

/// Search users (`GET /search/users?q={query}`), page after page, with a filter over the rows loaded: a
/// ``PagedListModel`` over ``SearchUsersPages``.
///
/// A stored page is shown at once; when it was out of date the notice says "refreshing…" and the refreshed
/// page replaces it in place.
public final class SearchUsersViewModel: PagedListModel<SearchUsersPages> {
    /// Creates the view model; nothing is loaded before ``PagedListModel/task()`` or ``PagedListModel/appear()``.
    ///
    /// - Parameters:
    ///   - query: The `query` of `/search/users`.
    ///   - useCase: Loads the pages.
    ///   - showsRateLimit: Whether the state tells GitHub's budget as the loads report it (default `false`).
    ///   - reportedRateLimit: The budget the loads reported last, shared with the feature's other screens.
    ///   - clock: The current time, for times in error messages.
    ///   - logger: Where load failures are logged.
    ///   - token: Where the GitHub token comes from, named in messages about authentication and the rate limit.
    public init(
        query: String, useCase: ListSearchUsersUseCase, showsRateLimit: Bool = false,
        reportedRateLimit: ReportedRateLimit = ReportedRateLimit(), clock: any AppClock = SystemClock(),
        logger: Logger = .disabled, token: TokenSource = .gitHubUnset
    ) {
        super.init(
            source: SearchUsersPages(useCase: useCase, query: query),
            environment: ScreenEnvironment(
                clock: clock, logger: logger, token: token, showsRateLimit: showsRateLimit,
                reportedRateLimit: reportedRateLimit))
    }
}

import Domain

/// The pages of the list of all GitHub users for a ``PagedListModel``: `ListGitHubUsersUseCase` asked page after
/// page by GitHub's `since` cursor (the id of the last user seen), filtered by login.
///
/// GitHub's `since` only goes forward, so a page names no page before it (``ListPage/previous`` is `nil`); a page
/// that left a model's window is asked for again by its cursor.
public struct GitHubUsersPages: PagedListSource {
    /// Loads the pages.
    public let listUsers: ListGitHubUsersUseCase
    /// Users per page, clamped into `ListGitHubUsersUseCase.pageSizes`.
    public let pageSize: Int

    /// Pages of `pageSize` users (clamped into `ListGitHubUsersUseCase.pageSizes`) from `listUsers`.
    public init(listUsers: ListGitHubUsersUseCase, pageSize: Int = ListGitHubUsersUseCase.defaultPageSize) {
        self.listUsers = listUsers
        self.pageSize = ListGitHubUsersUseCase.clamped(pageSize)
    }

    /// The page after the request's cursor (the first page for ``PageRequest/start``), stale-while-revalidate.
    public func updates(_ request: PageRequest<UserCursor>, context: LoadContext) -> Updates<UserPage> {
        listUsers.updates(after: request.cursor, pageSize: pageSize, context: context)
    }

    /// The page after the request's cursor, asked for once.
    public func load(_ request: PageRequest<UserCursor>, context: LoadContext) async throws(DomainError) -> Fetched<
        UserPage
    > {
        try await listUsers(after: request.cursor, pageSize: pageSize, context: context)
    }

    /// The page's users, the cursor after them, and whether the rest of the page is missing (offline).
    public func page(of answer: UserPage) -> ListPage<GitHubUser, UserCursor> {
        ListPage(items: answer.users, next: answer.next, isIncomplete: answer.isIncomplete)
    }

    /// Whether the user's login contains `text`, ignoring case.
    public func matches(_ user: GitHubUser, filter text: String) -> Bool {
        user.login.localizedCaseInsensitiveContains(text)
    }
}

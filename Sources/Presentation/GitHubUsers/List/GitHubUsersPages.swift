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

    /// The page of ``pageSize`` stored users that ends right before the page `request` names
    /// (`ListGitHubUsersUseCase.knownPageStart(before:pageSize:)`), read from the store; `nil` for the first page
    /// and when the stored users before it are not known to be complete.
    public func storedRequest(before request: PageRequest<UserCursor>) async -> PageRequest<UserCursor>? {
        guard let cursor = request.cursor else { return nil }
        return await listUsers.knownPageStart(before: cursor, pageSize: pageSize).map(Self.request(startingAt:))
    }

    /// The last page of ``pageSize`` users of the stored range after `cursor`
    /// (`ListGitHubUsersUseCase.knownLastPageStart(after:pageSize:)`); `nil` when that range ends within the page
    /// after `cursor`.
    public func lastStoredRequest(after cursor: UserCursor?) async -> PageRequest<UserCursor>? {
        await listUsers.knownLastPageStart(after: cursor, pageSize: pageSize).map(Self.request(startingAt:))
    }

    /// How many stored users come before the page `request` names
    /// (`ListGitHubUsersUseCase.knownUserCount(before:)`), when every user from the start is stored.
    public func storedRowCount(before request: PageRequest<UserCursor>) async -> Int? {
        await listUsers.knownUserCount(before: request.cursor.map(UserPageStart.after) ?? .beginning)
    }

    /// The page whose first user is the `row`-th stored one (`ListGitHubUsersUseCase.knownPageStart(atRow:)`).
    public func storedRequest(atRow row: Int) async -> PageRequest<UserCursor>? {
        await listUsers.knownPageStart(atRow: row).map(Self.request(startingAt:))
    }

    /// The request of the page that starts at `start`.
    static func request(startingAt start: UserPageStart) -> PageRequest<UserCursor> {
        start.cursor.map(PageRequest.after) ?? .start
    }
}

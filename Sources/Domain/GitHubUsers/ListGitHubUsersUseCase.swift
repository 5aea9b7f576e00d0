/// Loads one page of the list of all GitHub users.
public struct ListGitHubUsersUseCase: Sendable {
    /// The page sizes GitHub accepts; sizes outside are clamped into this range.
    public static let pageSizes: ClosedRange<Int> = 1...100
    /// The page size GitHub uses when none is given.
    public static let defaultPageSize = 30

    private let repository: any GitHubUsersRepository

    /// Creates the use case over `repository`.
    public init(repository: any GitHubUsersRepository) {
        self.repository = repository
    }

    /// The page of users after `cursor` (the first page when `nil`).
    ///
    /// `pageSize` is clamped into ``pageSizes`` (0 or less asks for 1, more than 100 asks for 100)
    /// rather than rejected, matching what GitHub itself does with out-of-range sizes. `context` says why the load
    /// runs and by when it must be done.
    /// - Throws: the repository's ``DomainError``.
    public func callAsFunction(
        after cursor: UserCursor? = nil,
        pageSize: Int = defaultPageSize,
        context: LoadContext
    ) async throws(DomainError) -> Fetched<UserPage> {
        try await repository.users(after: cursor, pageSize: Self.clamped(pageSize), context: context)
    }

    /// The same page, stale-while-revalidate: the stored page at once, then, when it was out of date, the
    /// refreshed one (see ``Updates``). `pageSize` is clamped as in ``callAsFunction(after:pageSize:context:)``.
    public func updates(
        after cursor: UserCursor? = nil, pageSize: Int = defaultPageSize, context: LoadContext
    ) -> Updates<UserPage> {
        repository.usersUpdates(after: cursor, pageSize: Self.clamped(pageSize), context: context)
    }

    /// The id of the user called `login` when the repository has that user's list row at hand without a request
    /// (see `GitHubUsersRepository.knownUserID(login:)`); `nil` otherwise. Walking the pages until one ends at or
    /// past this id reaches the user.
    public func knownUserID(login: GitHubLogin) async -> Int? {
        await repository.knownUserID(login: login)
    }

    /// Where the page of `pageSize` users (clamped into ``pageSizes``) that ends right before the users after
    /// `cursor` starts, when the repository knows every user between without a request (see
    /// `GitHubUsersRepository.knownPageStart(before:pageSize:)`); `nil` otherwise.
    public func knownPageStart(before cursor: UserCursor, pageSize: Int = defaultPageSize) async -> UserPageStart? {
        await repository.knownPageStart(before: cursor, pageSize: Self.clamped(pageSize))
    }

    /// Where the last page of `pageSize` users (clamped into ``pageSizes``) of the known range after `cursor`
    /// starts, when it is further than the page after `cursor` (see
    /// `GitHubUsersRepository.knownLastPageStart(after:pageSize:)`); `nil` otherwise.
    public func knownLastPageStart(after cursor: UserCursor?, pageSize: Int = defaultPageSize) async
        -> UserPageStart?
    {
        await repository.knownLastPageStart(after: cursor, pageSize: Self.clamped(pageSize))
    }

    /// How many users come before the page that starts at `start`, when the repository knows every user up to
    /// there without a request (see `GitHubUsersRepository.knownUserCount(before:)`); `nil` otherwise.
    public func knownUserCount(before start: UserPageStart) async -> Int? {
        await repository.knownUserCount(before: start)
    }

    /// Where the page whose first user is the `row`-th of the list starts, when the repository knows every user up
    /// to it without a request (see `GitHubUsersRepository.knownPageStart(atRow:)`); `nil` otherwise.
    public func knownPageStart(atRow row: Int) async -> UserPageStart? {
        await repository.knownPageStart(atRow: row)
    }

    /// `pageSize` brought into ``pageSizes``.
    public static func clamped(_ pageSize: Int) -> Int {
        Swift.min(Swift.max(pageSize, pageSizes.lowerBound), pageSizes.upperBound)
    }
}

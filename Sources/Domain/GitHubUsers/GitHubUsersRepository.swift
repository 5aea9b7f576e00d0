/// The source of GitHub users, whatever mix of network and cache stands behind it.
public protocol GitHubUsersRepository: Sendable {
    /// One page of all GitHub users, in increasing id order, starting after `cursor` (from the start when `nil`).
    ///
    /// - Parameters:
    ///   - cursor: Where to continue; `nil` for the first page.
    ///   - pageSize: How many users to ask for, 1…100.
    ///   - context: Why the load runs and by when it must be done.
    /// - Throws: ``DomainError`` when no page, not even a stale cached one, can be produced.
    func users(
        after cursor: UserCursor?, pageSize: Int, context: LoadContext
    ) async throws(DomainError) -> Fetched<UserPage>

    /// Up to `limit` users after `cursor` in one answer, when the repository has them at hand without any request
    /// and gives exactly what walking ``users(after:pageSize:context:)`` page by page would give (users, next
    /// cursor, freshness, fetch time) under `context`; `nil` otherwise, and the caller walks the pages.
    ///
    /// A cache that holds the whole range answers in one read instead of one read per page.
    func knownUsers(after cursor: UserCursor?, limit: Int, context: LoadContext) async -> Fetched<UserPage>?

    /// The users ``knownUsers(after:limit:context:)`` would answer, handed to `receive` in id order, in batches of at most
    /// `batchSize` (1 at least), as they are read, so that a long list is never held whole; the answer keeps the rest
    /// of the page (cursor, freshness, fetch time). `nil` when ``knownUsers(after:limit:context:)`` would be `nil`,
    /// and then `receive` was not called.
    ///
    /// `receive` runs before this method returns, one batch at a time, possibly on another thread.
    ///
    /// - Throws: ``DomainError`` only when the stored users cannot be read after some batches were handed over;
    ///   those batches stand, and the rest is missing.
    func knownUsers(
        after cursor: UserCursor?, limit: Int, batchSize: Int, context: LoadContext,
        receive: @escaping @Sendable ([GitHubUser]) -> Void
    ) async throws(DomainError) -> Fetched<UserListSummary>?

    /// The full profile of the user with `login` (compared without regard to case), loaded under `context`.
    ///
    /// - Throws: ``DomainError/notFound(_:rateLimit:)`` when there is no such user, or another ``DomainError``.
    func user(login: GitHubLogin, context: LoadContext) async throws(DomainError) -> Fetched<GitHubUserDetail>

    /// The id of the user called `login` (compared without regard to case) in the list of all users, when the
    /// repository has that user's list row at hand without any request; `nil` otherwise (never seen, not stored,
    /// or the store cannot be read).
    ///
    /// The list is in increasing id order, so the id tells how far ``users(after:pageSize:context:)`` must be walked to
    /// reach a user remembered by login: the page whose last user's id is at least this one holds it.
    func knownUserID(login: GitHubLogin) async -> Int?

    /// Where the page of `pageSize` users that ends right before the users after `cursor` starts, read from what the
    /// repository has at hand without any request: ``UserPageStart/beginning`` when fewer than `pageSize` known
    /// users lie between the start of the list and `cursor`, else the cursor after which `pageSize` known users lead
    /// up to `cursor`. `nil` when the repository cannot tell: the users up to `cursor` are not all known (no stored
    /// range proves them), or `cursor` is at the start of the list.
    ///
    /// GitHub's `since` only goes forward; this is how a screen that dropped the first pages it held, or started
    /// in the middle of the list, moves back through stored users.
    func knownPageStart(before cursor: UserCursor, pageSize: Int) async -> UserPageStart?

    /// Where the last page of `pageSize` users of the known range that runs on from `cursor` starts (from the start
    /// of the list when `cursor` is `nil`), read without any request: the page after it ends where the stored users
    /// known to be complete end. `nil` when that range holds no more than `pageSize` users after `cursor` (its end
    /// is the page after `cursor` already), or nothing after `cursor` is known.
    ///
    /// A screen jumps there to go to the end of what is stored without loading the users in between.
    func knownLastPageStart(after cursor: UserCursor?, pageSize: Int) async -> UserPageStart?

    /// How many users of the list come before the page that starts at `start`, read without any request, when the
    /// repository knows every user from the start of the list up to there; `nil` otherwise. 0 for
    /// ``UserPageStart/beginning``.
    ///
    /// A screen that jumped uses it to number its rows in the whole list.
    func knownUserCount(before start: UserPageStart) async -> Int?

    /// Where the page whose first user is the `row`-th of the list (0 for the first) starts, read without any
    /// request, when the repository knows every user from the start of the list up to that one; `nil` otherwise.
    ///
    /// A screen jumps there to go to a row by its number (`500G`) without loading the pages before it.
    func knownPageStart(atRow row: Int) async -> UserPageStart?

    /// The same page as ``users(after:pageSize:context:)``, stale-while-revalidate: the stored page at once, then,
    /// when it was out of date, the refreshed one (see ``Updates``). For interactive screens; the command
    /// line uses the one-answer method.
    func usersUpdates(after cursor: UserCursor?, pageSize: Int, context: LoadContext) -> Updates<UserPage>

    /// The same profile as ``user(login:context:)``, stale-while-revalidate (see ``Updates``).
    func userUpdates(login: GitHubLogin, context: LoadContext) -> Updates<GitHubUserDetail>
}

extension GitHubUsersRepository {
    /// `nil`: the users are had page by page. Repositories with a cache override this.
    public func knownUsers(after cursor: UserCursor?, limit: Int, context: LoadContext) async -> Fetched<UserPage>? {
        nil
    }

    /// The answer of ``knownUsers(after:limit:context:)``, its users handed to `receive` in batches of at most
    /// `batchSize` after the whole answer was read. Repositories that can read in batches override this.
    public func knownUsers(
        after cursor: UserCursor?, limit: Int, batchSize: Int, context: LoadContext,
        receive: @escaping @Sendable ([GitHubUser]) -> Void
    ) async throws(DomainError) -> Fetched<UserListSummary>? {
        guard let page = await knownUsers(after: cursor, limit: limit, context: context) else { return nil }
        page.value.users.forEachBatch(of: batchSize, receive)
        return page.map(UserListSummary.init(of:))
    }

    /// `nil`: without a store nothing is at hand. Repositories with a cache override this.
    public func knownUserID(login: GitHubLogin) async -> Int? {
        nil
    }

    /// `nil`: without a store nothing is at hand. Repositories with a cache override this.
    public func knownPageStart(before cursor: UserCursor, pageSize: Int) async -> UserPageStart? {
        nil
    }

    /// `nil`: without a store nothing is at hand. Repositories with a cache override this.
    public func knownLastPageStart(after cursor: UserCursor?, pageSize: Int) async -> UserPageStart? {
        nil
    }

    /// `nil`: without a store nothing is counted. Repositories with a cache override this.
    public func knownUserCount(before start: UserPageStart) async -> Int? {
        start == .beginning ? 0 : nil
    }

    /// `nil`: without a store no row is found. Repositories with a cache override this.
    public func knownPageStart(atRow row: Int) async -> UserPageStart? {
        row == 0 ? .beginning : nil
    }

    /// One element: the answer of ``users(after:pageSize:context:)``. Repositories with a cache override this.
    public func usersUpdates(after cursor: UserCursor?, pageSize: Int, context: LoadContext) -> Updates<UserPage> {
        .single { () async throws(DomainError) in try await users(after: cursor, pageSize: pageSize, context: context) }
    }

    /// One element: the answer of ``user(login:context:)``. Repositories with a cache override this.
    public func userUpdates(login: GitHubLogin, context: LoadContext) -> Updates<GitHubUserDetail> {
        .single { () async throws(DomainError) in try await user(login: login, context: context) }
    }
}

extension Array where Element == GitHubUser {
    /// Hands the users to `receive` in order, in batches of at most `batchSize` (1 at least); nothing when empty.
    func forEachBatch(of batchSize: Int, _ receive: ([GitHubUser]) -> Void) {
        let size = Swift.max(batchSize, 1)
        var start = startIndex
        while start < endIndex {
            let end = index(start, offsetBy: size, limitedBy: endIndex) ?? endIndex
            receive(Array(self[start..<end]))
            start = end
        }
    }
}

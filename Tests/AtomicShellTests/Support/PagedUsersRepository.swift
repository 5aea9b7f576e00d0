import AtomicCore
import Domain
import Foundation

/// A users repository over users 1…`count` that answers at once, in pages by id; pages after `failsAfter` fail
/// with `failure` until ``heal()`` — thrown, or with `failsAsIncomplete` answered as the cache does, an empty
/// incomplete page with the failure as its stale reason; profiles come from `details`. Records the `since` of
/// every page asked for. It knows the id of every user it holds (`knownUserID(login:)`); with `namesStoredPages` it
/// names pages as a store holding every user would (`knownPageStart(before:pageSize:)`,
/// `knownLastPageStart(after:pageSize:)`).
final class PagedUsersRepository: GitHubUsersRepository {
    let count: Int
    let details: [String: GitHubUserDetail]
    let freshness: DataFreshness
    let staleReason: DomainError?
    let failsAsIncomplete: Bool
    let namesStoredPages: Bool
    /// Pages from this id on never answer; their callers wait until cancelled.
    let waitsAfter: Int?
    /// Never yields; waiting on it ends only with cancellation. Kept so the stream never finishes.
    private let silence = AsyncStream<Never>.makeStream()
    private let failing: Locked<(after: Int?, failure: DomainError)>
    private let requests = Locked<[Int]>([])

    init(
        count: Int, details: [String: GitHubUserDetail] = [:], failsAfter: Int? = nil,
        failure: DomainError = .server(status: 503, message: nil), failsAsIncomplete: Bool = false,
        waitsAfter: Int? = nil, freshness: DataFreshness = .fresh, staleReason: DomainError? = nil,
        namesStoredPages: Bool = false
    ) {
        self.namesStoredPages = namesStoredPages
        self.waitsAfter = waitsAfter
        self.failsAsIncomplete = failsAsIncomplete
        self.count = count
        self.details = details
        self.freshness = freshness
        self.staleReason = staleReason
        failing = Locked((failsAfter, failure))
    }

    /// The `since` of every page asked for, in order (0 for the first page).
    var sinceRequests: [Int] { requests.withLock { $0 } }

    /// Pages stop failing.
    func heal() { failing.withLock { $0.after = nil } }

    func users(after cursor: UserCursor?, pageSize: Int, context: LoadContext) async throws(DomainError) -> Fetched<
        UserPage
    > {
        let since = cursor?.since ?? 0
        requests.withLock { $0.append(since) }
        if let waitsAfter, since >= waitsAfter {
            for await _ in silence.stream {}
            throw .cancelled
        }
        let (after, failure) = failing.withLock { ($0.after, $0.failure) }
        if let after, since >= after {
            guard failsAsIncomplete else { throw failure }
            return Fetched(
                value: UserPage(users: [], next: UserCursor(since: since), isIncomplete: true),
                freshness: .stale(age: 60), fetchedAt: nil, staleReason: failure)
        }
        let ids = since < count ? Array(((since + 1)...count).prefix(pageSize)) : []
        let users = ids.map {
            GitHubUser(
                id: $0, login: "user\($0)", avatarURL: URL(string: "https://avatars.githubusercontent.com/u/\($0)"),
                profileURL: URL(string: "https://github.com/user\($0)"))
        }
        return Fetched(
            value: UserPage(users: users, next: users.last.map { UserCursor(since: $0.id) }), freshness: freshness,
            fetchedAt: nil, staleReason: staleReason)
    }

    /// The id of `userN` for N in 1…`count`, as a store holding every user would know it.
    func knownUserID(login: GitHubLogin) async -> Int? {
        let text = login.lowercased.rawValue
        guard text.hasPrefix("user"), let id = Int(text.dropFirst(4)), (1...max(count, 1)).contains(id) else {
            return nil
        }
        return id
    }

    func knownPageStart(before cursor: UserCursor, pageSize: Int) async -> UserPageStart? {
        guard namesStoredPages, cursor.since > 0 else { return nil }
        let since = min(cursor.since, count) - pageSize
        return since <= 0 ? .beginning : .after(UserCursor(since: since))
    }

    func knownLastPageStart(after cursor: UserCursor?, pageSize: Int) async -> UserPageStart? {
        let since = count - pageSize
        guard namesStoredPages, since > (cursor?.since ?? 0) else { return nil }
        return .after(UserCursor(since: since))
    }

    func knownUserCount(before start: UserPageStart) async -> Int? {
        guard namesStoredPages else { return start == .beginning ? 0 : nil }
        return min(start.cursor?.since ?? 0, count)
    }

    func knownPageStart(atRow row: Int) async -> UserPageStart? {
        guard namesStoredPages, (0..<count).contains(row) else { return nil }
        return row == 0 ? .beginning : .after(UserCursor(since: row))
    }

    func user(login: GitHubLogin, context: LoadContext) async throws(DomainError) -> Fetched<GitHubUserDetail> {
        guard let detail = details[login.rawValue] else { throw .notFound(.gitHubUser(login: login.rawValue)) }
        return Fetched(value: detail, freshness: .fresh, fetchedAt: nil)
    }
}

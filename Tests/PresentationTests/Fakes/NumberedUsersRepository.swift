import AtomicCore
import Domain

/// A users repository over users 1…`count` (login `userN`, id N) that answers every page at once, fresh, and
/// records the `since` and trigger of each page asked for. `refreshedPage` answers in place of the usual page when
/// it gives one for a `since` under a refresh; `knownIDs` is what ``knownUserID(login:)`` knows (by default every
/// user's id); pages after `failsFrom` or later fail as offline. With `namesStoredPages`, every user counts as stored: ``knownPageStart(before:pageSize:)`` and
/// ``knownLastPageStart(after:pageSize:)`` name pages as a store holding them all would; without, they name none.
final class NumberedUsersRepository: GitHubUsersRepository {
    /// A page asked for.
    struct Call: Sendable, Equatable {
        let since: Int
        let trigger: LoadTrigger
    }

    let count: Int
    let namesStoredPages: Bool
    /// Pages after this `since` or later fail as offline.
    let failsFrom: Int?
    private let knownIDs: [String: Int]?
    private let refreshedPage: @Sendable (Int) -> UserPage?
    private let recorded = Locked<[Call]>([])

    init(
        count: Int, knownIDs: [String: Int]? = nil, namesStoredPages: Bool = false, failsFrom: Int? = nil,
        refreshedPage: @escaping @Sendable (Int) -> UserPage? = { _ in nil }
    ) {
        self.count = count
        self.namesStoredPages = namesStoredPages
        self.failsFrom = failsFrom
        self.knownIDs = knownIDs
        self.refreshedPage = refreshedPage
    }

    /// The pages asked for, in order.
    var calls: [Call] { recorded.withLock { $0 } }

    /// The usual page of `pageSize` users after `since`: the next cursor is its last id, none past the end.
    func page(after since: Int, pageSize: Int) -> UserPage {
        let ids = since < count ? Array(((since + 1)...count).prefix(pageSize)) : []
        let users = ids.map { GitHubUser(id: $0, login: "user\($0)") }
        return UserPage(users: users, next: ids.last == count ? nil : users.last.map { UserCursor(since: $0.id) })
    }

    func users(after cursor: UserCursor?, pageSize: Int, context: LoadContext) async throws(DomainError) -> Fetched<
        UserPage
    > {
        let since = cursor?.since ?? 0
        let trigger = context.trigger
        recorded.withLock { $0.append(Call(since: since, trigger: trigger)) }
        if let failsFrom, since >= failsFrom { throw .offline }
        let value = (trigger == .refresh ? refreshedPage(since) : nil) ?? page(after: since, pageSize: pageSize)
        return Fetched(value: value, freshness: .fresh, fetchedAt: Samples.start)
    }

    func user(login: GitHubLogin, context: LoadContext) async throws(DomainError) -> Fetched<GitHubUserDetail> {
        throw .notFound(.gitHubUser(login: login.rawValue))
    }

    func knownUserID(login: GitHubLogin) async -> Int? {
        if let knownIDs { return knownIDs[login.lowercased.rawValue] }
        let text = login.lowercased.rawValue
        guard text.hasPrefix("user"), let id = Int(text.dropFirst(4)), (1...count).contains(id) else { return nil }
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
}

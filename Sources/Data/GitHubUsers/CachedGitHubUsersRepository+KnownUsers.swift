import AtomicCore
import Domain
import Foundation
import Persistence

extension CachedGitHubUsersRepository {
    /// Up to `limit` users after `cursor` in one read of the rows, when the stored segments prove them all and
    /// nothing would be asked of the network: online only when every segment used is fresh (and no refresh is
    /// asked for); offline stale segments too, with their age. `nil` when the known range stops short of `limit`
    /// users before the end of the list, when more than ``maximumPageSize`` users are asked for, or when the rows
    /// cannot be read: the caller then walks ``users(after:pageSize:context:)``, which says why. Under
    /// `LoadTrigger.refresh` (in `context`) every segment would be revalidated, so online nothing is known.
    public func knownUsers(after cursor: UserCursor?, limit: Int, context: LoadContext) async -> Fetched<UserPage>? {
        let collected = Locked<[GitHubUser]>([])
        // A batch as large as the limit holds them all: it is kept as it is, without a copy.
        let keep: @Sendable ([GitHubUser]) -> Void = { batch in
            collected.withLock { users in
                if users.isEmpty {
                    users = batch
                } else {
                    users.append(contentsOf: batch)
                }
            }
        }
        guard
            let known = try? await knownUsers(
                after: cursor, limit: limit, batchSize: limit, context: context, receive: keep)
        else { return nil }
        let users = collected.withLock { users in
            defer { users = [] }
            return users
        }
        return known.map { UserPage(users: users, next: $0.next) }
    }

    /// The users ``knownUsers(after:limit:context:)`` answers, handed to `receive` in batches of at most `batchSize` as they
    /// are read, all in one read transaction: which users answer, and whether the segments that prove them may be
    /// used, is decided from their ids and the segments first (`GitHubUsersTables.knownRange(after:limit:origin:in:)`),
    /// so `nil` comes before any batch. `receive` runs on the database's queue.
    ///
    /// - Throws: `DomainError.cacheUnreadable` when a row of the wrong types is met after some batches were
    ///   handed over (they stand), or `DomainError.storage(_:)` when the database fails then.
    public func knownUsers(
        after cursor: UserCursor?, limit: Int, batchSize: Int, context: LoadContext,
        receive: @escaping @Sendable ([GitHubUser]) -> Void
    ) async throws(DomainError) -> Fetched<UserListSummary>? {
        guard limit > 0, limit <= Self.maximumPageSize else { return nil }
        let policy = AnswerContext(context, policy: policy).policy
        let since = max(cursor?.since ?? 0, 0)
        let origin = origin
        let rule = UsableSegments(policy: policy, now: policy.clock.now)
        let started = Locked(false)
        do {
            return try await policy.store.read { reader -> Fetched<UserListSummary>? in
                guard
                    let range = try? GitHubUsersTables.knownRange(
                        after: since, limit: limit, origin: origin, in: reader),
                    let (freshness, oldest) = rule.freshness(of: range.segments)
                else { return nil }
                started.withLock { $0 = true }
                let count = try GitHubUsersTables.forEachBatch(
                    after: since, count: range.count, batchSize: batchSize, origin: origin, in: reader, receive)
                return Fetched(
                    value: UserListSummary(count: count, next: range.next), freshness: freshness, fetchedAt: oldest)
            }
        } catch {
            // Nothing handed over yet: the walk answers, and says what went wrong.
            guard started.withLock({ $0 }) else { return nil }
            // A row of the wrong types is unreadable cache, as the walk reports it offline.
            if case PersistenceError.typeMismatch = error { throw .cacheUnreadable }
            throw DomainErrorMapping.domainError(for: error, service: .gitHub)
        }
    }

    /// The id of the stored list row of the user called `login` (compared without regard to case), read from the
    /// rows without any request; `nil` when no row of this origin has that login or the rows cannot be read.
    public func knownUserID(login: GitHubLogin) async -> Int? {
        let (origin, text) = (origin, login.rawValue)
        return try? await policy.store.read { try GitHubUsersTables.userID(login: text, origin: origin, in: $0) }
    }

    /// Where the page of `pageSize` users that ends right before the users after `cursor` starts, from the stored
    /// segments and ids (`GitHubUsersTables.pageStart(before:pageSize:origin:in:)`), whatever their age; `nil`
    /// when no stored range proves the users just before `cursor`, or the rows cannot be read.
    public func knownPageStart(before cursor: UserCursor, pageSize: Int) async -> UserPageStart? {
        let origin = origin
        return try? await policy.store.read {
            try GitHubUsersTables.pageStart(before: cursor.since, pageSize: pageSize, origin: origin, in: $0)
        }
    }

    /// Where the last page of `pageSize` users of the stored range after `cursor` starts
    /// (`GitHubUsersTables.lastPageStart(after:pageSize:origin:in:)`), whatever the segments' age; `nil` when
    /// that range holds at most `pageSize` users, nothing after `cursor` is stored, or the rows cannot be read.
    public func knownLastPageStart(after cursor: UserCursor?, pageSize: Int) async -> UserPageStart? {
        let (origin, since) = (origin, max(cursor?.since ?? 0, 0))
        return try? await policy.store.read {
            try GitHubUsersTables.lastPageStart(after: since, pageSize: pageSize, origin: origin, in: $0)
        }
    }

    /// How many stored users come before the page that starts at `start`, when the stored segments prove every
    /// user from the start of the list up to there (`GitHubUsersTables.userCount(upTo:origin:in:)`); `nil`
    /// otherwise, or when the rows cannot be read.
    public func knownUserCount(before start: UserPageStart) async -> Int? {
        let (origin, since) = (origin, max(start.cursor?.since ?? 0, 0))
        return try? await policy.store.read { try GitHubUsersTables.userCount(upTo: since, origin: origin, in: $0) }
    }

    /// Where the page whose first user is the `row`-th stored one starts, when the stored segments prove every user
    /// from the start of the list up to it (`GitHubUsersTables.pageStart(atRow:origin:in:)`); `nil` otherwise, or
    /// when the rows cannot be read.
    public func knownPageStart(atRow row: Int) async -> UserPageStart? {
        let origin = origin
        return try? await policy.store.read { try GitHubUsersTables.pageStart(atRow: row, origin: origin, in: $0) }
    }
}

/// Whether segments may answer without the network under a policy, and how fresh they make the answer
/// (``SegmentFreshness``).
private struct UsableSegments: Sendable {
    let mode: CacheMode
    let timeToLive: TimeInterval
    let revalidatesFreshEntries: Bool
    let now: Date

    init(policy: CachePolicy, now: Date) {
        mode = policy.mode
        timeToLive = policy.timeToLive
        revalidatesFreshEntries = policy.revalidatesFreshEntries
        self.now = now
    }

    /// The freshness and the oldest fetch time of an answer proven by `segments`; `nil` when online a segment would
    /// be revalidated (stale, or any under a refresh), which leaves the answer to the walk.
    func freshness(of segments: [UserIDSegment]) -> (DataFreshness, Date?)? {
        if mode == .online {
            guard !revalidatesFreshEntries, segments.allSatisfy({ $0.isFresh(at: now, timeToLive: timeToLive) })
            else { return nil }
        }
        let answer = SegmentFreshness(of: segments, now: now, timeToLive: timeToLive)
        return (answer.freshness, answer.oldest)
    }
}

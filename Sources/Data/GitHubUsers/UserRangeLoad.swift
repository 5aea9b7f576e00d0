import AtomicLogger
import Domain
import Foundation
import Networking
import Persistence

/// One request for the users after `since`, answered from the rows and segments of ``GitHubUsersSchema``: the
/// algorithm behind ``CachedGitHubUsersRepository/users(after:pageSize:context:)``.
///
/// 1. Read, in one snapshot, the first `pageSize` users after `since` and the segments that prove them (or take the
///    snapshot the caller read already, once).
/// 2. Online, revalidate each stale segment used, once (a `304` renews it, a `200` replaces its range), and read
///    again when any was revalidated.
/// 3. When the known range ends before `pageSize` users, fetch the page that starts where it ends (online), then
///    read again; offline or when that fetch fails, answer with what is known, marked incomplete.
struct UserRangeLoad {
    /// The client the pages are fetched with.
    let client: HTTPClient
    /// The GitHub API the pages are asked of.
    let gitHub: GitHub
    /// The answer the load makes: its policy, the requests' deadline and cool-down bypass, its exchange log.
    let answer: AnswerContext
    /// Where oversized pages and unreadable rows are reported.
    let logger: Logger
    /// The origin the rows are stored under (``GitHubUsersSchema/origin(of:)``).
    let origin: String
    /// The id after which the users start.
    let since: Int
    /// How many users the answer holds at most.
    let pageSize: Int
    /// The snapshot the caller read already, which the first pass uses instead of reading one.
    private var given: GitHubUsersTables.Snapshot?
    /// The snapshot the last pass answered from (read or given), once ``run()`` ran.
    private(set) var lastSnapshot: GitHubUsersTables.Snapshot?
    private var revalidations: [CacheKey: CachedAnswer<LoadedPage>] = [:]
    private var fetchedAfter: Set<Int> = []

    /// The load of the `pageSize` users after `since` from `gitHub` through `client`, for `answer`, rows under
    /// `origin`; the first pass uses `snapshot` (read by the caller for the same `since` and `pageSize`) instead of
    /// reading one, when given.
    init(
        client: HTTPClient, gitHub: GitHub, answer: AnswerContext, logger: Logger, origin: String, since: Int,
        pageSize: Int, snapshot: GitHubUsersTables.Snapshot? = nil
    ) {
        self.client = client
        self.gitHub = gitHub
        self.answer = answer
        self.logger = logger
        self.origin = origin
        self.since = since
        self.pageSize = pageSize
        given = snapshot
    }

    private var policy: CachePolicy { answer.policy }
    private var isOnline: Bool { policy.mode == .online }

    /// Runs the steps above.
    ///
    /// - Throws: ``CachePolicyError/notCached(key:)`` offline when nothing after `since` is known; the network's
    ///   error when nothing is known and the fetch fails; ``PersistenceError`` when the database fails.
    mutating func run() async throws -> Fetched<UserPage> {
        // Each pass either revalidates segments not yet revalidated or fetches after a new position, so a few
        // passes always suffice; the bound only guards against a server that keeps moving the ground.
        for _ in 0..<8 {
            let snapshot = try await readSnapshot()
            let isWhole = snapshot.users.count >= pageSize
            let used = snapshot.coverage.segments(through: isWhole ? snapshot.users[pageSize - 1].id : nil)
            let now = policy.clock.now
            // An explicit refresh revalidates fresh segments too (the policy says so).
            let stale = used.filter {
                (policy.revalidatesFreshEntries || !$0.isFresh(at: now, timeToLive: policy.timeToLive))
                    && revalidations[$0.key] == nil
            }
            if isOnline, !stale.isEmpty {
                for segment in stale {
                    revalidations[segment.key] = try await loadPage(since: segment.since, pageSize: segment.pageSize)
                }
                continue
            }
            // One page is fetched at most: a short page from the server is answered as the server sent it.
            guard !isWhole, let end = snapshot.coverage.end, fetchedAfter.isEmpty else {
                return answer(snapshot, used: used, missingRestError: nil)
            }
            guard isOnline else {
                guard !snapshot.users.isEmpty || !snapshot.coverage.isEmpty || snapshot.touchesSegment else {
                    throw CachePolicyError.notCached(key: try pageKey(since: end, pageSize: pageSize))
                }
                return answer(snapshot, used: used, missingRestError: nil, incomplete: true)
            }
            do {
                fetchedAfter.insert(end)
                // Nothing known after `since` means no usable page is stored for it: fetch without looking again.
                let nothingKnown = snapshot.users.isEmpty && snapshot.coverage.isEmpty && end == since
                let loaded = try await loadPage(since: end, pageSize: pageSize, knownAbsent: nothingKnown)
                // Nothing was known after `since`: the page just stored is the whole answer, taken from the
                // response itself rather than read back.
                if snapshot.users.isEmpty, end == since, let users = loaded.value.users {
                    return loaded.fetched(
                        UserPage(users: users, next: loaded.value.end.map(UserCursor.init(since:))), service: .gitHub)
                }
            } catch {
                guard !(error is CancellationError),
                    !snapshot.users.isEmpty || !snapshot.coverage.isEmpty || snapshot.touchesSegment
                else { throw error }
                return answer(snapshot, used: used, missingRestError: error, incomplete: true)
            }
        }
        let snapshot = try await readSnapshot()
        return answer(snapshot, used: snapshot.coverage.segments, missingRestError: nil)
    }

    /// The page for `snapshot`: its freshness is the least current of the segments used, its fetch time the oldest
    /// (``SegmentFreshness``).
    private func answer(
        _ snapshot: GitHubUsersTables.Snapshot, used: [UserIDSegment], missingRestError: (any Error)?,
        incomplete: Bool = false
    ) -> Fetched<UserPage> {
        let revalidations = revalidations
        let segments = SegmentFreshness(of: used, now: policy.clock.now, timeToLive: policy.timeToLive) {
            revalidations[$0.key]?.fetched((), service: .gitHub)
        }
        let reason =
            missingRestError.map { DomainErrorMapping.domainError(for: $0, service: .gitHub) } ?? segments.staleReason
        // The snapshot reads one user more than asked for: when it is there, the page continues after the last
        // user kept; when it is not, nothing is stored up to the end of the known range, so the page continues
        // there (as the `Link` header said), or the list ended.
        let users = Array(snapshot.users.prefix(pageSize))
        let next: UserCursor?
        if incomplete {
            next = UserCursor(since: users.last?.id ?? snapshot.coverage.end ?? since)
        } else if snapshot.users.count > pageSize, let last = users.last {
            next = UserCursor(since: last.id)
        } else {
            next = snapshot.coverage.end.map(UserCursor.init(since:))
        }
        logger.debug(
            "Answered from the stored users",
            metadata: [
                "since": String(since), "users": String(users.count), "segments": String(used.count),
                "freshness": "\(segments.freshness)",
            ])
        return Fetched(
            value: UserPage(users: users, next: next, isIncomplete: incomplete), freshness: segments.freshness,
            fetchedAt: segments.oldest, staleReason: reason)
    }

    /// The snapshot after `since`: the one given at the start, once, else a new read. Rows of the wrong types count
    /// as absent: online they are dropped (with their segments) so that they are fetched again, offline the answer
    /// is ``CachePolicyError/unreadable(key:)``.
    private mutating func readSnapshot() async throws -> GitHubUsersTables.Snapshot {
        var snapshot: GitHubUsersTables.Snapshot
        if let given = given.take() {
            snapshot = given
        } else {
            snapshot = try await readStoredSnapshot()
        }
        lastSnapshot = snapshot
        return snapshot
    }

    private func readStoredSnapshot() async throws -> GitHubUsersTables.Snapshot {
        let (since, pageSize, origin, logger) = (since, pageSize, origin, logger)
        do {
            return try await policy.store.read {
                try GitHubUsersTables.snapshot(after: since, limit: pageSize + 1, origin: origin, in: $0)
            }
        } catch PersistenceError.typeMismatch {
            let key = try pageKey(since: since, pageSize: pageSize)
            guard isOnline else { throw CachePolicyError.unreadable(key: key) }
            logger.warning(
                "Stored users cannot be read and count as absent", metadata: ["key": key.rawValue])
            try await policy.store.write { try GitHubUsersTables.removeAll(origin: origin, in: $0) }
            return try await policy.store.read {
                try GitHubUsersTables.snapshot(after: since, limit: pageSize + 1, origin: origin, in: $0)
            }
        }
    }

    /// The cache key of the page `since`/`pageSize`: the URL it is fetched from (`since` left out when 0).
    private func pageKey(since: Int, pageSize: Int) throws -> CacheKey {
        CacheKey(url: try endpoint(since: since, pageSize: pageSize).makeURL())
    }

    private func endpoint(since: Int, pageSize: Int) -> GitHubEndpoint<[GitHubUserDTO]> {
        gitHub.users(since: since == 0 ? nil : since, perPage: pageSize)
    }

    /// Loads the page `since`/`pageSize` under the policy: fetched when absent, revalidated when stale; a `200`
    /// replaces the rows of its range and its segment in one transaction.
    /// What loading a page under the policy gave: after a `200`, the users stored (as entities) and the end of the
    /// page's range; `users` is nil when the stored page was kept.
    struct LoadedPage: Sendable {
        /// The users of the page as stored, or nil when the page was not replaced.
        var users: [GitHubUser]?
        /// The end of the page's proven range (nil: the end of the list), when the page was replaced.
        var end: Int?
    }

    private func loadPage(
        since: Int, pageSize: Int, knownAbsent: Bool = false
    ) async throws -> CachedAnswer<LoadedPage> {
        let endpoint = endpoint(since: since, pageSize: pageSize)
        let key = CacheKey(url: try endpoint.makeURL())
        let (client, logger, origin, answer) = (client, logger, origin, answer)
        let fetch: @Sendable (CacheValidators) async throws -> RevalidationResult<GitHubUserPageRecord> = {
            validators in
            let response = try await client.conditionalResponse(for: endpoint, validators: validators, in: answer)
            if response.isNotModified {
                return .notModified
            }
            let received = response.value ?? []
            let record = GitHubUserPageRecord(users: received, links: response.links, pageSize: pageSize)
            if record.users.count < received.count {
                logger.warning(
                    "The server sent more users than asked for; the page was cut to per_page",
                    metadata: [
                        "key": key.rawValue, "received": String(received.count), "perPage": String(pageSize),
                    ])
            }
            return .modified(
                record, validators: CacheValidators(etag: response.etag, lastModified: response.lastModified))
        }
        let replace: @Sendable (Database, GitHubUserPageRecord) throws -> LoadedPage = { writer, record in
            let stored = try GitHubUsersTables.replacePage(
                record, since: since, pageSize: pageSize, key: key, origin: origin, in: writer)
            return LoadedPage(users: stored.users, end: stored.end)
        }
        if knownAbsent {
            return try await policy.fetchAbsent(key: key, fetch: fetch, replace: replace)
        }
        return try await policy.load(
            key: key,
            read: {
                try GitHubUsersTables.hasSegment(key, since: since, origin: origin, in: $0) == true ? LoadedPage() : nil
            },
            fetch: fetch, replace: replace)
    }
}

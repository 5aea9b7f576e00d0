import AtomicCore
import Domain
import Foundation
import Networking

@testable import AtomicApp

/// A console that keeps what was written, for assertions.
final class RecordingConsole: Console {
    let isTerminal: Bool
    let width: Int
    let errorIsTerminal: Bool
    let isDumb: Bool
    private let output = Locked((out: "", err: "", progress: ""))
    private let shown = Locked<[ProgressSpinner]>([])

    init(isTerminal: Bool = false, width: Int = 80, errorIsTerminal: Bool = false, isDumb: Bool = false) {
        self.isTerminal = isTerminal
        self.width = width
        self.errorIsTerminal = errorIsTerminal
        self.isDumb = isDumb
    }

    var out: String { output.withLock { $0.out } }
    var err: String { output.withLock { $0.err } }
    /// What spinners wrote, kept apart from ``err`` so that assertions on messages do not depend on timing.
    var progress: String { output.withLock { $0.progress } }

    /// Stops the spinner shown, as the real console does before every write, then records `text`.
    func write(_ text: String) {
        spinners.last?.stop()
        output.withLock { $0.out += text }
    }

    func writeError(_ text: String) {
        spinners.last?.stop()
        output.withLock { $0.err += text }
    }

    func writeProgress(_ text: String) { output.withLock { $0.progress += text } }
    func showProgress(_ spinner: ProgressSpinner) { shown.withLock { $0.append(spinner) } }

    /// Every spinner shown, in order.
    var spinners: [ProgressSpinner] { shown.withLock { $0 } }
}

/// A users repository over a fixed list, paging by id; records every call.
final class FakeUsersRepository: GitHubUsersRepository {
    let users: [GitHubUser]
    let details: [String: GitHubUserDetail]
    let freshness: DataFreshness
    let staleReason: DomainError?
    let failure: DomainError?
    /// The rate-limit budget every answer's provenance carries, as if each had made a request that reported it.
    let rateLimit: RateLimitBudget?
    private let calls = Locked<[String]>([])
    private let seenDeadlines = Locked<[LoadContext.Deadline?]>([])

    init(
        users: [GitHubUser] = [], details: [String: GitHubUserDetail] = [:], freshness: DataFreshness = .fresh,
        staleReason: DomainError? = nil, failure: DomainError? = nil, rateLimit: RateLimitBudget? = nil
    ) {
        self.rateLimit = rateLimit
        self.staleReason = staleReason
        self.users = users
        self.details = details
        self.freshness = freshness
        self.failure = failure
    }

    var recordedCalls: [String] { calls.withLock { $0 } }

    /// The network deadline each call of ``users(after:pageSize:)`` ran under.
    var deadlines: [LoadContext.Deadline?] { seenDeadlines.withLock { $0 } }

    func users(after cursor: UserCursor?, pageSize: Int, context: LoadContext) async throws(DomainError) -> Fetched<
        UserPage
    > {
        calls.withLock { $0.append("users(after: \(cursor?.since ?? -1), pageSize: \(pageSize))") }
        seenDeadlines.withLock { $0.append(context.deadline) }
        if let failure { throw failure }
        let page = Array(users.filter { $0.id > (cursor?.since ?? 0) }.prefix(pageSize))
        let next = page.last.map { UserCursor(since: $0.id) }
        return Fetched(
            value: UserPage(users: page, next: next), freshness: freshness, fetchedAt: nil, staleReason: staleReason,
            provenance: provenance)
    }

    func user(login: GitHubLogin, context: LoadContext) async throws(DomainError) -> Fetched<GitHubUserDetail> {
        calls.withLock { $0.append("user(\(login))") }
        if let failure { throw failure }
        guard let detail = details[login.rawValue] else { throw .notFound(.gitHubUser(login: login.rawValue)) }
        return Fetched(value: detail, freshness: freshness, fetchedAt: nil, provenance: provenance)
    }

    /// The provenance of every answer: one request that reported ``rateLimit``; none without one.
    private var provenance: Provenance? {
        rateLimit.map {
            Provenance(
                repository: "FakeUsersRepository", endpoints: [], decision: .refetched, age: 0, requestCount: 1,
                rateLimit: $0)
        }
    }
}

/// A posts repository over fixed values.
struct FakePostsRepository: PostsRepository {
    var summaries: [PostSummary] = []
    var details: [Int: PostDetail] = [:]
    var freshness: DataFreshness = .fresh
    var failure: DomainError?

    func posts(context: LoadContext) async throws(DomainError) -> Fetched<[PostSummary]> {
        if let failure { throw failure }
        return Fetched(value: summaries, freshness: freshness, fetchedAt: nil)
    }

    func post(id: Int, context: LoadContext) async throws(DomainError) -> Fetched<PostDetail> {
        if let failure { throw failure }
        guard let detail = details[id] else { throw .notFound(.post(id: id)) }
        return Fetched(value: detail, freshness: freshness, fetchedAt: nil)
    }
}

/// A cache administration that reports a fixed report and counts clears.
final class FakeCacheAdministration: CacheAdministration {
    let fixedReport: CacheReport
    private let clears = Locked(0)

    init(report: CacheReport = CacheReport(path: "/tmp/cache.sqlite", sizeBytes: 0, endpoints: [])) {
        fixedReport = report
    }

    var clearCount: Int { clears.withLock { $0 } }

    func report(now: Date, ttl: TimeInterval) async throws -> CacheReport { fixedReport }
    func clear() async throws { clears.withLock { $0 += 1 } }
}

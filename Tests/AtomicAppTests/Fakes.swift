import AtomicCore
import AtomicOutput
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

/// A users repository that knows no user: every page is empty and every login is unknown.
struct FakeUsersRepository: GitHubUsersRepository {
    func users(after cursor: UserCursor?, pageSize: Int, context: LoadContext) async throws(DomainError) -> Fetched<
        UserPage
    > {
        Fetched(value: UserPage(users: [], next: nil), freshness: .fresh, fetchedAt: nil)
    }

    func user(login: GitHubLogin, context: LoadContext) async throws(DomainError) -> Fetched<GitHubUserDetail> {
        throw .notFound(.gitHubUser(login: login.rawValue))
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

/// A cache administration with an empty in-memory report, whose clear does nothing.
struct FakeCacheAdministration: CacheAdministration {
    func report(now: Date, ttl: TimeInterval) async throws -> CacheReport {
        CacheReport(path: "/tmp/cache.sqlite", sizeBytes: 0, endpoints: [])
    }

    func clear() async throws {}
}

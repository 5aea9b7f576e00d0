import AtomicCore
import Foundation
import Networking
import Testing

/// A jitter source that always returns the same number.
struct FixedRandomSource: RandomSource {
    let value: Double

    func nextUnit() -> Double { value }
}

/// A GitHub-like user for decoding tests.
struct TestUser: Codable, Equatable, Sendable {
    let id: Int
    let login: String
}

/// The requests of a small fake API, at any base URL.
enum TestRoute: Sendable {
    case users(base: URL, since: Int)
    case user(base: URL, login: String)
    case create(base: URL, user: TestUser)
    case replace(base: URL, user: TestUser)
}

/// One request of the fake API, answered as `Response`.
struct TestEndpoint<Response: Decodable & Sendable>: Endpoint {
    let route: TestRoute

    var baseURL: URL {
        switch route {
        case .users(let base, _), .user(let base, _), .create(let base, _), .replace(let base, _): base
        }
    }

    var path: String {
        switch route {
        case .users, .create: "/users"
        case .user(_, let login): "/users/\(login)"
        case .replace(_, let user): "/users/\(user.login)"
        }
    }

    var method: HTTPMethod {
        switch route {
        case .users, .user: .get
        case .create: .post
        case .replace: .put
        }
    }

    var queryItems: [URLQueryItem] {
        switch route {
        case .users(_, let since): [URLQueryItem(name: "since", value: String(since))]
        default: []
        }
    }

    var body: HTTPBody {
        switch route {
        case .create(_, let user), .replace(_, let user): .json(user)
        default: .none
        }
    }

    /// The same request answered as `Other` (for example `Data`, to read the raw body).
    func answered<Other>(as type: Other.Type) -> TestEndpoint<Other> { TestEndpoint<Other>(route: route) }
}

/// The fake API's requests, each typed by its answer.
enum TestAPI {
    static let defaultBase = URL(string: "https://api.example.test")!

    static func users(base: URL, since: Int) -> TestEndpoint<[TestUser]> {
        TestEndpoint(route: .users(base: base, since: since))
    }
    static func user(base: URL, login: String) -> TestEndpoint<TestUser> {
        TestEndpoint(route: .user(base: base, login: login))
    }
    static func create(base: URL, user: TestUser) -> TestEndpoint<TestUser> {
        TestEndpoint(route: .create(base: base, user: user))
    }
    static func replace(base: URL, user: TestUser) -> TestEndpoint<EmptyResponse> {
        TestEndpoint(route: .replace(base: base, user: user))
    }
}

/// An observer that records what it is told.
final class RecordingObserver: ResponseObserver, Sendable {
    enum Event: Equatable {
        case received(status: Int, attempt: Int)
        case failed(NetworkError, attempt: Int)
        case retry(NetworkError, attempt: Int, delay: Duration)
    }

    private let storage = Locked<[Event]>([])

    var events: [Event] { storage.withLock { $0 } }

    func didReceive(_ response: TransportResponse, for request: TransportRequest, attempt: Int, duration: Duration) {
        storage.withLock { $0.append(.received(status: response.status, attempt: attempt)) }
    }

    func didFail(_ error: NetworkError, for request: TransportRequest, attempt: Int, duration: Duration) {
        storage.withLock { $0.append(.failed(error, attempt: attempt)) }
    }

    func willRetry(_ request: TransportRequest, after error: NetworkError, attempt: Int, delay: Duration) {
        storage.withLock { $0.append(.retry(error, attempt: attempt, delay: delay)) }
    }
}

/// A one-shot gate that tasks can wait on until it is opened.
final class Gate: Sendable {
    private struct State {
        var isOpen = false
        var waiters: [CheckedContinuation<Void, Never>] = []
    }

    private let state = Locked(State())

    /// Returns once the gate is open or the calling task is cancelled (cancellation opens the gate).
    func wait() async {
        await withTaskCancellationHandler {
            await waitForOpening()
        } onCancel: {
            open()
        }
    }

    private func waitForOpening() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let resumeNow = state.withLock { state -> Bool in
                if state.isOpen { return true }
                state.waiters.append(continuation)
                return false
            }
            if resumeNow { continuation.resume() }
        }
    }

    func open() {
        let waiters = state.withLock { state -> [CheckedContinuation<Void, Never>] in
            state.isOpen = true
            defer { state.waiters = [] }
            return state.waiters
        }
        for waiter in waiters { waiter.resume() }
    }
}

/// How long a test waits for a loopback server to see something before it gives up.
///
/// Generous on purpose: the deadline is reached only when the test is failing anyway, and while other suites
/// block the two cooperative threads of a two-core machine (child processes, blocking waits) a request can take
/// many seconds to get going.
let loopbackPatience: Duration = .seconds(60)

/// A server delay that outlasts every wait of a test (``loopbackPatience`` several times over), for tests that
/// expect the client to leave first: a delay shorter than the test's own waits lets a starved test see the
/// server answer before its client got to cancel. The server's `stop()` (or its deinit) ends the delay early.
let answerAfterEveryWait: Duration = .seconds(3_600)

/// Yields until `condition` holds, at most `limit` times; returns whether it held.
func yieldUntil(limit: Int = 100_000, _ condition: () -> Bool) async -> Bool {
    for _ in 0..<limit {
        if condition() { return true }
        await Task.yield()
    }
    return condition()
}

/// The error a throwing async expression fails with, or `nil` when it succeeds.
///
/// Any error that is not a `NetworkError` is recorded as a test failure.
func networkError<T>(
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () async throws -> T
) async -> NetworkError? {
    do {
        _ = try await body()
        return nil
    } catch let error as NetworkError {
        return error
    } catch {
        Issue.record("untyped error \(error)", sourceLocation: sourceLocation)
        return nil
    }
}

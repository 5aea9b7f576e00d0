import Foundation

/// An HTTP/1.1 server on 127.0.0.1 with a port chosen by the system, for tests only.
///
/// It answers each connection with exactly one response and `Connection: close`, records every request,
/// and can delay, drop or cut short an answer. Unrouted requests get 404 with body `{"message":"Not Found"}`.
/// Handlers should not capture the server strongly unless the test calls ``stop()``, which releases them.
public final class TestHTTPServer: Sendable {
    /// The port the server listens on.
    public let port: Int
    /// `http://127.0.0.1:<port>`.
    public let baseURL: URL

    private let state: ServerState
    private let acceptLoopFinished = DispatchSemaphore(value: 0)

    /// Binds to a free loopback port and starts answering at once.
    ///
    /// - Throws: ``TestHTTPServerError`` when the socket cannot be opened, bound or listened on.
    public init() throws {
        let (listener, port) = try LoopbackSocket.listenOnLoopback()
        guard let baseURL = URL(string: "http://127.0.0.1:\(port)") else {
            listener.close()
            throw TestHTTPServerError.invalidBaseURL(port: port)
        }
        self.port = port
        self.baseURL = baseURL
        let state = ServerState(listener: listener, port: port)
        self.state = state
        let finished = acceptLoopFinished
        let thread = Thread {
            Self.acceptConnections(state: state)
            finished.signal()
        }
        thread.name = "TestHTTPServer accept :\(port)"
        thread.start()
    }

    deinit {
        stop()
    }

    /// Answers `method path` (path without query, exact match) with `responses` in order; the last one repeats.
    /// Routing the same method and path again replaces the earlier answers and starts the order afresh.
    public func route(_ method: String = "GET", _ path: String, _ responses: TestResponse...) {
        route(method, path, responses: responses)
    }

    /// Answers `method path` (path without query, exact match) with `responses` in order; the last one repeats.
    /// An empty list answers 404.
    public func route(_ method: String = "GET", _ path: String, responses: [TestResponse]) {
        state.setRoute(method: method, path: path, .sequence(responses, served: 0))
    }

    /// Answers `method path` (path without query, exact match) with `handler`'s response to each request.
    public func route(
        _ method: String = "GET",
        _ path: String,
        handler: @escaping @Sendable (RecordedRequest) -> TestResponse
    ) {
        state.setRoute(method: method, path: path, .handler(handler))
    }

    /// Answers `GET path` with `responses` in order; the last one repeats.
    public func route(_ path: String, _ responses: TestResponse...) {
        route("GET", path, responses: responses)
    }

    /// Answers `GET path` with `responses` in order; the last one repeats. An empty list answers 404.
    public func route(_ path: String, responses: [TestResponse]) {
        route("GET", path, responses: responses)
    }

    /// Answers `GET path` with `handler`'s response to each request.
    public func route(_ path: String, handler: @escaping @Sendable (RecordedRequest) -> TestResponse) {
        route("GET", path, handler: handler)
    }

    /// Every request received, in arrival order (including unrouted and delayed ones).
    public var requests: [RecordedRequest] {
        state.requests
    }

    /// The requests received for `path` (without query), in arrival order.
    public func requests(to path: String) -> [RecordedRequest] {
        state.requests.filter { $0.path == path }
    }

    /// How many requests were received.
    public var requestCount: Int {
        state.requests.count
    }

    /// How many requests were received for `path` (without query).
    public func requestCount(to path: String) -> Int {
        requests(to: path).count
    }

    /// Number of connections the client closed while the server was still delaying its answer.
    public var clientDisconnectsBeforeResponse: Int {
        state.clientDisconnects
    }

    /// Waits, checking every 10 ms for at most `timeout` divided by 10 ms checks, until `condition` is true;
    /// returns whether it became true.
    ///
    /// The patience is counted in checks, not by the clock: when a loaded machine holds this task back for a
    /// while, the time it was not running is not taken from the time the server and the client get to act.
    public func waitUntil(
        timeout: Duration = .seconds(5),
        _ condition: @Sendable (TestHTTPServer) -> Bool
    ) async -> Bool {
        let checks = max(1, Int(timeout / .milliseconds(10)))
        for _ in 0..<checks {
            if condition(self) { return true }
            do {
                try await Task.sleep(for: .milliseconds(10))
            } catch {
                return condition(self)
            }
        }
        return condition(self)
    }

    /// Stops listening and closes open connections without answering them. Calling it again does nothing.
    /// When it returns, new connections are refused; the port stays reserved until the server is released,
    /// so no other server can take it and answer in its place.
    public func stop() {
        guard state.stop() else { return }
        _ = acceptLoopFinished.wait(timeout: .now() + .seconds(2))
    }

    private static func acceptConnections(state: ServerState) {
        while !state.closeListenerIfStopped() {
            guard state.listener.waitForInput(milliseconds: 100) == .readable,
                let socket = state.listener.acceptConnection(),
                state.adopt(socket)
            else { continue }
            let connection = HTTPConnection(socket: socket, state: state)
            let thread = Thread { connection.serve() }
            thread.name = "TestHTTPServer connection"
            thread.start()
        }
    }
}

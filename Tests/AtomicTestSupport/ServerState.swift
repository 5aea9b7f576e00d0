import Foundation

/// Everything a ``TestHTTPServer`` shares between its accept thread, its connection threads and the test.
///
/// It also owns the lifetime of every descriptor: descriptors are closed and shut down only while the
/// lock is held, so a thread never acts on a descriptor number the system has already handed out again.
final class ServerState: @unchecked Sendable {
    // Safe to share: `listener` is immutable, and every `var` below is read and written only while
    // `lock` is held (in `withLock`). No closure runs user code while holding the lock.
    private let lock = NSLock()
    private var isStopped = false
    private var isListenerClosed = false
    private var routes: [RouteKey: Route] = [:]
    private var recorded: [RecordedRequest] = []
    private var disconnectsBeforeResponse = 0
    private var openConnections: Set<LoopbackSocket> = []
    private var reservation: LoopbackSocket?

    /// The listening socket; closed by the accept thread once the server is stopped.
    let listener: LoopbackSocket
    /// The port `listener` is bound to.
    let port: Int

    /// How a route answers.
    enum Route {
        /// Canned responses in order, the last repeating; `served` counts answers already given.
        case sequence([TestResponse], served: Int)
        /// A response computed per request.
        case handler(@Sendable (RecordedRequest) -> TestResponse)
    }

    private struct RouteKey: Hashable {
        let method: String
        let path: String
    }

    /// Starts with no routes and no requests, listening on `listener` at `port`.
    init(listener: LoopbackSocket, port: Int) {
        self.listener = listener
        self.port = port
    }

    deinit {
        reservation?.close()
    }

    /// Whether ``stop()`` has been called.
    var stopped: Bool {
        withLock { isStopped }
    }

    /// Installs (or replaces) the answer for `method path`.
    func setRoute(method: String, path: String, _ route: Route) {
        withLock { routes[RouteKey(method: method, path: path)] = route }
    }

    /// Records `request` and returns the response it gets; a handler runs after the lock is released.
    func answer(_ request: RecordedRequest) -> TestResponse {
        let route: Route? = withLock {
            recorded.append(request)
            let key = RouteKey(method: request.method, path: request.path)
            guard let route = routes[key] else { return nil }
            if case .sequence(let responses, let served) = route {
                routes[key] = .sequence(responses, served: served + 1)
            }
            return route
        }
        switch route {
        case .none:
            return .notFound
        case .sequence(let responses, let served):
            guard let last = responses.last else { return .notFound }
            return served < responses.count ? responses[served] : last
        case .handler(let handler):
            return handler(request)
        }
    }

    /// All recorded requests, in arrival order.
    var requests: [RecordedRequest] {
        withLock { recorded }
    }

    /// How many connections the client closed while their answer was still delayed.
    var clientDisconnects: Int {
        withLock { disconnectsBeforeResponse }
    }

    /// Counts one connection the client closed before its delayed answer.
    func countClientDisconnect() {
        withLock { disconnectsBeforeResponse += 1 }
    }

    /// Takes ownership of an accepted connection; returns `false` (and closes it) when already stopped.
    func adopt(_ connection: LoopbackSocket) -> Bool {
        withLock {
            guard !isStopped else {
                connection.close()
                return false
            }
            openConnections.insert(connection)
            return true
        }
    }

    /// Closes a connection adopted earlier. Call once, from the thread serving it.
    func release(_ connection: LoopbackSocket) {
        withLock {
            if openConnections.remove(connection) != nil {
                connection.close()
            }
        }
    }

    /// Closes the listener if the server is stopped; returns whether it is (so the accept loop should end).
    func closeListenerIfStopped() -> Bool {
        withLock {
            guard isStopped else { return false }
            if !isListenerClosed {
                isListenerClosed = true
                listener.close()
                // Keep the port bound, not listening, so that requests to a stopped server are refused
                // instead of reaching another test's server that the system handed the same port to.
                reservation = LoopbackSocket.reserve(port: port)
            }
            return true
        }
    }

    /// Marks the server stopped, wakes the accept thread and every connection thread, and drops the routes
    /// (so handlers that capture the server are released). Returns `false` when it was already stopped.
    func stop() -> Bool {
        withLock {
            guard !isStopped else { return false }
            isStopped = true
            listener.shutdownBothDirections()
            for connection in openConnections {
                connection.shutdownBothDirections()
            }
            routes = [:]
            return true
        }
    }

    private func withLock<Result>(_ body: () -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }
}

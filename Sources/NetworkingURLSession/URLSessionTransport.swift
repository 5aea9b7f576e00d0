import AtomicCore
import Foundation
import Networking

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The transport on Foundation's `URLSession` (libcurl inside FoundationNetworking on Linux).
///
/// It uses an ephemeral session with no `URLCache` and no cookie storage, so every call reaches the
/// server and nothing is written to disk; caching is the app's own business. It never follows a
/// redirect: its session delegate declines every one, so a `3xx` comes back as it is, `Location`
/// included, and `HTTPClient` decides what to do with it. Each exchange must complete within
/// ``timeout`` (30 s by default) or fails with `NetworkError.timedOut`. The body arrives through the
/// delegate, already decoded, and the task is cancelled as soon as it passes the limit for its status
/// (`NetworkError.responseTooLarge(limit:)`). Cancelling the calling task cancels the underlying
/// data task, which closes the connection.
public final class URLSessionTransport: HTTPTransport {
    /// How long one exchange (connect, send, receive the whole answer) may take before failing with
    /// `NetworkError.timedOut`.
    public let timeout: Duration

    private let session: URLSession
    private let exchanges: URLSessionExchanges

    /// Creates a transport with its own ephemeral session.
    public init(timeout: Duration = .seconds(30)) {
        self.timeout = timeout > .zero ? timeout : .seconds(30)
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        configuration.timeoutIntervalForRequest = Self.backstop(for: self.timeout)
        let exchanges = URLSessionExchanges()
        self.exchanges = exchanges
        session = URLSession(configuration: configuration, delegate: exchanges, delegateQueue: nil)
    }

    deinit {
        // The session keeps its delegate until it is invalidated.
        session.finishTasksAndInvalidate()
    }

    /// Sends `request` and returns the raw answer; see `HTTPTransport.send(_:limits:)`.
    public func send(_ request: TransportRequest, limits: TransportLimits) async throws(NetworkError)
        -> TransportResponse
    {
        let timeout = min(timeout, limits.timeout)
        guard !Task.isCancelled else { throw .cancelled }
        var request = Self.urlRequest(for: request)
        // The transport enforces `timeout` itself: FoundationNetworking rounds the session's own
        // time-out down to whole seconds, so that one is only a generous backstop.
        request.timeoutInterval = Self.backstop(for: timeout)
        request.cachePolicy = .reloadIgnoringLocalCacheData
        let session = session
        let exchanges = exchanges
        let exchange = URLSessionExchange(url: request.url, limits: limits)
        let timer = Task { [timeout] in
            try? await Task.sleep(for: timeout)
            if !Task.isCancelled {
                exchange.stop(because: .timedOut)
            }
        }
        defer { timer.cancel() }
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let task = session.dataTask(with: request)
                exchanges.register(exchange, for: task)
                if exchange.start(task, continuation: continuation) {
                    task.resume()
                } else {
                    exchanges.remove(task)
                }
            }
        } onCancel: {
            exchange.stop(because: .cancelled)
        }
        return try result.get()
    }

    private static func backstop(for timeout: Duration) -> TimeInterval {
        timeout.timeInterval.rounded(.up) + 1
    }
}

/// The session delegate: declines every redirect and hands each task's events to its exchange.
private final class URLSessionExchanges: NSObject, URLSessionDataDelegate, Sendable {
    private let byTask = Locked([Int: URLSessionExchange]())

    func register(_ exchange: URLSessionExchange, for task: URLSessionTask) {
        byTask.withLock { $0[task.taskIdentifier] = exchange }
    }

    func remove(_ task: URLSessionTask) {
        _ = byTask.withLock { $0.removeValue(forKey: task.taskIdentifier) }
    }

    private func exchange(for task: URLSessionTask) -> URLSessionExchange? {
        byTask.withLock { $0[task.taskIdentifier] }
    }

    func urlSession(
        _ session: URLSession,
        task: URLSessionTask,
        willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest,
        completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        // Redirects belong to HTTPClient, which decides where credentials may go.
        completionHandler(nil)
    }

    func urlSession(
        _ session: URLSession,
        dataTask: URLSessionDataTask,
        didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        let allowed = exchange(for: dataTask)?.received(response) ?? true
        completionHandler(allowed ? .allow : .cancel)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        exchange(for: dataTask)?.received(data)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let exchange = byTask.withLock { $0.removeValue(forKey: task.taskIdentifier) }
        exchange?.complete(response: task.response, error: error)
    }
}

/// How one call ends.
private typealias Outcome = Result<TransportResponse, NetworkError>

/// One call's data task and what has arrived for it so far, shared between the call, the session
/// delegate, the time-out timer and the cancellation handler. It enforces the body limits as the
/// (already decoded) bytes arrive.
private final class URLSessionExchange: Sendable {
    private enum Phase {
        case idle
        case running(URLSessionDataTask)
        case stopped(NetworkError)
        case finished
    }

    private struct State {
        var phase = Phase.idle
        var continuation: CheckedContinuation<Outcome, Never>?
        var response: HTTPURLResponse?
        var headers = HTTPHeaders()
        var body = Data()
        var bodyLimit: Int?
    }

    private let url: URL?
    private let limits: TransportLimits
    private let state = Locked(State())

    init(url: URL?, limits: TransportLimits) {
        self.url = url
        self.limits = limits
    }

    /// Remembers `task` and the call's continuation; returns `false` (having resumed the continuation)
    /// when the call was already stopped, so the task must not start.
    func start(
        _ task: URLSessionDataTask,
        continuation: CheckedContinuation<Outcome, Never>
    ) -> Bool {
        let reason = state.withLock { state -> NetworkError? in
            if case .stopped(let reason) = state.phase { return reason }
            state.phase = .running(task)
            state.continuation = continuation
            return nil
        }
        if let reason {
            continuation.resume(returning: .failure(reason))
            return false
        }
        return true
    }

    /// Notes the response head; returns whether the body should be read, which it is not when its
    /// announced length is already over the limit for the status (the task is then cancelled).
    func received(_ response: URLResponse) -> Bool {
        let http = response as? HTTPURLResponse
        let headers = http.map(Self.headers(of:)) ?? HTTPHeaders()
        let limit = limits.maximumBodySize(forStatus: http?.statusCode ?? 200)
        state.withLock { state in
            state.response = http
            state.headers = headers
            state.body = Data()
            state.bodyLimit = limit
        }
        // Only an unencoded length says how many bytes the body will have once decoded.
        let encoding = headers["content-encoding"]?.lowercased() ?? "identity"
        if encoding == "identity", let length = Self.contentLength(headers), length > limit {
            stop(because: .responseTooLarge(limit: limit))
            return false
        }
        return true
    }

    /// Appends body bytes (already decoded by the session), or stops the task as soon as they pass
    /// the limit for the status.
    func received(_ data: Data) {
        let limit = state.withLock { state -> Int? in
            guard case .running = state.phase else { return nil }
            let limit = state.bodyLimit ?? limits.maximumBodySize
            guard data.count <= limit - state.body.count else { return limit }
            state.body.append(data)
            return nil
        }
        if let limit {
            stop(because: .responseTooLarge(limit: limit))
        }
    }

    /// Cancels the running task (or prevents it from starting); the first reason given wins and is
    /// what the call throws.
    func stop(because reason: NetworkError) {
        let task = state.withLock { state -> URLSessionDataTask? in
            switch state.phase {
            case .stopped, .finished:
                return nil
            case .idle:
                state.phase = .stopped(reason)
                return nil
            case .running(let task):
                state.phase = .stopped(reason)
                state.body = Data()
                return task
            }
        }
        task?.cancel()
    }

    /// Ends the call with the task's outcome, or with the reason it was stopped.
    func complete(response: URLResponse?, error: (any Error)?) {
        let (continuation, result) = state.withLock { state -> (CheckedContinuation<Outcome, Never>?, Outcome) in
            let continuation = state.continuation
            state.continuation = nil
            if case .stopped(let reason) = state.phase {
                return (continuation, .failure(reason))
            }
            state.phase = .finished
            if let error {
                return (continuation, .failure(failure(for: error, state: state)))
            }
            guard let http = state.response ?? response as? HTTPURLResponse else {
                return (continuation, .failure(.invalidResponse("The answer is not an HTTP response.")))
            }
            let headers = state.response == nil ? Self.headers(of: http) : state.headers
            let body = state.body
            state.body = Data()
            return (
                continuation,
                .success(TransportResponse(status: http.statusCode, headers: headers, body: body, url: http.url ?? url))
            )
        }
        continuation?.resume(returning: result)
    }

    /// The typed error for a failed task: a refused connection names the host and port asked for,
    /// and a body cut short of its announced length is a lost connection whatever the code says
    /// (FoundationNetworking reports it as an unknown error).
    private func failure(for error: any Error, state: State) -> NetworkError {
        let mapped = NetworkError(loadingError: error)
        switch mapped {
        case .connectionRefused:
            return url.map { .connectionRefused(host: $0.hostAndPort) } ?? mapped
        case .cancelled, .timedOut, .noConnection, .connectionLost:
            return mapped
        default:
            let encoding = state.headers["content-encoding"]?.lowercased() ?? "identity"
            if state.response != nil, encoding == "identity", let length = Self.contentLength(state.headers),
                state.body.count < length
            {
                return .connectionLost
            }
            return mapped
        }
    }

    private static func headers(of response: HTTPURLResponse) -> HTTPHeaders {
        var headers = HTTPHeaders()
        for (name, value) in response.allHeaderFields {
            if let name = name as? String, let value = value as? String {
                headers[name] = value
            }
        }
        return headers
    }

    private static func contentLength(_ headers: HTTPHeaders) -> Int? {
        headers["content-length"].flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }.flatMap {
            $0 >= 0 ? $0 : nil
        }
    }
}

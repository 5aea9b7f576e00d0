import AtomicCore
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The production transport: Foundation's `URLSession` (libcurl on Linux).
///
/// It uses an ephemeral session with no `URLCache` and no cookie storage, so every call reaches the
/// server and nothing is written to disk; caching is the app's own business. Each exchange must
/// complete within ``timeout`` (30 s by default) or fails with ``NetworkError/timedOut``. Cancelling
/// the calling task cancels the underlying data task, which closes the connection.
public final class URLSessionTransport: HTTPTransport {
    /// How long one exchange (connect, send, receive the whole answer) may take before failing with
    /// ``NetworkError/timedOut``.
    public let timeout: Duration

    private let session: URLSession

    /// Creates a transport with its own ephemeral session.
    public init(timeout: Duration = .seconds(30)) {
        self.timeout = timeout > .zero ? timeout : .seconds(30)
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        configuration.timeoutIntervalForRequest = Self.backstop(for: self.timeout)
        session = URLSession(configuration: configuration)
    }

    deinit {
        session.finishTasksAndInvalidate()
    }

    /// Sends `request` and returns the raw answer; see ``HTTPTransport/send(_:limits:)``.
    public func send(_ request: URLRequest, limits: TransportLimits) async throws(NetworkError) -> TransportResponse {
        let timeout = min(timeout, limits.timeout)
        guard !Task.isCancelled else { throw .cancelled }
        var request = request
        // The transport enforces `timeout` itself: FoundationNetworking rounds the session's own
        // time-out down to whole seconds, so that one is only a generous backstop.
        request.timeoutInterval = Self.backstop(for: timeout)
        request.cachePolicy = .reloadIgnoringLocalCacheData
        let session = session
        let handle = DataTaskHandle()
        let timer = Task { [timeout] in
            try? await Task.sleep(for: timeout)
            if !Task.isCancelled {
                handle.stop(because: .timedOut)
            }
        }
        defer { timer.cancel() }
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation {
                (continuation: CheckedContinuation<Result<TransportResponse, NetworkError>, Never>) in
                let task = session.dataTask(with: request) { data, response, error in
                    let result = Self.result(data: data, response: response, error: error)
                    if case .failure = result, let reason = handle.stopReason {
                        continuation.resume(returning: .failure(reason))
                    } else {
                        continuation.resume(returning: result)
                    }
                }
                if let reason = handle.start(task) {
                    continuation.resume(returning: .failure(reason))
                } else {
                    task.resume()
                }
            }
        } onCancel: {
            handle.stop(because: .cancelled)
        }
        return try result.get()
    }

    private static func backstop(for timeout: Duration) -> TimeInterval {
        timeout.timeInterval.rounded(.up) + 1
    }

    private static func result(
        data: Data?,
        response: URLResponse?,
        error: (any Error)?
    ) -> Result<TransportResponse, NetworkError> {
        if let error {
            return .failure(NetworkError(loadingError: error))
        }
        guard let http = response as? HTTPURLResponse else {
            return .failure(.invalidResponse("The answer is not an HTTP response."))
        }
        var headers = HTTPHeaders()
        for (name, value) in http.allHeaderFields {
            if let name = name as? String, let value = value as? String {
                headers[name] = value
            }
        }
        return .success(
            TransportResponse(status: http.statusCode, headers: headers, body: data ?? Data(), url: http.url))
    }
}

/// The data task of one call, shared between the call, its time-out timer and its cancellation handler.
private final class DataTaskHandle: Sendable {
    private enum State {
        case idle
        case running(URLSessionDataTask)
        case stopped(NetworkError)
    }

    private let state = Locked(State.idle)

    /// Why the call was stopped (``NetworkError/cancelled`` or ``NetworkError/timedOut``), if it was.
    var stopReason: NetworkError? {
        state.withLock { state in
            if case .stopped(let reason) = state { return reason }
            return nil
        }
    }

    /// Remembers `task`; returns the reason the task must not start when the call was already stopped.
    func start(_ task: URLSessionDataTask) -> NetworkError? {
        state.withLock { state in
            if case .stopped(let reason) = state { return reason }
            state = .running(task)
            return nil
        }
    }

    /// Cancels the running task (or prevents it from starting); the first reason given wins.
    func stop(because reason: NetworkError) {
        let task = state.withLock { state -> URLSessionDataTask? in
            switch state {
            case .stopped:
                return nil
            case .idle:
                state = .stopped(reason)
                return nil
            case .running(let task):
                state = .stopped(reason)
                return task
            }
        }
        task?.cancel()
    }
}

import AtomicCore
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The production transport: Foundation's `URLSession` (libcurl on Linux).
///
/// It uses an ephemeral session with no `URLCache` and no cookie storage, so every call reaches the
/// server and nothing is written to disk; caching is the app's own business. Each request times out
/// after ``timeout`` without an answer (30 s by default). Cancelling the calling task cancels the
/// underlying data task, which closes the connection.
public final class URLSessionTransport: HTTPTransport {
    /// How long a request may wait for the server before failing with ``NetworkError/timedOut``.
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
        configuration.timeoutIntervalForRequest = self.timeout.timeInterval
        session = URLSession(configuration: configuration)
    }

    deinit {
        session.finishTasksAndInvalidate()
    }

    /// Sends `request` and returns the raw answer; see ``HTTPTransport/send(_:)``.
    public func send(_ request: URLRequest) async throws(NetworkError) -> TransportResponse {
        guard !Task.isCancelled else { throw .cancelled }
        var request = request
        request.timeoutInterval = timeout.timeInterval
        request.cachePolicy = .reloadIgnoringLocalCacheData
        let session = session
        let handle = DataTaskHandle()
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation {
                (continuation: CheckedContinuation<Result<TransportResponse, NetworkError>, Never>) in
                let task = session.dataTask(with: request) { data, response, error in
                    continuation.resume(returning: Self.result(data: data, response: response, error: error))
                }
                if handle.start(task) {
                    task.resume()
                } else {
                    continuation.resume(returning: .failure(.cancelled))
                }
            }
        } onCancel: {
            handle.cancel()
        }
        if Task.isCancelled, case .failure = result {
            throw .cancelled
        }
        return try result.get()
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

/// The data task of one call, shared between the call and its cancellation handler.
private final class DataTaskHandle: Sendable {
    private enum State {
        case idle
        case running(URLSessionDataTask)
        case cancelled
    }

    private let state = Locked(State.idle)

    /// Remembers `task`; returns `false` (and the task must not start) when the call was already cancelled.
    func start(_ task: URLSessionDataTask) -> Bool {
        state.withLock { state in
            if case .cancelled = state { return false }
            state = .running(task)
            return true
        }
    }

    /// Cancels the running task, or prevents it from starting.
    func cancel() {
        let task = state.withLock { state -> URLSessionDataTask? in
            defer { state = .cancelled }
            if case .running(let task) = state { return task }
            return nil
        }
        task?.cancel()
    }
}

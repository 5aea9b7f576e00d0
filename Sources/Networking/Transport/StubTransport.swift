import AtomicCore
import Foundation

/// A transport that answers from canned responses, for demo mode and tests; it never touches the network.
///
/// Two modes:
/// - **table**: register answers per endpoint or per URL with ``stub(_:_:)`` / ``stub(url:method:_:)``;
///   a key's answers are used in order and the last one repeats; a request matches its exact URL first,
///   then its URL without query; anything else gets `404 {"message":"Not Found"}`.
/// - **handler**: ``init(clock:handler:)`` computes each answer from the request.
///
/// Delays wait on the injected clock, so tests with a `TestClock` never sleep. Every request is recorded.
public final class StubTransport: HTTPTransport {
    /// One canned outcome: an answer or a failure.
    public enum Outcome: Sendable, Hashable {
        /// Answer with this response.
        case response(StubResponse)
        /// Fail with this error, as a real transport would (for example ``NetworkError/noConnection``).
        case failure(NetworkError)
    }

    private struct State {
        var table: [String: [Outcome]] = [:]
        var requests: [TransportRequest] = []
    }

    private let clock: any AppClock
    private let handler: (@Sendable (TransportRequest) async throws -> StubResponse)?
    private let state = Locked(State())

    /// Creates a table-mode transport with no answers registered yet.
    public init(clock: any AppClock = SystemClock()) {
        self.clock = clock
        handler = nil
    }

    /// Creates a handler-mode transport: each request is answered by `handler`.
    ///
    /// A `NetworkError` thrown by the handler is passed on and a `CancellationError` becomes
    /// ``NetworkError/cancelled``; any other error, a Foundation `URLError` included, becomes
    /// ``NetworkError/invalidResponse(_:)`` naming it. A handler that stands for a failed connection throws
    /// the ``NetworkError`` it means (``NetworkError/noConnection``, ``NetworkError/timedOut``…): this module
    /// does not link FoundationNetworking, where `URLError` lives on Linux, so it cannot map its codes.
    public init(
        clock: any AppClock = SystemClock(),
        handler: @escaping @Sendable (TransportRequest) async throws -> StubResponse
    ) {
        self.clock = clock
        self.handler = handler
    }

    /// Every request received so far, in order.
    public var requests: [TransportRequest] { state.withLock { $0.requests } }

    /// How many requests were received.
    public var requestCount: Int { state.withLock { $0.requests.count } }

    /// The requests received for `url` (exact match, query included).
    public func requests(to url: URL) -> [TransportRequest] {
        state.withLock { $0.requests.filter { $0.url == url } }
    }

    /// Answers requests for `endpoint`'s method and URL with `responses` in order; the last one repeats.
    ///
    /// - Throws: ``NetworkError/invalidRequest(_:)`` when the endpoint has no valid URL.
    public func stub(_ endpoint: some Endpoint, _ responses: StubResponse...) throws(NetworkError) {
        try stub(endpoint, outcomes: responses.map(Outcome.response))
    }

    /// Makes requests for `endpoint` fail with `error`.
    ///
    /// - Throws: ``NetworkError/invalidRequest(_:)`` when the endpoint has no valid URL.
    public func fail(_ endpoint: some Endpoint, with error: NetworkError) throws(NetworkError) {
        try stub(endpoint, outcomes: [.failure(error)])
    }

    /// Answers requests for `endpoint` with `outcomes` in order; the last one repeats.
    ///
    /// - Throws: ``NetworkError/invalidRequest(_:)`` when the endpoint has no valid URL.
    public func stub(_ endpoint: some Endpoint, outcomes: [Outcome]) throws(NetworkError) {
        stub(url: try endpoint.makeURL(), method: endpoint.method, outcomes: outcomes)
    }

    /// Answers `method` requests for `url` with `responses` in order; the last one repeats.
    public func stub(url: URL, method: HTTPMethod = .get, _ responses: StubResponse...) {
        stub(url: url, method: method, outcomes: responses.map(Outcome.response))
    }

    /// Answers `method` requests for `url` with `outcomes` in order; the last one repeats.
    public func stub(url: URL, method: HTTPMethod = .get, outcomes: [Outcome]) {
        guard !outcomes.isEmpty else { return }
        state.withLock { $0.table[Self.key(method.rawValue, url.absoluteString)] = outcomes }
    }

    /// Records `request` and answers it from the table or the handler, after the answer's delay.
    ///
    /// Like every transport it never follows redirects. A body over the limit for its status fails with
    /// ``NetworkError/responseTooLarge(limit:)``; a delay longer than `limits.timeout` fails with
    /// ``NetworkError/timedOut`` once the timeout has passed on the clock.
    public func send(_ request: TransportRequest, limits: TransportLimits) async throws(NetworkError)
        -> TransportResponse
    {
        guard !Task.isCancelled else { throw .cancelled }
        state.withLock { $0.requests.append(request) }
        let response: StubResponse
        if let handler {
            do {
                response = try await handler(request)
            } catch {
                throw Task.isCancelled ? .cancelled : Self.failure(for: error)
            }
        } else {
            switch nextOutcome(for: request) {
            case .response(let stubbed): response = stubbed
            case .failure(let error): throw error
            }
        }
        if let delay = response.delay {
            do {
                try await clock.sleep(for: min(delay, limits.timeout))
            } catch {
                throw .cancelled
            }
            guard delay <= limits.timeout else { throw .timedOut }
        }
        guard !Task.isCancelled else { throw .cancelled }
        let limit = limits.maximumBodySize(forStatus: response.status)
        guard response.body.count <= limit else { throw .responseTooLarge(limit: limit) }
        return response.transportResponse(url: request.url)
    }

    private func nextOutcome(for request: TransportRequest) -> Outcome {
        let method = request.httpMethod ?? "GET"
        let url = request.url
        var keys = [Self.key(method, url?.absoluteString ?? "")]
        if let url, var components = URLComponents(url: url, resolvingAgainstBaseURL: true) {
            components.query = nil
            if let bare = components.url?.absoluteString {
                keys.append(Self.key(method, bare))
            }
        }
        return state.withLock { state in
            for key in keys {
                guard var outcomes = state.table[key], let first = outcomes.first else { continue }
                if outcomes.count > 1 {
                    outcomes.removeFirst()
                    state.table[key] = outcomes
                }
                return first
            }
            return .response(.json(#"{"message":"Not Found"}"#, status: 404))
        }
    }

    /// The typed error for an error thrown by the handler.
    private static func failure(for error: any Error) -> NetworkError {
        switch error {
        case let error as NetworkError: error
        case is CancellationError: .cancelled
        default: .invalidResponse("The transfer failed (\(UntrustedText.oneLine(String(describing: error)))).")
        }
    }

    private static func key(_ method: String, _ url: String) -> String {
        method.uppercased() + " " + url
    }
}

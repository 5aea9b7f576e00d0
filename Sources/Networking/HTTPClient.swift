import AtomicCore
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends ``Endpoint`` requests and returns decoded values or typed ``NetworkError``s.
///
/// For each call the client builds the request (endpoint, then the call's extra header fields, then the
/// ``RequestAdapter``s), sends it through its ``HTTPTransport``, tells the ``ResponseObserver``s,
/// validates the status (anything outside 200–299 is an error, except 304 for a conditional request),
/// retries idempotent requests under its ``RetryPolicy`` (waiting on the injected clock), runs the
/// ``ResponsePreprocessor``s and decodes the body.
///
/// Concurrent identical `GET`/`HEAD` calls (same URL and header fields) share one network exchange.
/// Once a host could not be reached, further calls to it fail at once for a cool-down period.
/// Cancelling the calling task ends the call with ``NetworkError/cancelled``. Credential values never
/// appear in a thrown error.
public final class HTTPClient: Sendable {
    /// The transport requests go through.
    public let transport: any HTTPTransport
    /// When and how failed idempotent requests are retried.
    public let retryPolicy: RetryPolicy

    private let adapters: [any RequestAdapter]
    private let observers: [any ResponseObserver]
    private let preprocessors: [any ResponsePreprocessor]
    private let clock: any AppClock
    private let random: any RandomSource
    private let coalescesIdenticalRequests: Bool
    private let inFlight = InFlightRequests()
    private let unreachableHosts: UnreachableHosts?

    /// The number of calls currently waiting on a shared exchange.
    var coalescedCallerCount: Int { inFlight.callerCount }

    /// Creates a client.
    ///
    /// - Parameters:
    ///   - transport: moves requests over the wire (``URLSessionTransport``) or answers them (``StubTransport``).
    ///   - adapters: run in order on every request before it is sent.
    ///   - observers: told about every attempt.
    ///   - preprocessors: run in order on every successful body before decoding.
    ///   - retryPolicy: when to retry; ``RetryPolicy/standard`` by default.
    ///   - clock: measures durations and performs every wait.
    ///   - random: the jitter source for back-off waits.
    ///   - coalescesIdenticalRequests: whether concurrent identical `GET`/`HEAD` calls share one exchange.
    ///   - unreachableHostCoolDown: after a request to a host fails for good with no connection or a time-out,
    ///     further requests to that host fail at once with the same error for this long, instead of each
    ///     spending the whole retry schedule; any answer from the host ends it early. `nil` turns this off.
    public init(
        transport: any HTTPTransport,
        adapters: [any RequestAdapter] = [],
        observers: [any ResponseObserver] = [],
        preprocessors: [any ResponsePreprocessor] = [],
        retryPolicy: RetryPolicy = .standard,
        clock: any AppClock = SystemClock(),
        random: any RandomSource = SystemRandomSource(),
        coalescesIdenticalRequests: Bool = true,
        unreachableHostCoolDown: Duration? = .seconds(30)
    ) {
        self.transport = transport
        self.adapters = adapters
        self.observers = observers
        self.preprocessors = preprocessors
        self.retryPolicy = retryPolicy
        self.clock = clock
        self.random = random
        self.coalescesIdenticalRequests = coalescesIdenticalRequests
        unreachableHosts = unreachableHostCoolDown.map(UnreachableHosts.init(coolDown:))
    }

    /// Sends `endpoint` and returns its body decoded as `R`.
    ///
    /// - Parameter headers: extra header fields for this call; they override the endpoint's own.
    /// - Throws: ``NetworkError``; a `304 Not Modified` is an error here (use ``response(for:headers:as:)``
    ///   for conditional requests).
    public func send<R: Decodable>(
        _ endpoint: some Endpoint,
        headers: [String: String] = [:],
        as type: R.Type = R.self
    ) async throws(NetworkError) -> R {
        let response = try await response(for: endpoint, headers: headers, as: type)
        guard let value = response.value else {
            throw .http(status: response.status, message: HTTPStatusText.reason(for: response.status))
        }
        return value
    }

    /// Sends `endpoint` and returns the decoded body with the response's metadata (status, headers,
    /// `ETag`, `Last-Modified`, `Link`, rate limit).
    ///
    /// When `headers` (or the endpoint) carry `If-None-Match` or `If-Modified-Since` and the server answers
    /// `304`, the result has ``HTTPResponse/isNotModified`` set and no value; without those fields a 304 is an error.
    ///
    /// - Parameter headers: extra header fields for this call; they override the endpoint's own.
    /// - Throws: ``NetworkError``.
    public func response<R: Decodable>(
        for endpoint: some Endpoint,
        headers: [String: String] = [:],
        as type: R.Type = R.self
    ) async throws(NetworkError) -> HTTPResponse<R> {
        let request = try await prepare(endpoint, headers: headers)
        let redactor = SecretRedactor(request: request)
        do throws(NetworkError) {
            let raw = try await perform(request)
            if raw.status == 304 {
                return HTTPResponse(value: nil, status: raw.status, headers: raw.headers, body: Data(), url: raw.url)
            }
            var body = raw.body
            for preprocessor in preprocessors {
                body = try preprocessor.preprocess(body, response: raw, request: request)
            }
            let value = try ResponseDecoder.decode(
                R.self,
                from: body,
                contentType: raw.headers["Content-Type"],
                strategy: endpoint.decoding
            )
            return HTTPResponse(value: value, status: raw.status, headers: raw.headers, body: body, url: raw.url)
        } catch {
            throw redactor.redact(error)
        }
    }

    /// The request for `endpoint` with the call's header fields and every adapter applied.
    private func prepare(_ endpoint: some Endpoint, headers: [String: String]) async throws(NetworkError) -> URLRequest
    {
        // Checked before they reach URLRequest, which may silently drop or alter malformed fields.
        for (name, value) in endpoint.headers.merging(headers, uniquingKeysWith: { _, call in call }) {
            try Self.checkHeaderField(name: name, value: value)
        }
        var request = try endpoint.makeRequest()
        for (name, value) in headers {
            request.setValue(value, forHTTPHeaderField: name)
        }
        for adapter in adapters {
            try await adapter.adapt(&request)
        }
        for (name, value) in request.allHTTPHeaderFields ?? [:] {
            try Self.checkHeaderField(name: name, value: value)
        }
        guard !Task.isCancelled else { throw .cancelled }
        return request
    }

    /// Refuses a header field whose name is not a plain token or whose value could split the header block.
    private static func checkHeaderField(name: String, value: String) throws(NetworkError) {
        let isBadName = name.isEmpty || name.contains { $0 == ":" || $0.isWhitespace || !$0.isASCII || $0.isNewline }
        let isBadValue = value.unicodeScalars.contains { $0 == "\r" || $0 == "\n" || $0 == "\0" }
        guard isBadName || isBadValue else { return }
        let shownName = isBadName ? "(malformed name)" : name
        throw .invalidRequest("The header field “\(shownName)” is malformed.")
    }

    /// The validated response for `request`, shared with identical concurrent calls where allowed.
    private func perform(_ request: URLRequest) async throws(NetworkError) -> TransportResponse {
        let method = HTTPMethod(rawValue: request.httpMethod?.uppercased() ?? "GET") ?? .get
        let exchange: @Sendable () async -> InFlightRequests.Outcome = { [self] in
            await self.exchange(request, method: method)
        }
        guard coalescesIdenticalRequests, method == .get || method == .head else {
            return try await exchange().get()
        }
        return try await inFlight.run(key: Self.coalescingKey(for: request, method: method), operation: exchange).get()
    }

    /// Sends `request` unless its host is known to be unreachable, and remembers whether the host answered.
    private func exchange(_ request: URLRequest, method: HTTPMethod) async -> InFlightRequests.Outcome {
        guard let unreachableHosts else {
            return await exchangeWithRetries(request, method: method)
        }
        if let failure = unreachableHosts.failure(for: request.url, now: clock.now) {
            for observer in observers {
                observer.didFail(failure, for: request, attempt: 0, duration: .zero)
            }
            return .failure(failure)
        }
        let outcome = await exchangeWithRetries(request, method: method)
        unreachableHosts.record(outcome, for: request.url, now: clock.now)
        return outcome
    }

    /// Sends `request`, retrying under the policy, until it succeeds or fails for good.
    private func exchangeWithRetries(_ request: URLRequest, method: HTTPMethod) async -> InFlightRequests.Outcome {
        let validator = ResponseValidator(
            isConditional: request.value(forHTTPHeaderField: "If-None-Match") != nil
                || request.value(forHTTPHeaderField: "If-Modified-Since") != nil
        )
        var attempt = 0
        while true {
            attempt += 1
            guard !Task.isCancelled else { return .failure(.cancelled) }
            let start = clock.now
            let outcome: InFlightRequests.Outcome
            do throws(NetworkError) {
                outcome = .success(try await transport.send(request, limits: .standard))
            } catch {
                outcome = .failure(error)
            }
            let duration = elapsed(since: start)
            let error: NetworkError
            var serverWait: Duration?
            switch outcome {
            case .success(let response):
                for observer in observers {
                    observer.didReceive(response, for: request, attempt: attempt, duration: duration)
                }
                guard let failure = validator.error(for: response, now: clock.now) else {
                    return .success(response)
                }
                error = failure
                serverWait = ResponseValidator.serverWait(for: response, now: clock.now)
            case .failure(let failure):
                for observer in observers {
                    observer.didFail(failure, for: request, attempt: attempt, duration: duration)
                }
                error = failure
            }
            guard !Task.isCancelled else { return .failure(.cancelled) }
            let decision = retryPolicy.decision(
                after: error,
                attempt: attempt,
                method: method,
                serverWait: serverWait,
                unit: random.nextUnit()
            )
            switch decision {
            case .fail(let final):
                return .failure(final)
            case .retry(let delay):
                for observer in observers {
                    observer.willRetry(request, after: error, attempt: attempt, delay: delay)
                }
                do {
                    try await clock.sleep(for: delay)
                } catch {
                    return .failure(.cancelled)
                }
            }
        }
    }

    private func elapsed(since start: Date) -> Duration {
        .milliseconds(Int64((max(0, clock.now.timeIntervalSince(start)) * 1000).rounded()))
    }

    /// Identifies identical requests: method, URL and every header field.
    private static func coalescingKey(for request: URLRequest, method: HTTPMethod) -> String {
        let fields = (request.allHTTPHeaderFields ?? [:])
            .map { "\($0.key.lowercased()):\($0.value)" }
            .sorted()
            .joined(separator: "\n")
        return "\(method.rawValue) \(request.url?.absoluteString ?? "")\n\(fields)"
    }
}

import AtomicCore
import Foundation

/// Sends ``Endpoint`` requests and returns decoded values or typed ``NetworkError``s.
///
/// Make one client per set of settings and share it: it is `Sendable`, holds no per-call state that callers
/// see, and concurrent calls run independently. Describe each request as an ``Endpoint`` whose
/// ``Endpoint/Response`` is the type of its answer, then ask for the value, or for the value with its metadata:
///
/// ```swift
/// let client = HTTPClient(transport: CurlTransport())  // URLSessionTransport() on Apple platforms
/// let books = try await client.send(api.books(by: "Le Guin"))  // [BookDTO]
/// let page = try await client.response(for: api.books(page: 1))  // HTTPResponse<[BookDTO]>
/// if let next = page.links.next { … }
/// ```
///
/// Tests and demos pass a ``StubTransport`` instead, so no socket is opened (<doc:DescribingAnAPIWithEndpoints>
/// runs every example that way).
///
/// ### What one call does
///
/// For each call the client builds the request (endpoint, then the call's extra header fields, then the
/// ``RequestAdapter``s, then the ``Configuration/authenticator``'s credential when none set `Authorization`), sends it through its ``HTTPTransport`` within the ``TransportLimits`` of its
/// ``Configuration``, tells the ``ResponseObserver``s, validates the status (anything outside 200–299 is an error,
/// except 304 for a conditional request), retries idempotent requests under its ``RetryPolicy`` (waiting on the
/// injected clock), runs the ``ResponsePreprocessor``s and decodes the body.
///
/// **Redirects** are followed by the client, never by the transport: at most
/// ``Configuration/maximumRedirects`` hops (10) for `GET`/`HEAD`; `https` → `http` and other schemes are refused.
/// **Credentials** — `Authorization`, `Proxy-Authorization`, `Cookie` and every field an adapter lists in
/// ``RequestAdapter/credentialHeaderFields`` — are dropped when a redirect changes scheme, host or port, and are
/// never sent over plain `http` to a host other than a loopback address (one warning per host says so).
///
/// **Authentication**: with an ``Configuration/authenticator``, a `401` to a request that carried its credential
/// makes the client ask it for a replacement once per call and, given one, send the request once more; a second
/// `401` is thrown as ``NetworkError/unauthorized(credentialSent:message:rateLimit:)``.
///
/// **Time**: a call, retries and redirects included, ends by its ``Deadline`` (the ``RequestContext/deadline``
/// the caller passed, else ``Configuration/deadline`` from the start of the call). Each attempt gets at most the time left, and a retry
/// whose wait would end past the deadline fails at once instead of sleeping.
///
/// ### Sharing, cancellation and errors
///
/// Concurrent identical `GET`/`HEAD` calls (same URL and header fields) share one network exchange, redirects
/// included. Once a host could not be reached, further calls to it fail at once for a cool-down period.
/// Cancelling the calling task ends the call with ``NetworkError/cancelled``. Credential values never
/// appear in a thrown error.
public final class HTTPClient: Sendable {
    /// What moves the bytes: ``CurlTransport`` or `URLSessionTransport` (module `NetworkingURLSession`) for real,
    /// ``StubTransport`` in tests and demo mode. The client never asks it to follow a redirect or to judge a status.
    public let transport: any HTTPTransport
    /// The interceptors, limits, deadline, retry, redirect, coalescing, clock and random settings.
    public let configuration: Configuration
    /// When and how failed idempotent requests are retried (``Configuration/retryPolicy``).
    public var retryPolicy: RetryPolicy { configuration.retryPolicy }

    var adapters: [any RequestAdapter] { configuration.adapters }
    var observers: [any ResponseObserver] { configuration.observers }
    var preprocessors: [any ResponsePreprocessor] { configuration.preprocessors }
    var authenticator: (any Authenticator)? { configuration.authenticator }
    var clock: any AppClock { configuration.clock }
    var random: any RandomSource { configuration.random }
    let inFlight = TaskCoalescer<String, TransportResponse, NetworkError>(cancelled: .cancelled)
    let unreachableHosts: UnreachableHosts?
    /// `Authorization`, `Proxy-Authorization`, `Cookie` and every adapter's credential fields.
    let credentialFields: Set<String>
    /// The hosts already warned about for a withheld credential.
    let warnedHosts = Locked<Set<String>>([])
    /// The latest tokens the authenticator gave (at most ``rememberedTokenLimit``, oldest first), removed from
    /// every error message.
    let authenticatorTokens = Locked<[String]>([])
    /// How many of the authenticator's tokens are remembered for redaction.
    static let rememberedTokenLimit = 16

    /// The number of calls currently waiting on a shared exchange.
    var coalescedCallerCount: Int { inFlight.callerCount }

    /// Creates a client that sends every request through `transport`, shaped by `configuration`.
    ///
    /// Nothing is sent until the first call, and creating a client is cheap; still, share one client per
    /// configuration, so that identical concurrent calls are coalesced and an unreachable host's cool-down
    /// applies to all of them.
    ///
    /// ```swift
    /// let client = HTTPClient(
    ///     transport: StubTransport(clock: clock),
    ///     configuration: HTTPClient.Configuration(retryPolicy: .never, clock: clock)
    /// )
    /// ```
    ///
    /// - Parameters:
    ///   - transport: moves requests over the wire (``CurlTransport``, `URLSessionTransport`) or answers them
    ///     (``StubTransport``).
    ///   - configuration: interceptors, limits, deadline, retries, redirects, coalescing, clock and jitter;
    ///     ``Configuration/standard`` by default (see ``Configuration`` for every number).
    public init(transport: any HTTPTransport, configuration: Configuration = .standard) {
        self.transport = transport
        self.configuration = configuration
        unreachableHosts = configuration.unreachableHostCoolDown.map(UnreachableHosts.init(coolDown:))
        credentialFields = configuration.adapters.reduce(into: Set(SecretRedactor.secretHeaders)) { fields, adapter in
            fields.formUnion(adapter.credentialHeaderFields)
        }
    }

    /// Sends `endpoint` and returns its body decoded as the endpoint's ``Endpoint/Response``.
    ///
    /// The promise: a value is returned only for a `2xx` answer whose body decodes as `E.Response`, after the
    /// adapters, the redirects the client follows, the retries its ``RetryPolicy`` allows and the
    /// ``ResponsePreprocessor``s. Everything else is thrown, as one ``NetworkError`` case, within the call's
    /// ``Deadline``. Use ``response(for:headers:context:)`` when the status, header fields, `Link` pages, validators or
    /// rate limit matter too.
    ///
    /// ```swift
    /// let users = try await client.send(gitHub.users(since: 46, perPage: 30))  // [GitHubUserDTO]
    /// let avatar = try await client.send(HTTPRequest<Data>(url: avatarURL))  // the body's bytes
    /// ```
    ///
    /// - Parameters:
    ///   - headers: extra header fields for this call; they override the endpoint's own fields of the same name,
    ///     and the ``RequestAdapter``s run after them.
    ///   - context: the deadline the call shares with the rest of its work and whether it skips the
    ///     unreachable-host cool-down; ``RequestContext/standard`` (its own deadline, the cool-down applies) by
    ///     default.
    /// - Returns: the decoded body; for `Data` the bytes as they came, for ``EmptyResponse`` an empty value.
    /// - Throws: ``NetworkError``, typed, so a `catch` can switch over the cases:
    ///   ``NetworkError/http(status:message:rateLimit:)`` for a status outside `200…299` (a `304 Not Modified` included:
    ///   use ``response(for:headers:context:)`` for conditional requests),
    ///   ``NetworkError/unauthorized(credentialSent:message:rateLimit:)`` for `401`, ``NetworkError/rateLimited(resetAt:rateLimit:)`` for a used-up budget,
    ///   ``NetworkError/decoding(path:description:)`` for a body of another shape,
    ///   ``NetworkError/invalidRequest(_:)`` for an endpoint that forms no valid request (nothing is sent),
    ///   ``NetworkError/cancelled`` when the calling task is cancelled, and the connectivity cases
    ///   (``NetworkError/isConnectivityFailure``) once the retries are spent.
    public func send<E: Endpoint>(
        _ endpoint: E,
        headers: [String: String] = [:],
        context: RequestContext = .standard
    ) async throws(NetworkError) -> E.Response {
        let response = try await response(for: endpoint, headers: headers, context: context)
        guard let value = response.value else {
            throw .http(
                status: response.status, message: HTTPStatusText.reason(for: response.status),
                rateLimit: response.rateLimit)
        }
        return value
    }

    /// Sends `endpoint` and returns its decoded ``Endpoint/Response`` with the response's metadata (status, headers,
    /// `ETag`, `Last-Modified`, `Link`, rate limit).
    ///
    /// Everything ``send(_:headers:context:)`` does, and the same errors, but the answer comes back whole: the value with
    /// ``HTTPResponse/status``, ``HTTPResponse/headers`` (looked up in any letter case), the validators
    /// (``HTTPResponse/etag``, ``HTTPResponse/lastModified``), the parsed ``HTTPResponse/links`` and the
    /// ``HTTPResponse/rateLimit``.
    ///
    /// It is also the call for **conditional requests**. When `headers` (or the endpoint) carry `If-None-Match`
    /// or `If-Modified-Since` and the server answers `304`, the result has ``HTTPResponse/isNotModified`` set,
    /// no value and an empty body: the caller's copy is current. Without those fields a `304` is an error.
    ///
    /// ```swift
    /// let first = try await client.response(for: api.book(id: 1))
    /// let later = try await client.response(for: api.book(id: 1), headers: ["If-None-Match": first.etag ?? ""])
    /// if later.isNotModified { /* keep the copy you have */ }
    /// ```
    ///
    /// - Parameters:
    ///   - headers: extra header fields for this call; they override the endpoint's own.
    ///   - context: the call's deadline and cool-down bypass, as for ``send(_:headers:context:)``.
    /// - Throws: ``NetworkError``, as for ``send(_:headers:context:)``, except that a `304` to a conditional request is
    ///   an answer, not an error.
    public func response<E: Endpoint>(
        for endpoint: E,
        headers: [String: String] = [:],
        context: RequestContext = .standard
    ) async throws(NetworkError) -> HTTPResponse<E.Response> {
        let request = try await prepare(endpoint, headers: headers)
        do throws(NetworkError) {
            let raw = try await perform(request, context: context)
            if raw.status == 304 {
                return HTTPResponse(value: nil, status: raw.status, headers: raw.headers, body: Data(), url: raw.url)
            }
            var body = raw.body
            for preprocessor in preprocessors {
                body = try preprocessor.preprocess(body, response: raw, request: request)
            }
            let value = try ResponseDecoder.decode(
                E.Response.self,
                from: body,
                contentType: raw.headers["Content-Type"],
                strategy: endpoint.decoding
            )
            return HTTPResponse(value: value, status: raw.status, headers: raw.headers, body: body, url: raw.url)
        } catch {
            let tokens = authenticatorTokens.withLock { $0 }
            throw SecretRedactor(request: request, credentialHeaderFields: credentialFields, otherSecrets: tokens)
                .redact(error)
        }
    }

    /// The request for `endpoint` with the call's header fields and every adapter applied.
    private func prepare(_ endpoint: some Endpoint, headers: [String: String]) async throws(NetworkError)
        -> TransportRequest
    {
        // Checked before they reach the request, so that a malformed field fails here, never in a transport.
        let fields = headers.isEmpty ? endpoint.headers : endpoint.headers.merging(headers) { _, call in call }
        for (name, value) in fields {
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
        return withholdingCredentialsInClearText(request)
    }

    /// Refuses a header field whose name is not a plain token or whose value could split the header block.
    private static func checkHeaderField(name: String, value: String) throws(NetworkError) {
        // Byte by byte: a name of ASCII characters has one byte each, and none of the three bytes refused in a
        // value occurs inside another character's UTF-8 bytes.
        let isBadName = name.isEmpty || name.utf8.contains(where: isBadNameByte)
        let isBadValue = value.utf8.contains { $0 == 13 || $0 == 10 || $0 == 0 }
        guard isBadName || isBadValue else { return }
        let shownName = isBadName ? "(malformed name)" : name
        throw .invalidRequest("The header field “\(shownName)” is malformed.")
    }

    /// Whether `byte` may not appear in a header field name: a colon, white space (tab to carriage return, space)
    /// or any byte of a character outside ASCII.
    private static func isBadNameByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || byte == UInt8(ascii: ":") || byte == UInt8(ascii: " ") || (0x09...0x0D).contains(byte)
    }
}

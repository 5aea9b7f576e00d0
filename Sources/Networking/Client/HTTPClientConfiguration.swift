import AtomicCore
import Foundation

extension HTTPClient {
    /// Everything that shapes how an ``HTTPClient`` sends requests, apart from its transport, with a documented
    /// default for each value.
    ///
    /// | setting | default |
    /// | --- | --- |
    /// | ``adapters`` | none |
    /// | ``observers`` | none |
    /// | ``preprocessors`` | none |
    /// | ``authenticator`` | none |
    /// | ``retryPolicy`` | ``RetryPolicy/standard``: 3 attempts, 0.5 s then 1 s back-off (±20 %), 60 s longest server wait |
    /// | ``limits`` | ``TransportLimits/standard``: 30 s per exchange, 20 MiB per `2xx` body, 1 MiB per other body |
    /// | ``deadline`` | 30 s per call, when the caller passed no ``RequestContext/deadline`` |
    /// | ``maximumRedirects`` | 10 hops |
    /// | ``unreachableHostCoolDown`` | 30 s |
    /// | ``coalescesIdenticalRequests`` | on |
    /// | ``warningHandler`` | none (warnings are dropped) |
    /// | ``clock`` | `SystemClock` |
    /// | ``random`` | ``SystemRandomSource`` |
    ///
    /// ```swift
    /// var configuration = HTTPClient.Configuration()
    /// configuration.adapters = [UserAgentAdapter(...), AuthorizationAdapter(tokenProvider: tokens)]
    /// configuration.deadline = .seconds(10)
    /// let client = HTTPClient(transport: CurlTransport(), configuration: configuration)
    /// ```
    public struct Configuration: Sendable {
        // MARK: Interceptors

        /// Run in order on every request before it is sent (header fields, credentials); none by default.
        public var adapters: [any RequestAdapter]
        /// Told about every attempt, each redirect hop included (logging, rate-limit tracking); none by default.
        public var observers: [any ResponseObserver]
        /// Run in order on every successful body before decoding; none by default.
        public var preprocessors: [any ResponsePreprocessor]
        /// Supplies `Authorization: Bearer <token>` per origin and replaces a token the server refused with `401`;
        /// none by default.
        ///
        /// The client asks it for the origin of every request whose endpoint, call header fields and adapters set
        /// no `Authorization`, and again for the origin of every redirect hop, so a hop to another origin carries
        /// only what the authenticator gives that origin. After a `401` to a request carrying its credential, the
        /// client asks for a replacement once per call and, given one, sends the request once more, whatever its
        /// method (the `401` says the server did nothing). A token with a control character fails the call with
        /// ``NetworkError/invalidRequest(_:)``. The token is a credential: the redirect and clear-text rules apply
        /// to it, and it is removed from every error message, a replacement too. The authenticator's work shares
        /// the call's ``Deadline``: a call it makes meanwhile through an ``HTTPClient`` (to renew a token, say)
        /// without a deadline of its own gets the one of the call it serves.
        public var authenticator: (any Authenticator)?

        // MARK: Limits and retries

        /// When and how failed idempotent requests are retried; ``RetryPolicy/standard`` by default.
        public var retryPolicy: RetryPolicy
        /// The bounds of each exchange, handed to the transport on every attempt; ``TransportLimits/standard``
        /// (30 s, 20 MiB, 1 MiB) by default. The time given to one attempt is the smaller of
        /// ``TransportLimits/timeout`` and the time left before the call's ``Deadline``.
        public var limits: TransportLimits
        /// The total time one call may take, retries and redirects included, when the caller passes no
        /// ``RequestContext/deadline``; 30 s by default.
        public var deadline: Duration
        /// The most redirects one call follows (`GET` and `HEAD` only); 10 by default. One more, or a redirect
        /// back to a URL already visited, fails with ``NetworkError/tooManyRedirects(limit:)``.
        public var maximumRedirects: Int
        /// After a request to a host fails for good with a connectivity failure, further requests to that host fail
        /// at once with the same error for this long instead of each spending the whole retry schedule; any answer
        /// from the host ends it early. 30 s by default; `nil` turns it off.
        public var unreachableHostCoolDown: Duration?
        /// Whether concurrent identical `GET`/`HEAD` calls (same URL and header fields) share one exchange;
        /// on by default.
        public var coalescesIdenticalRequests: Bool
        /// Receives one line (without a `warning:` prefix) when the client withholds a credential: once per host
        /// for each client, when a request to a host other than a loopback address would carry one over plain
        /// `http`. `nil` by default.
        public var warningHandler: (@Sendable (String) -> Void)?

        // MARK: Time and chance

        /// Measures durations and deadlines and performs every wait; `SystemClock` by default, a `TestClock`
        /// in tests.
        public var clock: any AppClock
        /// The jitter source for back-off waits; ``SystemRandomSource`` by default.
        public var random: any RandomSource

        /// Creates a configuration; a negative deadline or redirect count is replaced by its default (30 s, 10).
        public init(
            adapters: [any RequestAdapter] = [],
            observers: [any ResponseObserver] = [],
            preprocessors: [any ResponsePreprocessor] = [],
            authenticator: (any Authenticator)? = nil,
            retryPolicy: RetryPolicy = .standard,
            limits: TransportLimits = .standard,
            deadline: Duration = .seconds(30),
            maximumRedirects: Int = 10,
            unreachableHostCoolDown: Duration? = .seconds(30),
            coalescesIdenticalRequests: Bool = true,
            warningHandler: (@Sendable (String) -> Void)? = nil,
            clock: any AppClock = SystemClock(),
            random: any RandomSource = SystemRandomSource()
        ) {
            self.adapters = adapters
            self.observers = observers
            self.preprocessors = preprocessors
            self.authenticator = authenticator
            self.retryPolicy = retryPolicy
            self.limits = limits
            self.deadline = deadline > .zero ? deadline : .seconds(30)
            self.maximumRedirects = maximumRedirects >= 0 ? maximumRedirects : 10
            self.unreachableHostCoolDown = unreachableHostCoolDown
            self.coalescesIdenticalRequests = coalescesIdenticalRequests
            self.warningHandler = warningHandler
            self.clock = clock
            self.random = random
        }

        /// Every default: see the table above.
        public static let standard = Configuration()
    }
}

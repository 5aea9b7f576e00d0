import AtomicCore
import Foundation

/// When and how long to wait before sending an idempotent request again.
///
/// With the defaults a failing `GET` is sent at most 3 times, waiting about 0.5 s and then 1 s
/// (±20 % jitter, never more than 30 s). Retries happen for ``NetworkError/noConnection``,
/// ``NetworkError/timedOut``, HTTP 408, 429 and 5xx, and rate limits; never for other 4xx,
/// never for `POST`/`PATCH`, never after cancellation. A server-given wait (`Retry-After`,
/// `x-ratelimit-reset`) replaces the back-off; if it is longer than ``maxServerWait`` the call
/// fails at once instead of waiting. ``HTTPClient`` also fails at once, with the last error, when a wait
/// would end past the call's ``Deadline``.
public struct RetryPolicy: Sendable, Hashable {
    /// The most times a request is sent, the first attempt included; `1` disables retrying.
    public var maxAttempts: Int
    /// The wait before the first retry, before jitter.
    public var baseDelay: Duration
    /// The factor by which each further back-off wait grows: `2` doubles it (0.5 s, 1 s, 2 s…).
    public var multiplier: Double
    /// The longest back-off wait.
    public var maxDelay: Duration
    /// The fraction by which a back-off wait is randomly lengthened or shortened (`0.2` = ±20 %).
    public var jitter: Double
    /// The longest server-requested wait the client accepts before retrying.
    public var maxServerWait: Duration

    /// Creates a policy; every parameter is clamped to a sensible range.
    public init(
        maxAttempts: Int = 3,
        baseDelay: Duration = .milliseconds(500),
        multiplier: Double = 2,
        maxDelay: Duration = .seconds(30),
        jitter: Double = 0.2,
        maxServerWait: Duration = .seconds(60)
    ) {
        self.maxAttempts = max(1, maxAttempts)
        self.baseDelay = max(.zero, baseDelay)
        self.multiplier = max(1, multiplier)
        self.maxDelay = max(.zero, maxDelay)
        self.jitter = min(1, max(0, jitter))
        self.maxServerWait = max(.zero, maxServerWait)
    }

    /// The default policy: 3 attempts, 0.5 s base, doubling, 30 s cap, ±20 % jitter, 60 s longest server wait.
    public static let standard = RetryPolicy()

    /// One attempt and no retry: for tests, and for calls whose caller retries by itself.
    public static let never = RetryPolicy(maxAttempts: 1)

    /// What to do after a failed attempt.
    public enum Decision: Sendable, Hashable {
        /// Send the request again after waiting this long.
        case retry(after: Duration)
        /// Stop and report this error.
        case fail(NetworkError)
    }

    /// The back-off before retry number `retry` (1 for the first retry), given a random number
    /// `unit` in `0..<1`: `baseDelay × multiplier^(retry−1)`, capped at ``maxDelay``, then scaled
    /// by a factor between `1 − jitter` and `1 + jitter` and capped again.
    ///
    /// Fields changed after `init` are clamped here the same way, so the wait is never negative, and it is at
    /// most `Duration/saturationLimit` whatever the numbers (a `NaN` unit counts as 0).
    public func backoff(beforeRetry retry: Int, unit: Double) -> Duration {
        let exponent = retry > 1 ? Double(retry) - 1 : 0
        let cap = max(0, maxDelay.timeInterval)
        let base = max(0, baseDelay.timeInterval)
        let growth = multiplier.isNaN ? 1 : max(1, multiplier)
        // 0 × ∞ would be NaN: no base delay means no wait, however large the growth.
        let raw = base == 0 ? 0 : min(base * pow(growth, exponent), cap)
        let spread = jitter.isNaN ? 0 : min(1, max(0, jitter))
        let factor = 1 - spread + 2 * spread * (unit.isNaN ? 0 : min(max(unit, 0), 1))
        let seconds = min(raw * factor, cap)
        return .saturating(seconds: seconds.isNaN ? cap : seconds)
    }

    /// Whether `error` is worth another attempt for an idempotent request.
    public func isRetryable(_ error: NetworkError) -> Bool {
        switch error {
        case .noConnection, .connectionRefused, .connectionLost, .timedOut, .rateLimited:
            return true
        case .http(let status, _, _), .retryLater(let status, _, _, _):
            return status == 408 || status == 429 || (500...599).contains(status)
        case .cancelled, .deadlineExceeded, .unauthorized, .decoding, .invalidResponse, .invalidRequest,
            .responseTooLarge, .tooManyRedirects, .secureConnectionFailed,
            .unsupportedRedirect, .transportUnavailable:
            return false
        }
    }

    /// Decides what follows failed attempt number `attempt` (1-based) of a `method` request.
    ///
    /// - Parameters:
    ///   - serverWait: the wait the server asked for (`Retry-After` or rate-limit reset), if any.
    ///   - unit: a random number in `0..<1` for the jitter.
    public func decision(
        after error: NetworkError,
        attempt: Int,
        method: HTTPMethod,
        serverWait: Duration?,
        unit: Double
    ) -> Decision {
        guard error != .cancelled, method.isIdempotent, isRetryable(error), attempt < maxAttempts else {
            return .fail(error)
        }
        if let serverWait {
            return serverWait > maxServerWait ? .fail(error) : .retry(after: max(.zero, serverWait))
        }
        return .retry(after: backoff(beforeRetry: attempt, unit: unit))
    }
}

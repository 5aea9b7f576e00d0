import AtomicCore
import Foundation

/// Every way an HTTP call can fail, each with a one-line message fit for a person.
///
/// Messages never contain credentials: the client removes the values of `Authorization`
/// and other secret headers from any text it puts in an error.
public enum NetworkError: Error, Sendable, Hashable {
    /// The network could not be used at all (offline, DNS failure, TLS failure).
    case noConnection
    /// The host was reached but refused the connection; `host` is `name:port` as it was addressed.
    case connectionRefused(host: String)
    /// The connection broke before the whole answer arrived (a truncated transfer).
    case connectionLost
    /// No secure connection could be made to `host` (`name:port`): its certificate was not trusted, or the TLS
    /// handshake failed. Retrying does not help, and nothing was sent.
    case secureConnectionFailed(host: String)
    /// The server did not answer within one attempt's time (``TransportLimits/timeout``, or less when the call's
    /// ``Deadline`` is nearer); retried for idempotent requests.
    case timedOut
    /// The call's ``Deadline`` passed before an answer came, retries and redirects included; `after` is the whole
    /// time the deadline allowed (``Deadline/budget``).
    case deadlineExceeded(after: Duration)
    /// The body passed `limit` bytes (counted after decompression); the transfer was stopped there.
    case responseTooLarge(limit: Int)
    /// A redirect chain went on for more than `limit` hops (or came back to a URL already visited).
    case tooManyRedirects(limit: Int)
    /// The server redirected to an address the client will not follow: another scheme than HTTP(S),
    /// a move from `https` to `http`, or a malformed `Location`; `location` is what the server sent.
    case unsupportedRedirect(location: String)
    /// The calling task was cancelled; never retried, and usually nothing to show a person.
    case cancelled
    /// The server answered with a status outside 200–299; `message` is the API's own message when it sent one,
    /// `rateLimit` the budget the response reported (``RateLimit/init(headers:)``), when it had one.
    case http(status: Int, message: String, rateLimit: RateLimit? = nil)
    /// The server answered with a status outside 200–299 (other than 401 and a rate limit) and a `Retry-After`
    /// header, seconds or an HTTP date, saying to come back at `retryAt` (a 503 during maintenance, say);
    /// `rateLimit` is the budget the response reported, when it had one.
    case retryLater(status: Int, message: String, retryAt: Date, rateLimit: RateLimit? = nil)
    /// The server refused the request for want of valid credentials (HTTP 401); `credentialSent` says whether the
    /// request carried any (`Authorization` or another credential field), `message` is the API's own message,
    /// `rateLimit` the budget the response reported, when it had one.
    case unauthorized(credentialSent: Bool, message: String, rateLimit: RateLimit? = nil)
    /// The API's rate limit is used up; `resetAt` is when it refills and `rateLimit` the budget the response
    /// reported, when known.
    case rateLimited(resetAt: Date?, rateLimit: RateLimit?)
    /// The body is JSON of the wrong shape; `path` locates the problem (for example `[2].login`).
    case decoding(path: String, description: String)
    /// The answer cannot be used (not HTTP, not JSON where JSON was expected, broken transfer…).
    case invalidResponse(String)
    /// The request could not be built or sent as described (bad URL, unencodable body…).
    case invalidRequest(String)
    /// The transport itself cannot work on this machine: on Linux, libcurl could not be loaded. `message` is the
    /// whole one-line explanation, naming the missing library and the package that provides it. Never retried.
    case transportUnavailable(String)

    /// The rate-limit budget the response behind this error reported (GitHub's `x-ratelimit-*` header fields), or
    /// `nil` when no response arrived or it reported none.
    public var rateLimit: RateLimit? {
        switch self {
        case .http(_, _, let rateLimit), .retryLater(_, _, _, let rateLimit), .unauthorized(_, _, let rateLimit),
            .rateLimited(_, let rateLimit):
            rateLimit
        default: nil
        }
    }

    /// A one-line explanation for a person.
    public var message: String {
        switch self {
        case .noConnection:
            return "Cannot reach the server; check the network connection."
        case .connectionRefused(let host):
            return "Could not connect to \(host)."
        case .connectionLost:
            return "The connection was cut off before the whole answer arrived."
        case .secureConnectionFailed(let host):
            return "Could not make a secure connection to \(host)."
        case .timedOut:
            return "The server took too long to answer."
        case .deadlineExceeded(let budget):
            return "The server did not answer within \(Self.seconds(budget))."
        case .responseTooLarge(let limit):
            return "The answer is larger than the \(limit)-byte limit; the transfer was stopped."
        case .tooManyRedirects(let limit):
            return "The server redirected more than \(limit) times."
        case .unsupportedRedirect(let location):
            let shown =
                UntrustedText.containsForbiddenScalars(location)
                ? "a malformed address" : UntrustedText.oneLine(location)
            return "The server redirected to an unsupported address (\(shown))."
        case .cancelled:
            return "The request was cancelled."
        case .http(let status, let message, _):
            return message.isEmpty ? "HTTP \(status)." : "HTTP \(status): \(message)"
        case .retryLater(let status, let message, let retryAt, _):
            let what = message.isEmpty ? "HTTP \(status)" : "HTTP \(status): \(message)"
            return "\(what); try again after \(Self.timestamp(retryAt))."
        case .unauthorized(let credentialSent, let message, _):
            let reason = message.isEmpty ? "" : ": \(message)"
            return credentialSent
                ? "HTTP 401: the credentials were refused\(reason)"
                : "HTTP 401: the server requires credentials\(reason)"
        case .rateLimited(let resetAt, let rateLimit):
            let budget = rateLimit.map(\.limit).map { " (limit \($0) requests)" } ?? ""
            guard let resetAt else { return "The API rate limit is used up\(budget); try again later." }
            return "The API rate limit is used up\(budget); it resets at \(Self.timestamp(resetAt))."
        case .decoding(let path, let description):
            let location = path.isEmpty ? "at the top level" : "at \(path)"
            return "The response has unexpected content \(location): \(description)"
        case .invalidResponse(let detail):
            return "The server sent an unusable response: \(detail)"
        case .invalidRequest(let detail):
            return "The request is invalid: \(detail)"
        case .transportUnavailable(let message):
            return message
        }
    }

    /// Whether the failure is about reaching the server at all (no network, refused, cut off or
    /// timed out), the case where cached data should be shown instead.
    public var isConnectivityFailure: Bool {
        switch self {
        case .noConnection, .connectionRefused, .connectionLost, .secureConnectionFailed, .timedOut, .deadlineExceeded:
            true
        default: false
        }
    }

    /// `duration` as whole seconds (`30 s`), or with one decimal below ten seconds when not whole (`2.5 s`).
    static func seconds(_ duration: Duration) -> String {
        let value = duration.timeInterval
        guard value.isFinite, value >= 0 else { return "0 s" }
        if value < 10, value.rounded() != value {
            return "\((value * 10).rounded() / 10) s"
        }
        return "\(Int64(min(value.rounded(), 9e15))) s"
    }

    private static func timestamp(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: date)
    }
}

extension NetworkError: LocalizedError {
    /// The same text as ``message``.
    public var errorDescription: String? { message }
}

extension NetworkError: CustomStringConvertible {
    /// The same text as ``message``.
    public var description: String { message }
}

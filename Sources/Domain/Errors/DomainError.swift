import Foundation

/// Why a request for users or posts failed, as facts: what was asked for, the status, the reset time, whether a
/// token was sent.
///
/// The error carries no wording. The sentences a person reads are made from these facts in one place, on the
/// presentation side (`ErrorPresentation` in the Presentation target), for the command line and the interactive
/// app alike. Remote and typed text inside a case (a login, a server's reason, a redirect location) is kept as
/// received; whoever shows it must escape it.
///
/// A failure the server answered carries the rate-limit budget its response reported (`rateLimit`, read whole by
/// ``rateLimit``), so that a screen shows the budget of a failed load from the failure itself, as it shows the
/// budget of an answer from ``Provenance/rateLimit``.
public enum DomainError: Error, Sendable, Equatable, Hashable {
    /// The thing that was asked for and does not exist.
    public enum Resource: Sendable, Equatable, Hashable {
        /// A GitHub account, by login.
        case gitHubUser(login: String)
        /// A post of the feed, by id.
        case post(id: Int)
        /// One of the posts' authors (a JSONPlaceholder user), by id.
        case postAuthor(id: Int)
        /// A resource of a feature that has no case of its own: `noun` is what it is, in lower case and singular
        /// (`"user gist"`), and `key` the path parameters that name it, as asked (`"octocat"`). A generated
        /// feature answers its 404s with this case.
        case resource(noun: String, key: String)
    }

    /// The remote API a failure is about.
    public enum Service: Sendable, Equatable, Hashable {
        /// The GitHub REST API (users and profiles).
        case gitHub
        /// The posts API (JSONPlaceholder: posts, authors, comments).
        case posts
    }

    /// The network cannot be used at all (no network, the host name does not resolve), and no cached copy could
    /// stand in.
    case offline
    /// The host was found but refused the connection; `host` is `name:port` as addressed, `service` the API asked.
    case cannotConnect(host: String, service: Service?)
    /// No answer came in time; `after` is the time allowed in seconds, when known.
    case timedOut(after: TimeInterval?)
    /// The connection broke before the whole answer arrived.
    case connectionLost
    /// No secure connection could be made to `host` (`name:port`): its certificate was not trusted or the TLS
    /// handshake failed.
    case secureConnectionFailed(host: String)
    /// The server's answer was larger than `limit` bytes (after decompression), so it was not read.
    case responseTooLarge(limit: Int)
    /// The server redirected to an address that is not followed (another scheme than HTTP(S), https to http,
    /// malformed); `location` is what it sent.
    case unsupportedRedirect(location: String)
    /// The server redirected more than `limit` times, or in a loop.
    case tooManyRedirects(limit: Int)
    /// The requested item does not exist; `rateLimit` is the budget the server's answer reported, when it did.
    case notFound(Resource, rateLimit: RateLimitBudget? = nil)
    /// GitHub refuses more requests until `until` (when known); `rateLimit` is the budget its answer reported.
    case rateLimited(until: Date?, rateLimit: RateLimitBudget? = nil)
    /// The server wants valid credentials (HTTP 401); `tokenSent` says whether a token went with the request,
    /// `message` is the server's reason when it gave one, `rateLimit` the budget its answer reported.
    case unauthorized(tokenSent: Bool, message: String?, rateLimit: RateLimitBudget? = nil)
    /// The server failed or refused the request; `status` is the HTTP status when there was one, `rateLimit` the
    /// budget its answer reported.
    case server(status: Int?, message: String?, rateLimit: RateLimitBudget? = nil)
    /// The server failed or refused the request with HTTP `status` and asked to be tried again at `until`
    /// (`Retry-After`); `message` is its reason when it gave one, `rateLimit` the budget its answer reported.
    case serverAskedToWait(status: Int, message: String?, until: Date, rateLimit: RateLimitBudget? = nil)
    /// The server's answer could not be understood; the text says what was wrong with it (for logs; messages
    /// for people do not repeat it).
    case badData(String)
    /// The local cache could not be read or written; the text says what failed.
    case storage(String)
    /// Offline mode was requested and nothing for this request is stored yet.
    case notCached
    /// Offline mode was requested and the stored copy for this request cannot be read (it no longer decodes);
    /// online such a copy is simply fetched again. The local cache is at fault, not the server.
    case cacheUnreadable
    /// The request was cancelled before it finished.
    case cancelled
    /// The network cannot be used on this machine at all, whatever the server: a part of the system it needs is
    /// missing (on Linux, the libcurl library). The text says what is missing and how to install it.
    case networkUnavailable(String)

    /// The rate-limit budget the server's answer behind this failure reported (its `x-ratelimit-*` header fields),
    /// or `nil` when no answer came or it reported none.
    public var rateLimit: RateLimitBudget? {
        switch self {
        case .notFound(_, let rateLimit), .rateLimited(_, let rateLimit), .unauthorized(_, _, let rateLimit),
            .server(_, _, let rateLimit), .serverAskedToWait(_, _, _, let rateLimit):
            rateLimit
        default: nil
        }
    }
}

import AtomicCore
import Foundation

/// Why a request for users or posts failed, in the terms a user of the app understands.
///
/// Every case has a one-line ``message`` saying what happened and what to do about it.
public enum DomainError: Error, Sendable, Equatable, Hashable {
    /// The thing that was asked for and does not exist.
    public enum Resource: Sendable, Equatable, Hashable {
        /// A GitHub account, by login.
        case gitHubUser(login: String)
        /// A post of the feed, by id.
        case post(id: Int)
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
    /// The server redirected to an address that is not followed (another scheme than HTTP(S), https to http,
    /// malformed); `location` is what it sent.
    case unsupportedRedirect(location: String)
    /// The server redirected more than `limit` times, or in a loop.
    case tooManyRedirects(limit: Int)
    /// The requested item does not exist.
    case notFound(Resource)
    /// GitHub refuses more requests until `until` (when known).
    case rateLimited(until: Date?)
    /// The server wants valid credentials (HTTP 401); `tokenSent` says whether a token went with the request,
    /// `message` is the server's reason when it gave one.
    case unauthorized(tokenSent: Bool, message: String?)
    /// The server failed or refused the request; `status` is the HTTP status when there was one.
    case server(status: Int?, message: String?)
    /// The server's answer could not be understood; the text says what was wrong with it (for logs; the
    /// ``message`` does not repeat it).
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

    /// A one-line message for the user; times are written in full, as `2026-01-01 14:05 UTC`.
    public var message: String {
        render(now: nil)
    }

    /// A one-line message for the user; a time on the same UTC day as `now` is written as `14:05 UTC`.
    public func message(now: Date) -> String {
        render(now: now)
    }

    private func render(now: Date?) -> String {
        switch self {
        case .offline:
            return "you are offline"
        case .cannotConnect(let host, _):
            return "could not connect to \(host.escapingControlCharacters)"
        case .timedOut(let seconds):
            guard let seconds, seconds.isFinite, seconds > 0 else { return "the server did not answer in time" }
            return "the server did not answer within \(Self.wholeSeconds(seconds)) s"
        case .connectionLost:
            return "the connection was cut off"
        case .unsupportedRedirect(let location):
            let shown = location.count > 200 ? String(location.prefix(200)) + "…" : location
            return "the server redirected to an unsupported address (\(shown.escapingControlCharacters))"
        case .tooManyRedirects(let limit):
            return "the server redirected more than \(limit) times"
        case .notFound(.gitHubUser(let login)):
            return "no GitHub user named \"\(login.escapingControlCharacters)\""
        case .notFound(.post(let id)):
            return "no post with id \(id)"
        case .rateLimited(let until):
            let when = until.map { "after \(UTCTimeText.describe($0, now: now))" } ?? "later"
            return "rate limited; try again \(when)"
        case .unauthorized(let tokenSent, _):
            return tokenSent
                ? "the token was refused" : "the server requires authentication; set GH_TOKEN or GITHUB_TOKEN"
        case .server(let status, let detail):
            var what = status.map { "HTTP \($0)" } ?? ""
            if let detail = detail?.escapingControlCharacters, !detail.isEmpty {
                what = what.isEmpty ? detail : "\(what): \(detail)"
            }
            let suffix = what.isEmpty ? "" : " (\(what))"
            return "the server could not answer\(suffix); try again later"
        case .badData:
            return "the server sent data that could not be read"
        case .storage(let detail):
            return "the local cache could not be used (\(detail.escapingControlCharacters)); "
                + "check free disk space and permissions of the cache directory"
        case .notCached:
            return "you are offline and nothing is cached yet; connect and try again"
        case .cacheUnreadable:
            return "you are offline and the cached copy cannot be read; connect and try again"
        case .cancelled:
            return "the request was cancelled"
        }
    }
}

extension DomainError {
    /// `seconds` rounded to a whole number at least 1, as text; saturates instead of trapping.
    fileprivate static func wholeSeconds(_ seconds: TimeInterval) -> String {
        let rounded = max(1, seconds.rounded())
        return rounded < 1e15 ? String(Int64(rounded)) : "more than 999999999999999"
    }
}

extension DomainError: LocalizedError {
    /// The same text as ``message``.
    public var errorDescription: String? { message }
}

extension DomainError: CustomStringConvertible {
    /// The same text as ``message``.
    public var description: String { message }
}

extension String {
    /// The string with control characters, line and paragraph separators and bidirectional embeddings,
    /// overrides and isolates written as `\u{1B}`-style escapes, safe to embed in a one-line message.
    fileprivate var escapingControlCharacters: String {
        var result = ""
        for scalar in unicodeScalars {
            if Self.mustEscape(scalar) {
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func mustEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return scalar.properties.generalCategory == .control
        }
    }
}

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

    /// The network cannot be reached, and no cached copy could stand in.
    case offline
    /// The requested item does not exist.
    case notFound(Resource)
    /// GitHub refuses more requests until `until` (when known).
    case rateLimited(until: Date?)
    /// The server refused the credentials sent (HTTP 401); `message` is the server's reason when it gave one.
    case unauthorized(message: String?)
    /// The server failed or refused the request; `status` is the HTTP status when there was one.
    case server(status: Int?, message: String?)
    /// The server's answer could not be understood; the text says what was wrong with it.
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
            return "you are offline; connect to the network and try again"
        case .notFound(.gitHubUser(let login)):
            return "no GitHub user named \"\(login.escapingControlCharacters)\""
        case .notFound(.post(let id)):
            return "no post with id \(id)"
        case .rateLimited(let until):
            let when = until.map { "after \(UTCTimeText.describe($0, now: now))" } ?? "later"
            return "GitHub rate limit reached; try again \(when) (or set GITHUB_TOKEN)"
        case .unauthorized(let detail):
            let reason = detail.map(\.escapingControlCharacters).flatMap { $0.isEmpty ? nil : " (\($0))" } ?? ""
            return "the server refused the token\(reason); check GITHUB_TOKEN or GH_TOKEN, or unset them"
        case .server(let status, let detail):
            var what = status.map { "HTTP \($0)" } ?? ""
            if let detail = detail?.escapingControlCharacters, !detail.isEmpty {
                what = what.isEmpty ? detail : "\(what): \(detail)"
            }
            let suffix = what.isEmpty ? "" : " (\(what))"
            return "the server could not answer\(suffix); try again later"
        case .badData(let detail):
            return "the server sent data that could not be read (\(detail.escapingControlCharacters)); try again later"
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

import AtomicCore
import Domain
import Foundation

/// The words a person reads about a failure, made from a `DomainError`'s facts: the one place where every
/// shell (the command line, the interactive app, a future SwiftUI app) gets its error wording.
///
/// - ``title``: a few words for the heading of a full-screen error ("You are offline").
/// - ``message``: one line saying what happened and, where it helps, what to do. The command line prints
///   exactly this after `error: `.
/// - ``recoverySuggestion``: a sentence for an error panel saying what the person can do, when there is
///   something to say beyond the message.
/// - ``isRetryable``: whether asking again may succeed without the person changing anything.
///
/// Remote or typed text inside the error (a login, a server's reason, a host) is escaped
/// (`\u{1B}` style), so a message is always one line without control characters.
///
/// ```swift
/// let presentation = ErrorPresentation(.rateLimited(until: reset), now: clock.now)
/// presentation.message // "rate limited; try again after 14:05 UTC"
/// ```
public struct ErrorPresentation: Sendable, Equatable, Hashable {
    /// A short heading, capitalised, without a final full stop.
    public let title: String
    /// One line, lower case first, without a final full stop; the command line's `error:` text.
    public let message: String
    /// What the person can do about it, as a sentence, or `nil` when the message already says it.
    public let recoverySuggestion: String?
    /// Whether a retry may succeed as things are (a network failure, a rate limit that will reset, a server
    /// error); `false` for answers that will not change (not found, a refused token, unreadable data).
    public let isRetryable: Bool

    /// Creates a presentation from its parts, for errors that are not a `DomainError`.
    public init(title: String, message: String, recoverySuggestion: String? = nil, isRetryable: Bool) {
        self.title = title
        self.message = message
        self.recoverySuggestion = recoverySuggestion
        self.isRetryable = isRetryable
    }

    /// The words for `error`.
    ///
    /// - Parameters:
    ///   - now: The current time. A reset time on the same UTC day as `now` is written as
    ///     `14:05 UTC`, another as `2026-01-01 14:05 UTC`; with `nil` times are always written in full.
    ///   - token: Where the GitHub token comes from. A refused token names its variable
    ///     ("the token in GH_TOKEN was refused"); advice to set a token is given only when none is set, and
    ///     names the variables read for the host. A GitHub host that cannot be reached names the setting its
    ///     address came from (`TokenSource.apiURLSetting`: `GH_HOST`, else `--github-api-url`).
    public init(_ error: DomainError, now: Date?, token: TokenSource = .gitHubUnset) {
        self = Self.make(error, now: now, token: token)
    }

    /// Why stale data could not be refreshed, in a few words, for notices such as
    /// "offline, showing data cached 12 min ago": "offline" when `reason` is `nil` (nothing was tried, or the
    /// network could not be used). A rate limit names its reset time as the error message does ("rate limited until
    /// 14:05 UTC", the time written relative to `now` as `UTCTimeText` does); a reset already past, or none, says
    /// "rate limited".
    public static func staleCause(_ reason: DomainError?, now: Date? = nil) -> String {
        if case .rateLimited(let until?, _)? = reason, let reset = upcoming(until, now: now) {
            return "rate limited until \(UTCTimeText.describe(reset, now: now, roundingUp: true))"
        }
        return staleCauseWords(reason)
    }

    /// `date` when it is still ahead of `now` (or `now` is unknown); a time already past says nothing about when to
    /// come back.
    static func upcoming(_ date: Date, now: Date?) -> Date? {
        guard let now else { return date }
        return date > now ? date : nil
    }

    private static func staleCauseWords(_ reason: DomainError?) -> String {
        switch reason {
        case nil, .offline?, .notCached?: "offline"
        case .cannotConnect(let host, _)?: "could not connect to \(EscapedText.oneLine(host))"
        case .timedOut?: "the server did not answer in time"
        case .connectionLost?: "the connection was cut off"
        case .secureConnectionFailed(let host)?: "no secure connection to \(EscapedText.oneLine(host))"
        case .responseTooLarge?: "the server's answer was too large"
        case .unsupportedRedirect?, .tooManyRedirects?: "the server redirected where it should not"
        case .rateLimited?: "rate limited"
        case .unauthorized(tokenSent: true, _, _)?: "the token was refused"
        case .unauthorized?: "the server requires authentication"
        case .server(let status?, _, _)?, .serverAskedToWait(let status, _, _, _)?:
            "the server could not answer (HTTP \(status))"
        case .server?: "the server could not answer"
        case .badData?: "the server sent unreadable data"
        case .networkUnavailable?: "the network cannot be used"
        case .notFound?, .storage?, .cacheUnreadable?, .cancelled?: "could not refresh"
        }
    }
}

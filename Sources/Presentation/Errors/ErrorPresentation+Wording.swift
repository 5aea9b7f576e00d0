import AtomicCore
import Domain
import Foundation

extension ErrorPresentation {
    /// The words for every case of `DomainError`; the only place they are written.
    static func make(_ error: DomainError, now: Date?, token: TokenSource) -> ErrorPresentation {
        switch error {
        case .offline:
            return ErrorPresentation(
                title: "You are offline", message: "you are offline",
                recoverySuggestion: "Check the network connection, then try again.", isRetryable: true)
        case .cannotConnect(let host, let service):
            let message = "could not connect to \(EscapedText.oneLine(host))"
            let flag: String? =
                switch service {
                case .gitHub?: token.apiURLSetting ?? "--github-api-url"
                case .posts?: "--posts-api-url"
                case nil: nil
                }
            return ErrorPresentation(
                title: "Could not connect",
                message: flag.map { "\(message) (is \($0) right?)" } ?? message,
                recoverySuggestion: flag.map { "Check that \($0) names a running server, then try again." },
                isRetryable: true)
        case .timedOut(let seconds):
            let message: String
            if let seconds, seconds.isFinite, seconds > 0 {
                message = "the server did not answer within \(secondsText(seconds)) s"
            } else {
                message = "the server did not answer in time"
            }
            return ErrorPresentation(
                title: "No answer in time", message: message, recoverySuggestion: "Try again, or raise --timeout.",
                isRetryable: true)
        case .connectionLost:
            return ErrorPresentation(title: "Connection lost", message: "the connection was cut off", isRetryable: true)
        case .secureConnectionFailed(let host):
            return ErrorPresentation(
                title: "No secure connection",
                message: "could not make a secure connection to \(EscapedText.oneLine(host)) "
                    + "(its certificate is not trusted, or TLS failed)",
                recoverySuggestion: "Check the API address and the system's certificates.", isRetryable: false)
        case .responseTooLarge(let limit):
            return ErrorPresentation(
                title: "Answer too large",
                message: "the server's answer is larger than \(byteText(limit)), so it was not read",
                isRetryable: false)
        case .unsupportedRedirect(let location):
            let shown = UntrustedText.oneLine(location)
            return ErrorPresentation(
                title: "Unsupported redirect",
                message: "the server redirected to an unsupported address (\(EscapedText.oneLine(shown)))",
                isRetryable: false)
        case .tooManyRedirects(let limit):
            return ErrorPresentation(
                title: "Too many redirects",
                message: "the server redirected more than \(CountText.grouped(limit)) times",
                isRetryable: false)
        case .notFound(.gitHubUser(let login), _):
            return ErrorPresentation(
                title: "User not found", message: "no GitHub user named \"\(EscapedText.oneLine(login))\"",
                recoverySuggestion: "Check the spelling of the login.", isRetryable: false)
        case .notFound(.post(let id), _):
            return ErrorPresentation(title: "Post not found", message: "no post with id \(id)", isRetryable: false)
        case .notFound(.postAuthor(let id), _):
            return ErrorPresentation(
                title: "Author not found", message: "no author of posts with id \(id)", isRetryable: false)
        case .notFound(.resource(let noun, let key), _):
            return ErrorPresentation(
                title: "Not found", message: "no \(noun) for \"\(EscapedText.oneLine(key))\"", isRetryable: false)
        case .rateLimited(let until, let budget):
            // A reset already past (or a clock far off) says nothing useful about when to come back.
            let upcoming = until.flatMap { until in now.map { until > $0 } ?? true ? until : nil }
            let when = upcoming.map { "after \(UTCTimeText.describe($0, now: now, roundingUp: true))" } ?? "later"
            // A budget of its own (search's) is named: the rest of GitHub still answers.
            let which = budget.map { $0.resource == .core ? "" : " (GitHub's \($0.resource.name) budget)" } ?? ""
            return ErrorPresentation(
                title: "Rate limited", message: "rate limited\(which); try again \(when)",
                recoverySuggestion: token.tokenInUse.map {
                    $0.prefix(1).uppercased() + $0.dropFirst() + " is in use; wait for the limit to reset."
                }
                    ?? "Set \(variableList(token.candidates)) for a larger allowance.",
                isRetryable: true)
        case .unauthorized(let tokenSent, let message, _):
            return unauthorized(tokenSent: tokenSent, message: message, token: token)
        case .server(let status, let detail, _):
            return server(status: status, detail: detail)
        case .serverAskedToWait(let status, let detail, let until, _):
            return server(status: status, detail: detail, until: until, now: now)
        case .badData:
            return ErrorPresentation(
                title: "Unreadable answer", message: "the server sent data that could not be read", isRetryable: false)
        case .storage(let detail):
            return ErrorPresentation(
                title: "Cache unavailable",
                message: "the local cache could not be used (\(EscapedText.oneLine(detail))); "
                    + "check free disk space and permissions of the cache directory",
                isRetryable: true)
        case .notCached:
            return ErrorPresentation(
                title: "Nothing cached yet",
                message: "you are offline and nothing is cached yet; connect and try again",
                isRetryable: true)
        case .cacheUnreadable:
            return ErrorPresentation(
                title: "Cached copy unreadable",
                message: "you are offline and the cached copy cannot be read; connect and try again",
                isRetryable: true)
        case .cancelled:
            return ErrorPresentation(title: "Cancelled", message: "the request was cancelled", isRetryable: true)
        case .networkUnavailable(let detail):
            // The detail names what is missing and how to install it; trying again does not help until then.
            return ErrorPresentation(
                title: "Network unavailable", message: "cannot use the network: \(EscapedText.oneLine(detail))",
                isRetryable: false)
        }
    }

    /// A 401: where a refused token came from, or the variables to set when none is.
    private static func unauthorized(tokenSent: Bool, message: String?, token: TokenSource) -> ErrorPresentation {
        switch (tokenSent, token.tokenInUse) {
        case (true, _?) where token.isStoredToken:
            // A stored token is renewed when it can be: refused still, it signs the host out, unless the renewal
            // said why it could not be tried (its own words, "cannot renew the sign-in: …").
            if let message, message.hasPrefix(Self.renewalFailurePrefix) {
                return ErrorPresentation(
                    title: "Token not renewed", message: EscapedText.oneLine(message), isRetryable: true)
            }
            return ErrorPresentation(
                title: "Signed out",
                message: "signed out: the token atomic auth login stored was refused; run atomic auth login",
                recoverySuggestion: token.refusedTokenAdvice, isRetryable: false)
        case (true, let inUse?):
            return ErrorPresentation(
                title: "Token refused", message: "\(inUse) was refused",
                recoverySuggestion: token.refusedTokenAdvice, isRetryable: false)
        case (true, nil):
            return ErrorPresentation(
                title: "Token refused", message: "the token was refused",
                recoverySuggestion: "Check \(variableList(token.candidates)).", isRetryable: false)
        case (false, let inUse?):
            return ErrorPresentation(
                title: "Authentication required",
                message: "the server requires authentication; \(inUse) is not sent to this address",
                recoverySuggestion: "Use https, or a loopback address for a test server.", isRetryable: false)
        case (false, nil):
            return ErrorPresentation(
                title: "Authentication required",
                message: "the server requires authentication; set \(variableList(token.candidates))",
                isRetryable: false)
        }
    }

    /// How the renewal of a stored token begins the message of a 401 it could not even try (the file cannot be
    /// written, its lock was not had): that message is shown as it is.
    static let renewalFailurePrefix = "cannot renew the sign-in: "

    /// Variable names as a list in words: "GH_TOKEN or GITHUB_TOKEN", "A, B or C"; "a token" for none.
    static func variableList(_ names: [String]) -> String {
        guard let last = names.last else { return "a token" }
        let rest = names.dropLast()
        return rest.isEmpty ? last : rest.joined(separator: ", ") + " or " + last
    }

    /// A server's failure; with `until` (its `Retry-After`), the time to try again, as a rate limit names it.
    private static func server(
        status: Int?, detail: String?, until: Date? = nil, now: Date? = nil
    ) -> ErrorPresentation {
        var what = status.map { "HTTP \($0)" } ?? ""
        if let detail = detail.map(EscapedText.oneLine), !detail.isEmpty {
            what = what.isEmpty ? detail : "\(what): \(detail)"
        }
        let suffix = what.isEmpty ? "" : " (\(what))"
        // A 4xx other than 408 (time-out) and 429 (too many requests) is a refusal, and will be refused again as
        // it is; every other status is a server that could not answer, with or without a time to come back.
        let refused = status.map { (400..<500).contains($0) && $0 != 408 && $0 != 429 } ?? false
        if let until {
            // A time already past (or a clock far off) says nothing useful about when to come back.
            let upcoming = now.map { until > $0 } ?? true
            let when = upcoming ? "after \(UTCTimeText.describe(until, now: now, roundingUp: true))" : "later"
            return ErrorPresentation(
                title: refused ? "Request refused" : "Server error",
                message:
                    "the server \(refused ? "refused the request" : "could not answer")\(suffix); try again \(when)",
                isRetryable: true)
        }
        guard !refused else {
            return ErrorPresentation(
                title: "Request refused", message: "the server refused the request\(suffix)", isRetryable: false)
        }
        return ErrorPresentation(
            title: "Server error", message: "the server could not answer\(suffix); try again later",
            isRetryable: true)
    }

    /// `bytes` as people read a limit: `20 MiB`, `1 MiB`, `512 KiB`, or `300 bytes`.
    private static func byteText(_ bytes: Int) -> String {
        let mebibyte = 1024 * 1024
        if bytes >= mebibyte && bytes % mebibyte == 0 { return "\(bytes / mebibyte) MiB" }
        if bytes >= 1024 && bytes % 1024 == 0 { return "\(bytes / 1024) KiB" }
        return "\(CountText.grouped(bytes)) bytes"
    }

    /// `seconds` as text: under 1 s with up to three decimals (`0.2`, `0.05`, at least `0.001`), else rounded to
    /// a whole number; saturates instead of trapping.
    private static func secondsText(_ seconds: TimeInterval) -> String {
        if seconds < 0.9995 {
            let thousandths = max(1, Int((seconds * 1000).rounded()))
            var decimals = String(thousandths)
            decimals = String(repeating: "0", count: 3 - decimals.count) + decimals
            while decimals.hasSuffix("0") { decimals.removeLast() }
            return "0.\(decimals)"
        }
        let rounded = seconds.rounded()
        return rounded < 1e15 ? String(Int64(rounded)) : "more than 999999999999999"
    }
}

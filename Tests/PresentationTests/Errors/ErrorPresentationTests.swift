import Domain
import Foundation
import Presentation
import Testing

@Suite("ErrorPresentation wording")
struct ErrorPresentationTests {
    /// 2026-01-01 14:04:30 UTC: a limit that ends inside 14:04 is written as the next minute, 14:05.
    private let resetTime = Date(timeIntervalSince1970: 1_767_225_600 + 14 * 3_600 + 4 * 60 + 30)

    @Test("unknown user names the login in quotes")
    func unknownUser() {
        #expect(
            ErrorPresentation(DomainError.notFound(.gitHubUser(login: "x")), now: nil).message
                == "no GitHub user named \"x\"")
    }

    @Test("a refused request (a 4xx) is not worth trying again and does not say so")
    func refusedRequest() {
        let presentation = ErrorPresentation(.server(status: 403, message: "Forbidden"), now: nil)
        #expect(presentation.message == "the server refused the request (HTTP 403: Forbidden)")
        #expect(!presentation.isRetryable)
        #expect(ErrorPresentation(.server(status: 503, message: nil), now: nil).isRetryable)
    }

    @Test("unknown post names the id")
    func unknownPost() {
        #expect(ErrorPresentation(DomainError.notFound(.post(id: 101)), now: nil).message == "no post with id 101")
    }

    @Test("rate limit on the same UTC day shows only the time")
    func rateLimitSameDay() {
        let now = Date(timeIntervalSince1970: 1_767_225_600 + 13 * 3_600)
        #expect(
            ErrorPresentation(DomainError.rateLimited(until: resetTime), now: now).message
                == "rate limited; try again after 14:05 UTC")
    }

    @Test("rate limit on another day shows the date too")
    func rateLimitOtherDay() {
        let dayBefore = Date(timeIntervalSince1970: 1_767_225_600 - 3_600)
        let expected = "rate limited; try again after 2026-01-01 14:05 UTC"
        #expect(ErrorPresentation(DomainError.rateLimited(until: resetTime), now: dayBefore).message == expected)
        #expect(ErrorPresentation(DomainError.rateLimited(until: resetTime), now: nil).message == expected)
    }

    @Test("a rate limit whose reset is already past says later, not a time gone by")
    func rateLimitPastReset() {
        let after = resetTime.addingTimeInterval(60)
        #expect(
            ErrorPresentation(DomainError.rateLimited(until: resetTime), now: after).message
                == "rate limited; try again later")
        #expect(
            ErrorPresentation(DomainError.rateLimited(until: .distantPast), now: after).message
                == "rate limited; try again later")
    }

    @Test("a failed TLS handshake and an oversized answer each say what happened, and retrying is not offered")
    func secureConnectionAndSize() {
        let tls = ErrorPresentation(DomainError.secureConnectionFailed(host: "127.0.0.1:8443"), now: nil)
        #expect(
            tls.message
                == "could not make a secure connection to 127.0.0.1:8443 (its certificate is not trusted, or TLS failed)"
        )
        #expect(!tls.isRetryable)
        let large = ErrorPresentation(DomainError.responseTooLarge(limit: 20 * 1024 * 1024), now: nil)
        #expect(large.message == "the server's answer is larger than 20 MiB, so it was not read")
        #expect(!large.isRetryable)
        #expect(
            ErrorPresentation(DomainError.responseTooLarge(limit: 1500), now: nil).message
                == "the server's answer is larger than 1,500 bytes, so it was not read")
    }

    @Test("rate limit without a reset time says later")
    func rateLimitUnknownReset() {
        #expect(
            ErrorPresentation(DomainError.rateLimited(until: nil), now: nil).message == "rate limited; try again later")
    }

    @Test("offline with nothing cached tells the user to connect")
    func notCached() {
        #expect(
            ErrorPresentation(DomainError.notCached, now: nil).message
                == "you are offline and nothing is cached yet; connect and try again")
    }

    @Test("offline with an unreadable cached copy tells the user to connect")
    func cacheUnreadable() {
        #expect(
            ErrorPresentation(.cacheUnreadable, now: nil).message
                == "you are offline and the cached copy cannot be read; connect and try again")
        #expect(ErrorPresentation.staleCause(.cacheUnreadable) == "could not refresh")
    }

    @Test("server failures show what is known")
    func serverMessages() {
        #expect(
            ErrorPresentation(DomainError.server(status: 502, message: "Bad Gateway"), now: nil).message
                == "the server could not answer (HTTP 502: Bad Gateway); try again later")
        #expect(
            ErrorPresentation(DomainError.server(status: 500, message: nil), now: nil).message
                == "the server could not answer (HTTP 500); try again later")
        #expect(
            ErrorPresentation(DomainError.server(status: nil, message: nil), now: nil).message
                == "the server could not answer; try again later")
    }

    @Test("a server that asked to be tried again at a time names that time, as a rate limit does")
    func serverRetryAfterNamesTheTime() {
        let now = Date(timeIntervalSince1970: 1_767_225_600)  // 2026-01-01 00:00 UTC
        let until = now.addingTimeInterval(600)
        let unavailable = ErrorPresentation(
            DomainError.serverAskedToWait(status: 503, message: "Service Unavailable", until: until), now: now)
        #expect(
            unavailable.message
                == "the server could not answer (HTTP 503: Service Unavailable); try again after 00:10 UTC")
        #expect(unavailable.isRetryable)
        let refused = ErrorPresentation(
            DomainError.serverAskedToWait(status: 413, message: nil, until: until), now: now)
        #expect(refused.message == "the server refused the request (HTTP 413); try again after 00:10 UTC")
        #expect(refused.isRetryable)
        // A 408 is a server that could not answer in time, with a Retry-After as without one.
        let timedOut = ErrorPresentation(
            DomainError.serverAskedToWait(status: 408, message: nil, until: until), now: now)
        #expect(timedOut.message == "the server could not answer (HTTP 408); try again after 00:10 UTC")
        #expect(
            ErrorPresentation(DomainError.server(status: 408, message: nil), now: now).message
                == "the server could not answer (HTTP 408); try again later")
        let past = ErrorPresentation(
            DomainError.serverAskedToWait(status: 503, message: nil, until: now.addingTimeInterval(-5)), now: now)
        #expect(past.message == "the server could not answer (HTTP 503); try again later")
        #expect(
            ErrorPresentation.staleCause(.serverAskedToWait(status: 503, message: nil, until: until))
                == "the server could not answer (HTTP 503)")
    }

    @Test("a 401 with a token says it was refused; without one, it names the variables to set")
    func unauthorizedMessages() {
        #expect(
            ErrorPresentation(DomainError.unauthorized(tokenSent: true, message: "Bad credentials"), now: nil).message
                == "the token was refused")
        #expect(
            ErrorPresentation(DomainError.unauthorized(tokenSent: false, message: "Requires authentication"), now: nil)
                .message
                == "the server requires authentication; set GH_TOKEN or GITHUB_TOKEN")
    }

    @Test("a GitHub host that cannot be reached names the setting its address came from")
    func cannotConnectNamesTheSetting() {
        let error = DomainError.cannotConnect(host: "ghe.example.com", service: .gitHub)
        let fromHost = TokenSource(candidates: ["GH_ENTERPRISE_TOKEN"], variable: nil, apiURLSetting: "GH_HOST")
        let presentation = ErrorPresentation(error, now: nil, token: fromHost)
        #expect(presentation.message == "could not connect to ghe.example.com (is GH_HOST right?)")
        #expect(presentation.recoverySuggestion == "Check that GH_HOST names a running server, then try again.")
        #expect(
            ErrorPresentation(.cannotConnect(host: "h", service: .posts), now: nil, token: fromHost).message
                == "could not connect to h (is --posts-api-url right?)")
    }

    @Test(
        "each connectivity failure has its own message",
        arguments: [
            (DomainError.offline, "you are offline"),
            (.cannotConnect(host: "127.0.0.1:8080", service: nil), "could not connect to 127.0.0.1:8080"),
            (
                .cannotConnect(host: "127.0.0.1:8080", service: .gitHub),
                "could not connect to 127.0.0.1:8080 (is --github-api-url right?)"
            ),
            (
                .cannotConnect(host: "127.0.0.1:9", service: .posts),
                "could not connect to 127.0.0.1:9 (is --posts-api-url right?)"
            ),
            (.timedOut(after: 30), "the server did not answer within 30 s"),
            (.timedOut(after: 2.4), "the server did not answer within 2 s"),
            (.timedOut(after: 0.2), "the server did not answer within 0.2 s"),
            (.timedOut(after: 0.05), "the server did not answer within 0.05 s"),
            (.timedOut(after: 0.0001), "the server did not answer within 0.001 s"),
            (.timedOut(after: 0.9999), "the server did not answer within 1 s"),
            (.timedOut(after: nil), "the server did not answer in time"),
            (.timedOut(after: .nan), "the server did not answer in time"),
            (.timedOut(after: 1e308), "the server did not answer within more than 999999999999999 s"),
            (.connectionLost, "the connection was cut off"),
            (.unsupportedRedirect(location: "ftp://x/"), "the server redirected to an unsupported address (ftp://x/)"),
            (.tooManyRedirects(limit: 10), "the server redirected more than 10 times"),
            (.badData("[2].login: missing"), "the server sent data that could not be read"),
        ]
    )
    func connectivityMessages(error: DomainError, expected: String) {
        #expect(ErrorPresentation(error, now: nil).message == expected)
    }

    @Test("control characters in remote or typed text are escaped, never emitted")
    func controlCharactersEscaped() {
        let message = ErrorPresentation(DomainError.notFound(.gitHubUser(login: "a\u{1B}[2Jb\nc")), now: nil).message
        #expect(message == "no GitHub user named \"a\\u{1B}[2Jb\\u{A}c\"")
        #expect(!message.unicodeScalars.contains { $0.properties.generalCategory == .control })
    }

    @Test("bidirectional overrides and line separators in remote text are escaped, never emitted")
    func bidiAndSeparatorsEscaped() {
        let message = ErrorPresentation(
            DomainError.server(status: 500, message: "a\u{202E}b\u{2066}c\u{2028}d"), now: nil
        ).message
        #expect(message == "the server could not answer (HTTP 500: a\\u{202E}b\\u{2066}c\\u{2028}d); try again later")
    }

    @Test(
        "every message is one non-empty line, every title a few words",
        arguments: [
            DomainError.offline, .notFound(.gitHubUser(login: "ghost")), .notFound(.post(id: 7)),
            .rateLimited(until: nil), .server(status: 503, message: "line one\nline two"),
            .badData("expected an array"), .storage("disk I/O error"), .notCached, .cancelled,
            .unauthorized(tokenSent: true, message: "a\nb"), .cannotConnect(host: "a\nb", service: nil),
            .unsupportedRedirect(location: String(repeating: "x", count: 300)), .tooManyRedirects(limit: 3),
            .connectionLost, .timedOut(after: 3), .unauthorized(tokenSent: false, message: nil),
            .networkUnavailable("Cannot load libcurl (gone\n); install the libcurl4 package."),
        ]
    )
    func oneLine(error: DomainError) {
        let presentation = ErrorPresentation(error, now: nil)
        #expect(!presentation.message.isEmpty)
        #expect(!presentation.message.contains("\n"))
        #expect(!presentation.title.isEmpty && presentation.title.count <= 30)
        #expect(presentation.title.first?.isUppercase == true)
        #expect(presentation.recoverySuggestion.map { $0.hasSuffix(".") } ?? true)
    }

    @Test(
        "whether a retry can help follows the facts",
        arguments: [
            (DomainError.offline, true), (.cannotConnect(host: "h:1", service: .gitHub), true),
            (.timedOut(after: nil), true), (.connectionLost, true), (.rateLimited(until: nil), true),
            (.server(status: 502, message: nil), true), (.server(status: nil, message: nil), true),
            (.server(status: 429, message: nil), true), (.server(status: 422, message: nil), false),
            (.notCached, true), (.storage("full"), true), (.cancelled, true),
            (.notFound(.post(id: 1)), false), (.notFound(.gitHubUser(login: "x")), false),
            (.unauthorized(tokenSent: true, message: nil), false), (.badData("x"), false),
            (.unsupportedRedirect(location: "ftp://x"), false), (.tooManyRedirects(limit: 10), false),
            (.networkUnavailable("x"), false),
        ]
    )
    func retryable(error: DomainError, expected: Bool) {
        #expect(ErrorPresentation(error, now: nil).isRetryable == expected)
    }

    @Test("a machine without libcurl is told what to install, not to try again later")
    func networkUnavailable() {
        let detail = "Cannot load libcurl (libcurl.so.4: not found); install the libcurl4 package."
        #expect(
            ErrorPresentation(.networkUnavailable(detail), now: nil)
                == ErrorPresentation(
                    title: "Network unavailable", message: "cannot use the network: \(detail)", isRetryable: false))
    }

    @Test("a whole presentation: title, message, suggestion and retry")
    func wholePresentation() {
        let now = Date(timeIntervalSince1970: 1_767_225_600 + 13 * 3_600)
        #expect(
            ErrorPresentation(.rateLimited(until: resetTime), now: now)
                == ErrorPresentation(
                    title: "Rate limited", message: "rate limited; try again after 14:05 UTC",
                    recoverySuggestion: "Set GH_TOKEN or GITHUB_TOKEN for a larger allowance.", isRetryable: true))
        #expect(
            ErrorPresentation(.cannotConnect(host: "127.0.0.1:1", service: .posts), now: now)
                == ErrorPresentation(
                    title: "Could not connect", message: "could not connect to 127.0.0.1:1 (is --posts-api-url right?)",
                    recoverySuggestion: "Check that --posts-api-url names a running server, then try again.",
                    isRetryable: true))
    }

    @Test(
        "the cause of stale data is a few words",
        arguments: [
            (DomainError?.none, "offline"), (.offline, "offline"), (.notCached, "offline"),
            (.cannotConnect(host: "h:1\u{1B}", service: nil), "could not connect to h:1\\u{1B}"),
            (.timedOut(after: 3), "the server did not answer in time"), (.connectionLost, "the connection was cut off"),
            (.tooManyRedirects(limit: 1), "the server redirected where it should not"),
            (.rateLimited(until: nil), "rate limited"),
            (.unauthorized(tokenSent: true, message: nil), "the token was refused"),
            (.unauthorized(tokenSent: false, message: nil), "the server requires authentication"),
            (.server(status: 503, message: nil), "the server could not answer (HTTP 503)"),
            (.server(status: nil, message: nil), "the server could not answer"),
            (.badData("x"), "the server sent unreadable data"), (.storage("x"), "could not refresh"),
            (.networkUnavailable("x"), "the network cannot be used"),
        ]
    )
    func staleCauses(reason: DomainError?, expected: String) {
        #expect(ErrorPresentation.staleCause(reason) == expected)
    }
}

@Suite("Error wording names the token's variable")
struct ErrorPresentationTokenTests {
    private let ghToken = TokenSource(candidates: ["GH_TOKEN", "GITHUB_TOKEN"], variable: "GH_TOKEN")
    private let enterpriseUnset = TokenSource(
        candidates: ["GH_ENTERPRISE_TOKEN", "GITHUB_ENTERPRISE_TOKEN"], variable: nil)

    @Test("a refused token names the variable it came from")
    func refusedTokenNamesItsVariable() {
        let presentation = ErrorPresentation(.unauthorized(tokenSent: true, message: nil), now: nil, token: ghToken)
        #expect(presentation.message == "the token in GH_TOKEN was refused")
        #expect(presentation.recoverySuggestion == "Check GH_TOKEN.")
    }

    @Test("without a token the advice names the host's variables")
    func missingTokenNamesTheHostsVariables() {
        #expect(
            ErrorPresentation(.unauthorized(tokenSent: false, message: nil), now: nil, token: enterpriseUnset).message
                == "the server requires authentication; set GH_ENTERPRISE_TOKEN or GITHUB_ENTERPRISE_TOKEN")
    }

    @Test("a token that is set but was withheld is not advised to be set")
    func withheldTokenIsNotAdvisedToBeSet() {
        let message = ErrorPresentation(.unauthorized(tokenSent: false, message: nil), now: nil, token: ghToken).message
        #expect(message == "the server requires authentication; the token in GH_TOKEN is not sent to this address")
    }

    @Test("a rate limit advises a token only when none is set")
    func rateLimitAdvisesATokenOnlyWhenNoneIsSet() {
        let withToken = ErrorPresentation(.rateLimited(until: nil), now: nil, token: ghToken)
        #expect(withToken.message == "rate limited; try again later")
        #expect(withToken.recoverySuggestion == "The token in GH_TOKEN is in use; wait for the limit to reset.")
        let without = ErrorPresentation(.rateLimited(until: nil), now: nil, token: .gitHubUnset)
        #expect(without.recoverySuggestion == "Set GH_TOKEN or GITHUB_TOKEN for a larger allowance.")
    }

    @Test("the low-budget warning names the token in use instead of advising one")
    func lowBudgetWarningNamesTheTokenInUse() {
        let budget = RateLimitBudget(remaining: 3, limit: 5000)
        #expect(
            RateLimitText.lowBudgetWarning(budget, now: nil, token: ghToken)
                == "3 of 5,000 GitHub requests left (the token in GH_TOKEN)")
        #expect(
            RateLimitText.lowBudgetWarning(budget, now: nil, token: enterpriseUnset)
                == "3 of 5,000 GitHub requests left; set GH_ENTERPRISE_TOKEN or GITHUB_ENTERPRISE_TOKEN for a larger allowance"
        )
    }
}

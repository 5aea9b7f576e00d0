import Domain
import Foundation
import Testing

@Suite("DomainError messages")
struct DomainErrorTests {
    /// 2026-01-01 14:05:30 UTC.
    private let resetTime = Date(timeIntervalSince1970: 1_767_225_600 + 14 * 3_600 + 5 * 60 + 30)

    @Test("unknown user names the login in quotes")
    func unknownUser() {
        #expect(DomainError.notFound(.gitHubUser(login: "x")).message == "no GitHub user named \"x\"")
    }

    @Test("unknown post names the id")
    func unknownPost() {
        #expect(DomainError.notFound(.post(id: 101)).message == "no post with id 101")
    }

    @Test("rate limit on the same UTC day shows only the time")
    func rateLimitSameDay() {
        let now = Date(timeIntervalSince1970: 1_767_225_600 + 13 * 3_600)
        #expect(
            DomainError.rateLimited(until: resetTime).message(now: now)
                == "rate limited; try again after 14:05 UTC")
    }

    @Test("rate limit on another day shows the date too")
    func rateLimitOtherDay() {
        let dayBefore = Date(timeIntervalSince1970: 1_767_225_600 - 3_600)
        let expected = "rate limited; try again after 2026-01-01 14:05 UTC"
        #expect(DomainError.rateLimited(until: resetTime).message(now: dayBefore) == expected)
        #expect(DomainError.rateLimited(until: resetTime).message == expected)
    }

    @Test("rate limit without a reset time says later")
    func rateLimitUnknownReset() {
        #expect(
            DomainError.rateLimited(until: nil).message == "rate limited; try again later")
    }

    @Test("offline with nothing cached tells the user to connect")
    func notCached() {
        #expect(DomainError.notCached.message == "you are offline and nothing is cached yet; connect and try again")
    }

    @Test("server failures show what is known")
    func serverMessages() {
        #expect(
            DomainError.server(status: 502, message: "Bad Gateway").message
                == "the server could not answer (HTTP 502: Bad Gateway); try again later")
        #expect(
            DomainError.server(status: 500, message: nil).message
                == "the server could not answer (HTTP 500); try again later")
        #expect(DomainError.server(status: nil, message: nil).message == "the server could not answer; try again later")
    }

    @Test("a 401 with a token says it was refused; without one, it names the variables to set")
    func unauthorizedMessages() {
        #expect(
            DomainError.unauthorized(tokenSent: true, message: "Bad credentials").message == "the token was refused")
        #expect(
            DomainError.unauthorized(tokenSent: false, message: "Requires authentication").message
                == "the server requires authentication; set GH_TOKEN or GITHUB_TOKEN")
    }

    @Test(
        "each connectivity failure has its own message",
        arguments: [
            (DomainError.offline, "you are offline"),
            (.cannotConnect(host: "127.0.0.1:8080", service: .gitHub), "could not connect to 127.0.0.1:8080"),
            (.timedOut(after: 30), "the server did not answer within 30 s"),
            (.timedOut(after: 2.4), "the server did not answer within 2 s"),
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
        #expect(error.message == expected)
    }

    @Test("control characters in remote or typed text are escaped, never emitted")
    func controlCharactersEscaped() {
        let message = DomainError.notFound(.gitHubUser(login: "a\u{1B}[2Jb\nc")).message
        #expect(message == "no GitHub user named \"a\\u{1B}[2Jb\\u{A}c\"")
        #expect(!message.unicodeScalars.contains { $0.properties.generalCategory == .control })
    }

    @Test("bidirectional overrides and line separators in remote text are escaped, never emitted")
    func bidiAndSeparatorsEscaped() {
        let message = DomainError.server(status: 500, message: "a\u{202E}b\u{2066}c\u{2028}d").message
        #expect(message == "the server could not answer (HTTP 500: a\\u{202E}b\\u{2066}c\\u{2028}d); try again later")
    }

    @Test(
        "every message is one non-empty line, also as the error description",
        arguments: [
            DomainError.offline, .notFound(.gitHubUser(login: "ghost")), .notFound(.post(id: 7)),
            .rateLimited(until: nil), .server(status: 503, message: "line one\nline two"),
            .badData("expected an array"), .storage("disk I/O error"), .notCached, .cancelled,
            .unauthorized(tokenSent: true, message: "a\nb"), .cannotConnect(host: "a\nb", service: nil),
        ]
    )
    func oneLine(error: DomainError) {
        #expect(!error.message.isEmpty)
        #expect(!error.message.contains("\n"))
        #expect(error.localizedDescription == error.message)
        #expect("\(error)" == error.message)
    }
}

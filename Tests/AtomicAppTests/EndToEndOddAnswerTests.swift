import AtomicTestSupport
import Foundation
import Testing

/// Answers that are not HTTP, redirects to hosts that cannot be addressed, and bodies over the limit: each
/// gets the line that names what really happened, never a message about the URL the user typed.
@Suite struct EndToEndOddAnswerTests {
    @Test func anAnswerThatIsNotHTTPIsUnreadableData() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        var garbage = TestResponse()
        garbage.writer = TestResponseWriter { output in
            _ = output.send("hello there\r\n\r\n")
        }
        server.route("/users/octocat", garbage)
        let sandbox = try EndToEndSandbox()

        let run = try await sandbox.atomic(["user", "octocat"], gitHub: server)

        #expect(run.status == 1)
        #expect(run.errorOutput == "error: the server sent data that could not be read\n")
    }

    @Test func aRedirectToAHostWithPercentEscapesIsRefused() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route(
            "/users/oldname",
            TestResponse(status: 301, headers: [("Location", "http://127.0.0.2%3A8102/users/x")]))
        let sandbox = try EndToEndSandbox()

        let run = try await sandbox.atomic(["user", "oldname"], gitHub: server)

        #expect(run.status == 1)
        #expect(
            run.errorOutput
                == "error: the server redirected to an unsupported address (http://127.0.0.2%3A8102/users/x)\n")
    }

    @Test func aBodyOverTheLimitSaysSoWithoutAdvisingARetry() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        let counter = TestByteCounter()
        server.route("/users/octocat", .streamed(byteCount: 2_000_000_000, framing: .chunked, counter: counter))
        let sandbox = try EndToEndSandbox()

        let run = try await sandbox.atomic(["user", "octocat"], gitHub: server)

        #expect(run.status == 1)
        #expect(run.errorOutput == "error: the server's answer is larger than 20 MiB, so it was not read\n")
    }
}

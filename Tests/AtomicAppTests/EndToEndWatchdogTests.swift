import AtomicTestSupport
import Foundation
import Testing

/// The end-to-end harness itself: a run that hangs is killed and reported instead of stalling the suite.
@Suite struct EndToEndWatchdogTests {
    @Test func hangingRunIsKilledAndRecordedAsAFailure() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/users/slowpoke", TestResponse(status: 200, body: Data("{}".utf8), delay: .seconds(15)))
        let sandbox = try EndToEndSandbox()

        var outcome: AtomicBinary.Outcome?
        await withKnownIssue("the watchdog records the killed run as a failure") {
            outcome = try await AtomicBinary.run(
                ["user", "slowpoke"] + sandbox.options(gitHub: server), environment: sandbox.environment(),
                timeout: .seconds(1))
        }

        let run = try #require(outcome)
        #expect(run.timedOut)
        #expect(run.status != 0)
        #expect(run.output == "")
    }
}

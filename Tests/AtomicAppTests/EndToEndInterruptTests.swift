import AtomicCore
import AtomicTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Ctrl-C while a request is in flight ends `atomic` at once with status 130 and no error dump.
@Suite struct EndToEndInterruptTests {
    @Test func interruptDuringARequestExitsWith130() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/users", TestResponse(status: 200, body: Data("[]".utf8), delay: .seconds(30)))
        let sandbox = try EndToEndSandbox()

        // The request only reaches the server after the handler is armed (`InterruptHandler.install` returns
        // first), so the signal is sent during the request, never before the handler. Should the request not
        // arrive at all, the signal is still sent, so the run ends, and the test fails on `reachedServer`.
        let reachedServer = Locked(false)
        let run = try await AtomicBinary.run(
            ["users"] + sandbox.options(gitHub: server), environment: sandbox.environment(),
            whileRunning: { pid in
                // On a thread of its own, so that tests holding the cooperative pool elsewhere in the suite cannot
                // delay the signal until `atomic` has ended by its own deadline.
                // The signal goes from that thread too: sent after the `await`, it would wait for a pool thread.
                let seen = await BuildProducts.onOwnThread { () -> Bool in
                    let deadline = ContinuousClock.now + .seconds(15)
                    var seen = true
                    while server.requestCount(to: "/users") < 1 {
                        guard ContinuousClock.now < deadline else {
                            seen = false
                            break
                        }
                        usleep(10_000)
                    }
                    kill(pid, SIGINT)
                    return seen
                }
                reachedServer.withLock { $0 = seen }
            })

        #expect(reachedServer.withLock { $0 })
        #expect(!run.timedOut)
        #expect(run.status == 130, "stderr: \(run.errorOutput)")
        #expect(run.output == "")
        #expect(!run.errorOutput.contains("Fatal"))
        #expect(server.requestCount(to: "/users") == 1)
    }

    /// Ctrl-C while the spinner turns on a terminal erases its line before ending with 130, so the shell's
    /// prompt never follows a stale "loading…".
    @Test func interruptWhileTheSpinnerShowsErasesItAndExitsWith130() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/users", TestResponse(status: 200, body: Data("[]".utf8), delay: .seconds(30)))
        let sandbox = try EndToEndSandbox()

        let (run, interrupted) = try await PseudoTerminal.run(
            ["--no-interactive", "users"] + sandbox.options(gitHub: server), environment: sandbox.environment(),
            interruptingAfter: "loading…")

        #expect(interrupted, "the spinner never showed: \(run.output)")
        #expect(!run.timedOut)
        #expect(run.status == 130, "terminal: \(run.output)")
        let lastFrame = try #require(run.output.range(of: "loading…", options: .backwards))
        let erase = try #require(run.output.range(of: "\r\u{1B}[K", options: .backwards), "not erased: \(run.output)")
        #expect(lastFrame.upperBound <= erase.lowerBound, "a frame was drawn after the erase")
        #expect(PseudoTerminal.visible(String(run.output[erase.upperBound...])).isEmpty)
    }
}

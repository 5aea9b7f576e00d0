import AtomicTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How a pager's run ends with the built `atomic` in a real terminal (tmux): warnings written before it starts
/// wait until it quits, SIGTERM and SIGHUP end the pager before `atomic`, and a pager that crashes or fails is one
/// `warning:` line with status 0.
@Suite("How the pager ends, in tmux", .serialized, .enabled(if: TmuxPane.isAvailable), .timeLimit(.minutes(2)))
struct EndToEndPagerEndingTests {
    /// A sandbox with a config file of one unknown key, so that every run starts with a `warning:` line.
    private func sandboxWithConfigWarning() throws -> (EndToEndSandbox, [String: String]) {
        let sandbox = try EndToEndSandbox()
        let folder = sandbox.root.appendingPathComponent("config", isDirectory: true)
        let file = folder.appendingPathComponent("atomic/config.yml")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("colour: red\n".utf8).write(to: file)
        return (sandbox, ["XDG_CONFIG_HOME": folder.path])
    }

    @Test func aWarningWrittenBeforeThePagerStartsComesAfterItQuits() async throws {
        let (sandbox, environment) = try sandboxWithConfigWarning()
        // The pager says on the terminal when it starts and when it has read everything.
        let pager = "sh -c 'echo pager-start; cat > /dev/null; echo pager-end'"
        let pane = try InteractiveRun.start(
            ["--demo", "--no-interactive", "post", "1"], sandbox: sandbox, gitHub: nil,
            environment: environment.merging(["ATOMIC_PAGER": pager]) { _, new in new }, columns: 200)
        let screen = try await pane.waitFor(InteractiveRun.modesEnd)
        #expect(screen.contains("atomic exited 0"), "\(screen)")
        let end = try #require(screen.range(of: "pager-end"), "\(screen)")
        let warning = try #require(screen.range(of: "warning: "), "\(screen)")
        #expect(warning.lowerBound > end.upperBound, "\(screen)")
        #expect(screen.components(separatedBy: "unknown key \"colour\"").count == 2, "\(screen)")
    }

    @Test func withoutOutputNoPagerStartsAndTheHeldWarningComesBeforeTheError() async throws {
        let (sandbox, environment) = try sandboxWithConfigWarning()
        let marker = sandbox.root.appendingPathComponent("pager-ran").path
        let pane = try InteractiveRun.start(
            ["--no-interactive", "post", "1"], sandbox: sandbox, gitHub: nil,
            environment: environment.merging(["ATOMIC_PAGER": "touch \(marker)"]) { _, new in new }, columns: 200)
        let screen = try await pane.waitFor(InteractiveRun.modesEnd)
        #expect(screen.contains("atomic exited 1"), "\(screen)")
        let warning = try #require(screen.range(of: "warning: "), "\(screen)")
        let error = try #require(screen.range(of: "error: "), "\(screen)")
        #expect(warning.upperBound <= error.lowerBound, "\(screen)")
        #expect(!FileManager.default.fileExists(atPath: marker))
    }

    @Test func ctrlCBeforeThePagerStartsStillWritesTheHeldWarning() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/users", TestResponse(status: 200, body: Data("[]".utf8), delay: .seconds(30)))
        let (sandbox, environment) = try sandboxWithConfigWarning()
        let (run, interrupted) = try await PseudoTerminal.run(
            ["--no-interactive", "users"] + sandbox.options(gitHub: server),
            environment: sandbox.environment(environment.merging(["ATOMIC_PAGER": "less"]) { _, new in new }),
            interruptingAfter: "loading…")
        #expect(interrupted, "the spinner never showed: \(run.output)")
        #expect(run.status == 130, "terminal: \(run.output)")
        #expect(run.output.components(separatedBy: "unknown key \"colour\"").count == 2, "terminal: \(run.output)")
    }

    @Test(arguments: [(SIGTERM, 143), (SIGHUP, 129)])
    func aTerminationSignalEndsThePagerFirst(signal: Int32, status: Int) async throws {
        let sandbox = try EndToEndSandbox()
        let pane = try InteractiveRun.start(
            ["--demo", "--no-interactive", "users", "--limit", "2400"], sandbox: sandbox, gitHub: nil,
            environment: ["ATOMIC_PAGER": "less -FRX"])
        try await pane.waitFor("dara-labs-0")
        let less = try #require(pane.childProcess(named: "less"))
        let atomic = try #require(pane.childProcess(named: "atomic"))
        #expect(kill(atomic, signal) == 0)
        let screen = try await pane.waitFor(InteractiveRun.modesEnd)
        #expect(screen.contains("atomic exited \(status)"), "\(screen)")
        // Waited for by atomic before it ended: not left running, reparented.
        #expect(kill(less, 0) == -1 && errno == ESRCH, "less \(less) still runs")
    }

    @Test(arguments: [
        ("sh -c 'cat > /dev/null; exit 3'", "warning: the pager sh exited with status 3; output may be incomplete"),
        ("sh -c 'cat > /dev/null; kill -SEGV $$'", "warning: the pager sh ended by signal SEGV; output may be"),
    ])
    func aPagerThatFailsIsOneWarningAndStatusZero(pager: String, warning: String) async throws {
        let sandbox = try EndToEndSandbox()
        let pane = try InteractiveRun.start(
            ["--demo", "--no-interactive", "post", "1"], sandbox: sandbox, gitHub: nil,
            environment: ["ATOMIC_PAGER": pager], columns: 120)
        let screen = try await pane.waitFor(InteractiveRun.modesEnd)
        #expect(screen.contains("atomic exited 0"), "\(screen)")
        #expect(screen.components(separatedBy: warning).count == 2, "\(screen)")
    }
}

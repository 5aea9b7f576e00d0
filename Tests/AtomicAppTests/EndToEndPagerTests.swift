import AtomicTestSupport
import Foundation
import Testing

/// The pager with the built `atomic` in a real terminal (tmux): a recording pager gets the output and no token,
/// a pager that quits early (`head -c 10`) and `less -FRX` quit with `q` leave exit status 0 and nothing after.
@Suite("The pager in tmux", .serialized, .enabled(if: TmuxPane.isAvailable), .timeLimit(.minutes(2)))
struct EndToEndPagerTests {
    @Test func aRecordingPagerGetsThePlainOutputAndNoToken() async throws {
        let sandbox = try EndToEndSandbox()
        let file = sandbox.root.appendingPathComponent("paged.txt").path
        let script = sandbox.root.appendingPathComponent("pager.sh")
        try Data("#!/bin/sh\ncat > \"$PAGED\"\nenv >> \"$PAGED\"\n".utf8).write(to: script)
        try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: script.path)
        let pane = try InteractiveRun.start(
            ["--demo", "--no-interactive", "post", "1"], sandbox: sandbox, gitHub: nil,
            // Run by /bin/sh rather than executed: while another test's child still holds the descriptor the script
            // was written through (forked before it closed), executing the script fails with ETXTBSY.
            environment: ["ATOMIC_PAGER": "/bin/sh \(script.path)", "PAGED": file, "GH_TOKEN": "ghp_secret"])
        let screen = try await pane.waitFor("atomic exited 0")
        #expect(FileManager.default.fileExists(atPath: file), "the pager did not run; the screen was:\n\(screen)")
        let paged = try String(contentsOfFile: file, encoding: .utf8)
        #expect(paged.contains("Priya Rossi") && paged.contains("LESS=FRX") && paged.contains("LV=-c"))
        #expect(!paged.contains("ghp_secret"))
    }

    @Test func aPagerThatQuitsEarlyEndsTheOutputWithStatusZero() async throws {
        let sandbox = try EndToEndSandbox()
        let pane = try InteractiveRun.start(
            ["--demo", "--no-interactive", "users", "--limit", "2400"], sandbox: sandbox, gitHub: nil,
            environment: ["ATOMIC_PAGER": "head -c 10"])
        let screen = try await pane.waitFor(InteractiveRun.modesEnd)
        #expect(screen.contains("atomic exited 0"), "\(screen)")
        #expect(!screen.contains("dara-labs-0") && !screen.contains("error"), "\(screen)")
    }

    @Test func lessQuitWithQBeforeTheEndLeavesStatusZero() async throws {
        let sandbox = try EndToEndSandbox()
        let pane = try InteractiveRun.start(
            ["--demo", "--no-interactive", "users", "--limit", "2400"], sandbox: sandbox, gitHub: nil,
            environment: ["ATOMIC_PAGER": "less -FRX"])
        try await pane.waitFor("dara-labs-0")
        try pane.send("q")
        let screen = try await pane.waitFor(InteractiveRun.modesEnd)
        #expect(screen.contains("atomic exited 0"), "\(screen)")
        #expect(!screen.contains("error"), "\(screen)")
    }

    @Test func noPagerAndAMissingPagerPrintStraightToTheTerminal() async throws {
        let sandbox = try EndToEndSandbox()
        let pane = try InteractiveRun.start(
            ["--demo", "--no-interactive", "author", "1"], sandbox: sandbox, gitHub: nil,
            environment: ["ATOMIC_PAGER": "atomic-no-such-pager"])
        let screen = try await pane.waitFor(InteractiveRun.modesEnd)
        #expect(screen.contains("atomic exited 0") && screen.contains("Priya Rossi"), "\(screen)")
        #expect(screen.contains("warning: could not start the pager atomic-no-such-pager"), "\(screen)")
        let flagged = try InteractiveRun.start(
            ["--demo", "--no-interactive", "--no-pager", "author", "1"], sandbox: sandbox, gitHub: nil,
            environment: ["ATOMIC_PAGER": "atomic-no-such-pager"])
        let plain = try await flagged.waitFor(InteractiveRun.modesEnd)
        #expect(plain.contains("atomic exited 0") && plain.contains("Priya Rossi") && !plain.contains("warning"))
    }
}

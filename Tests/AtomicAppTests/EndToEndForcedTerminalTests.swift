import AtomicTestSupport
import Foundation
import TerminalUI
import Testing

/// gh's `GH_FORCE_TTY`, `CLICOLOR` and `CLICOLOR_FORCE` on the built binary, into a pipe: terminal output at the
/// width asked for, colours turned off or forced, and never a pager without a real terminal.
@Suite struct EndToEndForcedTerminalTests {
    private static let users = ["users", "--demo", "--limit", "5"]

    /// The widest line of `output` once its escape sequences are taken out, in columns.
    private static func widestLine(_ output: String) -> Int {
        PseudoTerminal.visible(output).split(separator: "\n").map { TextWidth.displayWidth(of: String($0)) }.max() ?? 0
    }

    @Test func aForcedTerminalGetsTheAlignedTableAtTheWidthGivenWithColoursAndLinks() async throws {
        let sandbox = try EndToEndSandbox()
        let piped = try await sandbox.atomic(Self.users)
        let forced = try await sandbox.atomic(Self.users, environment: ["GH_FORCE_TTY": "60"])

        #expect(piped.status == 0 && forced.status == 0, "\(forced.errorOutput)")
        #expect(piped.output.contains("\t") && !piped.output.contains("\u{1B}"))
        #expect(!forced.output.contains("\t"), "\(forced.output)")
        #expect(forced.output.contains("\u{1B}[") && forced.output.contains("\u{1B}]8;;"))
        #expect(Self.widestLine(forced.output) <= 60)
        #expect(PseudoTerminal.visible(forced.output).contains("dara-labs-0"))
    }

    @Test func aShareIsTakenOfTheMeasuredWidth() async throws {
        let sandbox = try EndToEndSandbox()
        // A post's text is wrapped to the width, so the width shows in its longest lines.
        let post = ["post", "1", "--demo"]
        let half = try await sandbox.atomic(post, environment: ["GH_FORCE_TTY": "50%", "COLUMNS": "120"])
        let sixty = try await sandbox.atomic(post, environment: ["GH_FORCE_TTY": "60", "COLUMNS": "120"])
        let whole = try await sandbox.atomic(post, environment: ["GH_FORCE_TTY": "true", "COLUMNS": "120"])

        #expect(half.status == 0, "\(half.errorOutput)")
        #expect(half.output == sixty.output)
        #expect(Self.widestLine(half.output) <= 60)
        #expect(Self.widestLine(whole.output) > 60, "\(whole.output)")
    }

    @Test func colourCanBeTurnedOffOnAForcedTerminalAndForcedIntoAPipe() async throws {
        let sandbox = try EndToEndSandbox()
        let off = try await sandbox.atomic(Self.users, environment: ["GH_FORCE_TTY": "1", "CLICOLOR": "0"])
        let json = ["users", "--demo", "--limit", "2", "--json=login"]
        let forced = try await sandbox.atomic(json, environment: ["CLICOLOR_FORCE": "1", "NO_COLOR": "1"])
        let flag = try await sandbox.atomic(json + ["--no-color"], environment: ["CLICOLOR_FORCE": "1"])
        let zero = try await sandbox.atomic(json, environment: ["CLICOLOR_FORCE": "0"])

        #expect(off.status == 0 && !off.output.contains("\u{1B}["), "\(off.output)")
        #expect(!off.output.contains("\t"))
        // Forced colour wins over NO_COLOR, as in gh: the JSON is indented and coloured into the pipe.
        #expect(forced.output.contains("\u{1B}[") && forced.output.contains("\n  "), "\(forced.output)")
        #expect(PseudoTerminal.visible(forced.output).contains("\"login\" : \"dara-labs-0\""))
        // The flag wins over the variable, and CLICOLOR_FORCE=0 forces nothing.
        #expect(flag.output == #"[{"login":"dara-labs-0"},{"login":"nanamiito92-1"}]"# + "\n", "\(flag.output)")
        #expect(zero.output == flag.output)
    }

    @Test func noPagerStartsWithoutARealTerminal() async throws {
        let sandbox = try EndToEndSandbox()
        let marker = sandbox.root.appendingPathComponent("pager-ran")
        let pager = sandbox.root.appendingPathComponent("pager.sh")
        try "#!/bin/sh\ntouch '\(marker.path)'\nexec cat\n".write(to: pager, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: pager.path)

        let run = try await sandbox.atomic(
            ["post", "1", "--demo"], environment: ["GH_FORCE_TTY": "1", "ATOMIC_PAGER": pager.path])

        #expect(run.status == 0, "\(run.errorOutput)")
        #expect(PseudoTerminal.visible(run.output).contains("the honest harbour"), "\(run.output)")
        #expect(!FileManager.default.fileExists(atPath: marker.path))
    }
}

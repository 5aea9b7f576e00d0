import AtomicTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Signals the app does not handle itself, sent from outside while it runs in a real terminal (tmux): the terminal
/// is restored first (raw mode off, main screen, cursor shown), then the process ends by the signal, or stops and,
/// brought back with `fg`, takes the terminal again and draws the whole screen.
@Suite("Interactive app and signals in tmux", .serialized, .enabled(if: TmuxPane.isAvailable), .timeLimit(.minutes(2)))
struct EndToEndSignalTests {
    @Test("kill -USR1 ends the app with the terminal restored: cooked mode, main screen, cursor shown")
    func userSignalRestoresTheTerminal() async throws {
        let sandbox = try EndToEndSandbox()
        let pane = try InteractiveRun.start(["--demo"], sandbox: sandbox, gitHub: nil)
        try await pane.waitFor("GitHub Users")
        #expect(pane.format("#{alternate_on}") == "1")
        let pid = try #require(pane.childProcess(named: "atomic"))
        kill(pid, SIGUSR1)
        let after = try await pane.waitForScreen("the exit status and every terminal mode") { screen in
            screen.contains("atomic exited \(128 + SIGUSR1)") && screen.contains(InteractiveRun.modesEnd)
        }
        let modes = InteractiveRun.modes(in: after)
        #expect(modes.contains("echo") && modes.contains("icanon"), "stty -a after the signal: \(after)")
        #expect(!modes.contains("-echo") && !modes.contains("-icanon"))
        #expect(pane.format("#{alternate_on} #{cursor_flag}") == "0 1", "main screen, cursor shown")
    }

    @Test(
        "kill -QUIT, and a crash signal sent from outside, end the app by it, terminal restored, no crash reporter",
        arguments: ["QUIT", "ABRT", "SEGV", "BUS", "FPE", "ILL", "TRAP"])
    func quitOrCrashSignalFromOutsideEndsTheApp(name: String) async throws {
        let signals = [
            "QUIT": SIGQUIT, "ABRT": SIGABRT, "SEGV": SIGSEGV, "BUS": SIGBUS, "FPE": SIGFPE, "ILL": SIGILL,
            "TRAP": SIGTRAP,
        ]
        let signal = try #require(signals[name])
        let sandbox = try EndToEndSandbox()
        let pane = try InteractiveRun.start(["--demo"], sandbox: sandbox, gitHub: nil)
        try await pane.waitFor("GitHub Users")
        let pid = try #require(pane.childProcess(named: "atomic"))
        kill(pid, signal)
        let after = try await pane.waitForScreen("the exit status and every terminal mode") { screen in
            screen.contains("atomic exited \(128 + signal)") && screen.contains(InteractiveRun.modesEnd)
        }
        #expect(!after.contains("crashed"), "\(after)")
        let modes = InteractiveRun.modes(in: after)
        #expect(modes.contains("echo") && modes.contains("icanon"), "stty -a after the signal: \(after)")
        #expect(pane.format("#{alternate_on} #{cursor_flag}") == "0 1", "main screen, cursor shown")
    }

    @Test(
        "kill -TSTP, -TTOU or -TTIN stops the app with the terminal given back; fg brings it back whole, in raw mode",
        arguments: ["TSTP", "TTOU", "TTIN"])
    func stopSignalFromOutside(name: String) async throws {
        guard FileManager.default.isExecutableFile(atPath: "/bin/bash") else { return }
        let signal: Int32 = ["TSTP": SIGTSTP, "TTOU": SIGTTOU, "TTIN": SIGTTIN][name] ?? SIGTSTP
        let sandbox = try EndToEndSandbox()
        let binary = try AtomicBinary.executableURL().path
        let pane = try TmuxPane(script: "PS1='ready$ ' exec /bin/bash --norc --noprofile -i", columns: 80, rows: 24)
        try await pane.waitFor("ready$")
        let command = (["env", "TERM=tmux-256color", binary, "--demo"] + sandbox.options(gitHub: nil))
            .map(InteractiveRun.quoted).joined(separator: " ")
        try pane.send(command, "Enter")
        try await pane.waitFor("GitHub Users")
        let pid = try #require(pane.childProcess(named: "atomic"))
        for round in 1...2 {
            kill(pid, signal)
            try await pane.waitForScreen("the job stopped by SIG\(name), round \(round)") { $0.contains("Stopped") }
            #expect(pane.format("#{alternate_on} #{cursor_flag}") == "0 1", "main screen, cursor shown")
            try pane.send("fg", "Enter")
            // Only a whole redraw shows the list again: the alternate screen is erased when it is taken back.
            try await pane.waitForScreen("the app back, round \(round)") {
                !$0.contains("Stopped") && $0.contains("GitHub Users")
            }
            #expect(pane.format("#{alternate_on} #{cursor_flag}") == "1 0")
            // In raw mode one key is read at once; in line mode "?" would wait for Enter.
            try pane.send("?")
            try await pane.waitFor("Esc or ? closes")
            try pane.send("?")
            try await pane.waitForScreen("the help closed, round \(round)") { !$0.contains("Esc or ? closes") }
        }
        try pane.send("q")
        try await pane.waitForScreen("the shell's prompt again") { $0.contains("ready$ ") && !$0.contains("Home") }
    }
}

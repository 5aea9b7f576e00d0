import AtomicTestSupport
import Foundation
import Testing

/// Ctrl-Z in the built app under an interactive bash: the job stops with the terminal given back, and `fg` brings
/// the app back in raw mode, so a single key reaches it without Enter.
@Suite("Interactive app suspends in tmux", .serialized, .enabled(if: TmuxPane.isAvailable), .timeLimit(.minutes(2)))
struct EndToEndSuspendTests {
    @Test("Ctrl-Z stops the app and gives the shell back; fg resumes it in raw mode, twice over")
    func suspendAndResume() async throws {
        guard FileManager.default.isExecutableFile(atPath: "/bin/bash") else { return }
        let sandbox = try EndToEndSandbox()
        let binary = try AtomicBinary.executableURL().path
        let pane = try TmuxPane(script: "PS1='ready$ ' exec /bin/bash --norc --noprofile -i", columns: 80, rows: 24)
        try await pane.waitFor("ready$")
        let command = (["env", "TERM=tmux-256color", binary, "--demo"] + sandbox.options(gitHub: nil))
            .map(InteractiveRun.quoted).joined(separator: " ")
        try pane.send(command, "Enter")
        try await pane.waitFor("GitHub Users")
        for round in 1...2 {
            try pane.send("C-z")
            try await pane.waitForScreen("the job stopped, round \(round)") { $0.contains("Stopped") }
            try pane.send("fg", "Enter")
            try await pane.waitForScreen("the app back, round \(round)") {
                !$0.contains("Stopped") && $0.contains("Home")
            }
            // In raw mode one key is read at once; in line mode "?" would wait for Enter and no keys would show.
            try pane.send("?")
            try await pane.waitFor("Esc or ? closes")
            try pane.send("?")
        }
        try pane.send("q")
        try await pane.waitForScreen("the shell's prompt again") { $0.contains("ready$ ") && !$0.contains("Home") }
    }
}

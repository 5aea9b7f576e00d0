import AtomicTestSupport
import Foundation
import Testing

/// The demo app in a real terminal (tmux): the user detail screen draws the generated avatar with libchafa's
/// symbols.
@Suite("Avatar screen in tmux", .serialized, .enabled(if: TmuxPane.isAvailable), .timeLimit(.minutes(2)))
struct EndToEndAvatarScreenTests {
    @Test(
        "the demo detail screen draws the avatar's 20 × 10 cells in at least 2 colours",
        arguments: [(["COLORTERM": "truecolor"], "rgb:"), ([:], "index:")])
    func demoDetailScreenDrawsTheAvatar(environment: [String: String], prefix: String) async throws {
        let sandbox = try EndToEndSandbox()
        let pane = try InteractiveRun.start(
            ["--demo", "users"], sandbox: sandbox, gitHub: nil, environment: environment)
        try await pane.waitFor("30 users")
        try pane.send("Enter")
        try await pane.waitForScreen("the avatar's shapes") { TmuxTerminal.blockElementCount(in: $0) >= 8 }
        let colored = pane.coloredScreen()
        let colors = TmuxTerminal.colors(in: colored)
        #expect(TmuxTerminal.backgroundCellCount(in: colored) >= 20 * 10)
        #expect(colors.filter { $0.hasPrefix(prefix) }.count >= 2, "colours: \(colors)")
        try pane.send("q")
        try await pane.waitFor("atomic exited 0")
    }

    @Test("with NO_COLOR the avatar is drawn in shapes, without colour")
    func noColorDrawsShades() async throws {
        let sandbox = try EndToEndSandbox()
        let pane = try InteractiveRun.start(
            ["--demo", "users"], sandbox: sandbox, gitHub: nil, environment: ["NO_COLOR": "1"])
        try await pane.waitFor("30 users")
        try pane.send("Enter")
        try await pane.waitForScreen("the avatar's shapes") { TmuxTerminal.blockElementCount(in: $0) >= 16 }
        let colored = pane.coloredScreen()
        #expect(TmuxTerminal.colors(in: colored).isEmpty)
        try pane.send("q")
        try await pane.waitFor("atomic exited 0")
    }

    @Test("at 40 × 12 the initials box stands above the profile")
    func smallTerminalShowsInitials() async throws {
        let sandbox = try EndToEndSandbox()
        let pane = try InteractiveRun.start(
            ["--demo", "users"], sandbox: sandbox, gitHub: nil, columns: 40, rows: 12)
        // Rows end in their id ("#12"); "users" alone shows while the list still loads.
        try await pane.waitFor(" #")
        try pane.send("Enter")
        let screen = try await pane.waitForScreen("the initials box") { $0.contains("└──────┘") }
        #expect(TmuxTerminal.blockElementCount(in: screen) == 0)
        try pane.send("q")
        // At 12 rows the `stty -a` that follows the exit scrolls "atomic exited 0" away; its modes show.
        try await pane.waitFor("icanon")
    }
}

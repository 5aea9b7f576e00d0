import Foundation
import TerminalUI
import Testing

@testable import AtomicShell

/// The status bar's opening message, by which the app tells the config file's first problem.
@MainActor
@Suite("Opening message", .timeLimit(.minutes(3)))
struct OpeningMessageTests {
    @Test("the opening message shows in the status bar until the first key")
    func showsUntilTheFirstKey() async {
        let shell = AppShell(
            builder: ShellFixture.builder(), panes: ShellFixture.panes, route: .home, now: Date(),
            message: "config.yml:2: unknown key \"colour\"")
        await shell.start()
        await ShellFixture.settle(shell)
        let lastRow = { (frame: CellBuffer) in frame.row(frame.height - 1).map(\.grapheme).joined() }
        #expect(lastRow(shell.frame(size: ShellFixture.size, tick: 0)).contains("config.yml:2: unknown key"))
        await ShellFixture.press([.down], on: shell)
        #expect(!lastRow(shell.frame(size: ShellFixture.size, tick: 0)).contains("unknown key"))
    }
}

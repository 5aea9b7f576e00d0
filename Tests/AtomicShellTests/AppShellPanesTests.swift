import Foundation
import Presentation
import TerminalUI
import Testing

@testable import AtomicShell

/// Tab, Shift-Tab and Alt-N switch between the features' top screens, each kept where it was left.
@MainActor
@Suite("Shell panes")
struct AppShellPanesTests {
    @Test("Tab opens the next feature's pane; Tab again comes back to the first where it was left")
    func tabKeepsEachPlace() async {
        let shell = ShellFixture.shell(at: .users(since: nil))
        await ShellFixture.settle(shell)
        await ShellFixture.press([.character("5"), .character("j"), .enter], on: shell)
        #expect(shell.state.routes == [.home, .users(since: nil), .user(login: "user6")])
        let profile = shell.state.pane?.viewModel
        await ShellFixture.press([.tab], on: shell)
        #expect(shell.state.routes == [.home, .posts])
        #expect(shell.state.message == "Posts · pane 2 of 2")
        await ShellFixture.press([.down], on: shell)
        await ShellFixture.press([.tab], on: shell)
        // The same screen, the same view model: nothing was built again.
        #expect(shell.state.routes == [.home, .users(since: nil), .user(login: "user6")])
        #expect(shell.state.pane?.viewModel === profile)
        await ShellFixture.press([.escape], on: shell)
        #expect(shell.state.stack.last?.list.selected == 5)
        await ShellFixture.press([.backTab], on: shell)
        #expect(shell.state.routes == [.home, .posts] && shell.state.stack.last?.list.selected == 1)
        await ShellFixture.press([.alt("1")], on: shell)
        #expect(shell.state.routes == [.home, .users(since: nil)])
        await ShellFixture.press([.alt("2")], on: shell)
        #expect(shell.state.routes == [.home, .posts])
        #expect(shell.state.panes.count == 2)
        await ShellFixture.press([.alt("9")], on: shell)
        #expect(shell.state.message == "no pane 9: Alt-1…2 pick one")
    }

    @Test("from home, Tab goes to the first feature; a feature opened again from home starts afresh")
    func fromHome() async {
        let shell = ShellFixture.shell(at: .home)
        await ShellFixture.settle(shell)
        await ShellFixture.press([.tab], on: shell)
        #expect(shell.state.routes == [.home, .users(since: nil)])
        await ShellFixture.press([.character("3"), .character("j"), .tab], on: shell)
        #expect(shell.state.routes == [.home, .posts])
        // Back to home in the posts pane, then the users list from there: the old users pane is closed.
        await ShellFixture.press([.escape, .enter], on: shell)
        #expect(shell.state.routes == [.home, .users(since: nil)])
        #expect(shell.state.panes.count == 1)
        #expect(shell.state.stack.last?.list.selected == 0)
        // Shift-Tab from the first pane wraps to the last.
        await ShellFixture.press([.backTab], on: shell)
        #expect(shell.state.routes == [.home, .posts] && shell.state.panes.count == 2)
        #expect(shell.state.helpEntries.contains(KeyHint("Alt-1…2", "pane N")))
    }
}

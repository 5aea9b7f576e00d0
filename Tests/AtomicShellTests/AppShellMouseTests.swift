import Domain
import Foundation
import Presentation
import TerminalUI
import Testing

@testable import AtomicShell

/// What the mouse does in the shell: the wheel, clicks on rows, double clicks, the breadcrumb and the overlays.
@MainActor
@Suite("App shell mouse", .timeLimit(.minutes(3)))
struct AppShellMouseTests {
    let size = TerminalSize(columns: 80, rows: 24)
    let start = Date(timeIntervalSince1970: 1_000_000)

    private func press(
        _ button: MouseEvent.Button = .left, column: Int = 10, row: Int, after seconds: TimeInterval = 0,
        on shell: AppShell
    ) async -> ShellEffect? {
        let effect = shell.send(
            .mouse(MouseEvent(button: button, kind: .press, column: column, row: row), at: start + seconds))
        await shell.settle()
        return effect
    }

    /// The screen row the list shown draws its item `index` on, as the last frame laid it out.
    private func screenRow(of index: Int, in shell: AppShell) -> Int {
        shell.state.contentArea.y + index - (shell.state.current?.list.offset ?? 0)
    }

    private func usersShell() async -> AppShell {
        let details = ["user4": GitHubUserDetail(id: 4, login: "user4", name: "Fourth User")]
        let shell = ShellFixture.shell(at: .users(since: nil), users: PagedUsersRepository(count: 60, details: details))
        await ShellFixture.settle(shell)
        _ = shell.frame(size: size)
        return shell
    }

    @Test("the wheel moves a list's selection three rows a notch, and loads the next page near the end")
    func wheelOnAList() async {
        let users = PagedUsersRepository(count: 90)
        let shell = ShellFixture.shell(at: .users(since: nil), users: users)
        await ShellFixture.settle(shell)
        _ = await press(.wheelDown, row: 5, on: shell)
        #expect(shell.state.current?.list.selected == 3)
        _ = await press(.wheelDown, row: 5, on: shell)
        _ = await press(.wheelUp, row: 5, on: shell)
        #expect(shell.state.current?.list.selected == 3)
        for _ in 0..<9 { _ = await press(.wheelDown, row: 5, on: shell) }
        #expect(shell.state.current?.list.selected == 30)
        #expect(users.sinceRequests == [0, 30])
        #expect(shell.state.selectedItemID != nil)
    }

    @Test("the wheel scrolls a text three lines a notch")
    func wheelOnAText() async {
        let shell = ShellFixture.shell(at: .post(id: 1))
        await ShellFixture.settle(shell)
        let small = TerminalSize(columns: 40, rows: 12)
        let top = shell.frame(size: small).plainText
        _ = await press(.wheelDown, row: 5, on: shell)
        #expect(shell.state.current?.scroll.offset == 3)
        #expect(shell.frame(size: small).plainText != top)
        _ = await press(.wheelUp, row: 5, on: shell)
        #expect(shell.state.current?.scroll.offset == 0)
        #expect(shell.frame(size: small).plainText == top)
    }

    @Test("a click on a row selects the row drawn there; a click on the selected row opens it")
    func clickSelectsThenOpens() async {
        let shell = await usersShell()
        let row = screenRow(of: 3, in: shell)
        #expect(shell.frame(size: size).plainText.split(separator: "\n")[row].contains("user4"))
        _ = await press(row: row, on: shell)
        #expect(shell.state.current?.list.selected == 3)
        #expect(shell.state.top == .users(since: nil))
        _ = await press(row: row, after: 1, on: shell)
        #expect(shell.state.top == .user(login: "user4"))
        #expect(shell.frame(size: size).plainText.contains("Fourth User"))
    }

    @Test("a click on a scrolled list selects the row drawn there, not the row of that index")
    func clickOnAScrolledList() async {
        let shell = await usersShell()
        await ShellFixture.press(Array(repeating: .down, count: 30), on: shell)
        _ = shell.frame(size: size)
        let offset = shell.state.current?.list.offset ?? 0
        #expect(offset > 0)
        let area = shell.state.contentArea
        _ = await press(row: area.y + 2, on: shell)
        #expect(shell.state.current?.list.selected == offset + 2)
        let drawn = shell.frame(size: size).plainText.split(separator: "\n", omittingEmptySubsequences: false)
        // The fixture's users are numbered from 1.
        #expect(drawn[area.y + 2].contains("user\(offset + 3) "))
    }

    @Test("two presses on a row within 400 ms open it even when a key moved the selection between them")
    func doubleClickOpens() async {
        let shell = await usersShell()
        let row = screenRow(of: 3, in: shell)
        _ = await press(row: row, on: shell)
        await ShellFixture.press([.down], on: shell)
        _ = await press(row: row, after: 0.3, on: shell)
        #expect(shell.state.top == .user(login: "user4"))
    }

    @Test("two presses 500 ms apart, the selection moved between them, only select")
    func slowPressesSelect() async {
        let shell = await usersShell()
        let row = screenRow(of: 3, in: shell)
        _ = await press(row: row, on: shell)
        await ShellFixture.press([.down], on: shell)
        _ = await press(row: row, after: 0.5, on: shell)
        #expect(shell.state.top == .users(since: nil))
        #expect(shell.state.current?.list.selected == 3)
    }

    @Test("the press on the same line after one that opened a screen, within 400 ms, is not a click on the new screen")
    func secondPressOfADoubleClickIsNotAClickOnTheNextScreen() async {
        let shell = ShellFixture.shell(at: .home)
        await ShellFixture.settle(shell)
        _ = shell.frame(size: size)
        let homeRow = shell.state.contentArea.y + 1
        _ = await press(row: homeRow, on: shell)
        #expect(shell.state.top == .users(since: nil))
        _ = shell.frame(size: size)
        _ = await press(row: homeRow, after: 0.2, on: shell)
        #expect(shell.state.current?.list.selected == 0)
        _ = await press(row: homeRow, after: 0.8, on: shell)
        #expect(shell.state.current?.list.selected == homeRow - shell.state.contentArea.y)
        #expect(shell.state.current?.list.selected != 0)
        // A press elsewhere soon after an open is a click of its own.
        _ = await press(row: homeRow, after: 1.6, on: shell)
        #expect(shell.state.top != .users(since: nil))
        await ShellFixture.press([.escape], on: shell)
        _ = shell.frame(size: size)
        _ = await press(row: screenRow(of: 4, in: shell), after: 1.8, on: shell)
        #expect(shell.state.current?.list.selected == 4)
    }

    @Test("a click on home's status line under a feature opens nothing but selects it")
    func clickOnHome() async {
        let shell = ShellFixture.shell(at: .home)
        await ShellFixture.settle(shell)
        _ = shell.frame(size: size)
        let area = shell.state.contentArea
        _ = await press(row: area.y, on: shell)
        #expect(shell.state.current?.list.selected == 0)
        _ = await press(row: area.y + 5, on: shell)
        #expect(shell.state.current?.list.selected == 1)
        #expect(shell.state.top == .home)
        _ = await press(row: area.y + 4, after: 1, on: shell)
        #expect(shell.state.top == .posts)
    }

    @Test("a click on an earlier screen in the breadcrumb goes back to it; the title and the screen shown do nothing")
    func breadcrumbGoesBack() async throws {
        let shell = await usersShell()
        await ShellFixture.press([.down, .down, .down, .enter], on: shell)
        #expect(shell.state.routes == [.home, .users(since: nil), .user(login: "user4")])
        func column(of text: String) throws -> Int {
            let header = String(shell.frame(size: size).plainText.split(separator: "\n")[0])
            let range = try #require(header.range(of: text))
            return header.distance(from: header.startIndex, to: range.lowerBound) + 1
        }
        let title = try column(of: "AtomicArch")
        _ = await press(column: title, row: 0, on: shell)
        _ = await press(column: try column(of: "user4"), row: 0, after: 1, on: shell)
        #expect(shell.state.top == .user(login: "user4"))
        let users = try column(of: ShellState.title(of: .users(since: nil)))
        _ = await press(column: users, row: 0, after: 2, on: shell)
        #expect(shell.state.routes == [.home, .users(since: nil)])
        #expect(shell.state.current?.list.selected == 3)
        await ShellFixture.press([.enter], on: shell)
        let home = try column(of: ShellState.title(of: .home))
        _ = await press(column: home, row: 0, after: 3, on: shell)
        #expect(shell.state.routes == [.home])
    }

    @Test("a click closes the help and the inspector without acting on what is under them")
    func clickClosesOverlays() async {
        let shell = await usersShell()
        let row = screenRow(of: 3, in: shell)
        await ShellFixture.press([.character("?")], on: shell)
        _ = await press(row: row, on: shell)
        #expect(!shell.state.showsHelp)
        #expect(shell.state.current?.list.selected == 0)
        await ShellFixture.press([.character("i")], on: shell)
        _ = await press(.wheelDown, row: row, on: shell)
        #expect(shell.state.current?.list.selected == 0)
        _ = await press(row: row, after: 1, on: shell)
        #expect(!shell.state.showsInspector)
        #expect(shell.state.current?.list.selected == 0)
    }

    @Test("a click on a row while the filter line is open keeps the filter and selects the row")
    func clickClosesTheFilterLine() async {
        let shell = await usersShell()
        await ShellFixture.press([.character("/"), .character("1")], on: shell)
        _ = shell.frame(size: size)
        _ = await press(row: screenRow(of: 1, in: shell), on: shell)
        #expect(shell.state.filterInput == nil)
        #expect(shell.state.listPane?.filter == "1")
        #expect(shell.state.current?.list.selected == 1)
    }

    @Test(
        "releases, drags, other buttons, clicks off the rows and huge coordinates change nothing",
        arguments: [
            MouseEvent(button: .left, kind: .release, column: 10, row: 5),
            MouseEvent(button: .left, kind: .drag, column: 10, row: 5),
            MouseEvent(button: .right, kind: .press, column: 10, row: 5),
            MouseEvent(button: .middle, kind: .press, column: 10, row: 5),
            MouseEvent(button: .none, kind: .move, column: 10, row: 5),
            MouseEvent(button: .left, kind: .press, column: 10, row: 23),
            MouseEvent(button: .left, kind: .press, column: Int.max - 1, row: 5),
            MouseEvent(button: .left, kind: .press, column: 10, row: Int.max - 1),
            MouseEvent(button: .left, kind: .press, column: Int.max - 1, row: 0),
        ])
    func ignoredEvents(event: MouseEvent) async {
        let shell = await usersShell()
        #expect(shell.send(.mouse(event, at: start)) == nil)
        await shell.settle()
        #expect(shell.state.current?.list.selected == 0)
        #expect(shell.state.routes == [.home, .users(since: nil)])
    }

    @Test("nothing happens on a terminal too small to draw")
    func tooSmall() async {
        let shell = await usersShell()
        _ = shell.frame(size: TerminalSize(columns: 30, rows: 8))
        _ = await press(.wheelDown, row: 3, on: shell)
        _ = await press(row: 3, on: shell)
        #expect(shell.state.current?.list.selected == 0)
    }
}

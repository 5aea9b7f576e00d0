import Domain
import Foundation
import Presentation
import TerminalUI
import Testing

@testable import AtomicShell

/// The users list as a window of pages, through the keys: `G` jumps to the end of what is stored, `gg` and `10G`
/// back to the start, and scrolling past the window's size keeps the screen and the header's row number right.
@MainActor
@Suite("Shell list window")
struct AppShellListWindowTests {
    private let size = ShellFixture.size

    private func header(_ shell: AppShell) -> String {
        String(shell.frame(size: size).plainText.split(separator: "\n").first ?? "")
    }

    private func stored(_ count: Int) -> PagedUsersRepository {
        PagedUsersRepository(count: count, namesStoredPages: true)
    }

    @Test("G goes to the last stored user without loading the pages between, gg comes back to the first")
    func jumps() async {
        let users = stored(100_000)
        let shell = ShellFixture.shell(at: .users(since: nil), users: users)
        await ShellFixture.settle(shell)
        await ShellFixture.press([.character("G")], on: shell)

        #expect(shell.state.selectedItemID == "user100000")
        #expect(users.sinceRequests.first == 0 && users.sinceRequests.suffix(2) == [99_970, 100_000])
        #expect(
            users.sinceRequests.filter { (31..<99_970).contains($0) }.isEmpty,
            "the last stored page and the one after it (the list's end): none in between")
        #expect(header(shell).hasSuffix("row 100,000 of 100,000"), "the store counts the rows before the jump")

        await ShellFixture.press([.character("g"), .character("g")], on: shell)
        #expect(shell.state.selectedItemID == "user1")
        #expect(header(shell).hasSuffix("row 1 of many · 30 users"))
        #expect(users.sinceRequests.last == 0)
    }

    @Test("10G after a jump goes to row 10 of the whole list")
    func countAfterAJump() async {
        let shell = ShellFixture.shell(at: .users(since: nil), users: stored(100_000))
        await ShellFixture.settle(shell)
        await ShellFixture.press([.end], on: shell)
        #expect(shell.state.selectedItemID == "user100000", "End is G")

        await ShellFixture.press([.character("1"), .character("0"), .character("G")], on: shell)
        #expect(shell.state.selectedItemID == "user10")
        #expect(header(shell).hasSuffix("row 10 of many · 39 users"), "the page that starts with row 10")
    }

    @Test("without a store's pages G goes to the last row held, as before")
    func withoutStoredPages() async {
        let users = PagedUsersRepository(count: 100_000)
        let shell = ShellFixture.shell(at: .users(since: nil), users: users)
        await ShellFixture.settle(shell)
        await ShellFixture.press([.character("G")], on: shell)

        #expect(shell.state.selectedItemID == "user30")
        #expect(users.sinceRequests == [0, 30], "the next page loads as the last row is selected")
    }

    @Test("scrolling past the window keeps the rows on the screen and numbers them in the whole list")
    func scrollingPastTheWindow() async throws {
        let shell = ShellFixture.shell(at: .users(since: nil), users: stored(100_000))
        await ShellFixture.settle(shell)
        // 20 pages of 30 are held; scroll through 900 rows a screen at a time.
        while (shell.state.stack.last?.list.selected ?? 0)
            + (shell.model(UsersListViewModel.self)?.state.itemsBefore ?? 0)
            < 900
        {
            await ShellFixture.press([.pageDown], on: shell)
        }
        let model = try #require(shell.model(UsersListViewModel.self))
        let before = try #require(model.state.itemsBefore)
        #expect(before > 0, "the window let go of its first pages")
        #expect(model.state.items.count <= 20 * 30)
        let list = try #require(shell.state.stack.last?.list)
        let selected = try #require(list.selected)
        let row = before + selected + 1
        #expect(shell.state.selectedItemID == "user\(row)")
        #expect(header(shell).contains("row \(CountText.grouped(row)) of many"))
        // The selected row is on the screen, at the line the offset says.
        let lines = shell.frame(size: size).plainText.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.contains { $0.contains("user\(row) ") || $0.hasSuffix("user\(row)") })
        #expect(selected >= list.offset && selected < list.offset + shell.state.pageHeight)
    }
}

extension AppShellListWindowTests {
    @Test("a jump whose page cannot be had keeps the rows, and the selection lands on the last one")
    func failedJump() async throws {
        let users = PagedUsersRepository(count: 100_000, failsAfter: 1_000, namesStoredPages: true)
        let shell = ShellFixture.shell(at: .users(since: nil), users: users)
        await ShellFixture.settle(shell)
        await ShellFixture.press([.character("G")], on: shell)

        let model = try #require(shell.model(UsersListViewModel.self))
        #expect(model.state.items.first?.id == 1, "the rows held stay")
        #expect(shell.state.selectedItemID == "user30", "the selection goes to the last row held")
    }
}

extension AppShellListWindowTests {
    @Test("100G goes to row 100 after the window moved past it, 5000G to a row never loaded, by one jump")
    func countsPastTheWindow() async throws {
        let users = stored(100_000)
        let shell = ShellFixture.shell(at: .users(since: nil), users: users)
        await ShellFixture.settle(shell)
        while (shell.model(UsersListViewModel.self)?.state.itemsBefore ?? 0) < 200 {
            await ShellFixture.press([.pageDown], on: shell)
        }
        await ShellFixture.press([.character("1"), .character("0"), .character("0"), .character("G")], on: shell)
        #expect(shell.state.selectedItemID == "user100")
        #expect(header(shell).contains("row 100 of many"))

        let asked = users.sinceRequests.count
        await ShellFixture.press(
            [.character("5"), .character("0"), .character("0"), .character("0"), .character("G")], on: shell)
        #expect(shell.state.selectedItemID == "user5000")
        #expect(header(shell).contains("row 5,000 of many"))
        #expect(users.sinceRequests.dropFirst(asked).first == 4_999, "the page that starts with row 5,000")
    }

    @Test("a key that comes after the rows moved, before the shell heard of it, moves from where its row is now")
    func keyAfterRowsMoved() async throws {
        let shell = ShellFixture.shell(at: .users(since: nil), users: stored(100_000))
        await ShellFixture.settle(shell)
        while (shell.model(UsersListViewModel.self)?.state.items.count ?? 0) < 600 {
            await ShellFixture.press([.pageDown], on: shell)
        }
        let model = try #require(shell.model(UsersListViewModel.self))
        let selected = try #require(shell.state.selectedItemID)
        // The next page arrives and the window lets go of its first one, unseen by the shell.
        await model.loadMoreIfNeeded(currentItem: try #require(model.state.items.last))?.value
        #expect(model.state.itemsBefore == 30)
        shell.send(.key(.character("j")))

        let row = try #require(Int(selected.dropFirst(4)))
        #expect(shell.state.selectedItemID == "user\(row + 1)", "one row down from the row it was on")
    }
}

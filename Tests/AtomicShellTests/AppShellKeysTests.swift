import Foundation
import Presentation
import TerminalUI
import Testing

@testable import AtomicShell

/// The movement keys as a person types them: counts, `gg`, half pages, the header's position, the help that fits
/// the screen, and the text search of a profile or a post.
@MainActor
@Suite("Shell keys")
struct AppShellKeysTests {
    private let size = ShellFixture.size

    private func header(_ shell: AppShell) -> String {
        String(shell.frame(size: size).plainText.split(separator: "\n").first ?? "")
    }

    private func statusBar(_ shell: AppShell) -> String {
        String(shell.frame(size: size).plainText.split(separator: "\n").last ?? "")
    }

    @Test("counts repeat a move or name a row; gg waits for its second g; the header says the row")
    func countsAndPosition() async {
        let shell = ShellFixture.shell(at: .users(since: nil))
        await ShellFixture.settle(shell)
        #expect(header(shell).hasSuffix("row 1 of many · 30 users"))
        await ShellFixture.press([.character("5"), .character("j")], on: shell)
        #expect(shell.state.stack.last?.list.selected == 5)
        // The count shows in the status bar while it is typed.
        await ShellFixture.press([.character("1"), .character("2")], on: shell)
        #expect(statusBar(shell).hasSuffix("12"))
        await ShellFixture.press([.character("G")], on: shell)
        #expect(shell.state.stack.last?.list.selected == 11)
        #expect(header(shell).hasSuffix("row 12 of many · 30 users"))
        await ShellFixture.press([.character("g")], on: shell)
        #expect(shell.state.pendingKeys == [.character("g")] && shell.state.stack.last?.list.selected == 11)
        await ShellFixture.press([.character("g")], on: shell)
        #expect(shell.state.stack.last?.list.selected == 0 && shell.state.pendingKeys.isEmpty)
        // `g` then `j`: the `g` is dropped, the `j` moves.
        await ShellFixture.press([.character("g"), .character("j")], on: shell)
        #expect(shell.state.stack.last?.list.selected == 1)
        await ShellFixture.press([.character("3"), .character("g"), .character("g")], on: shell)
        #expect(shell.state.stack.last?.list.selected == 2)
        // A count that would overflow stays at the largest; 0 alone is no count.
        for _ in 0..<30 { shell.send(.key(.character("9"))) }
        #expect(shell.state.count == AppShell.maximumCount)
        // Esc drops the count and stays; 0 alone is no count.
        await ShellFixture.press([.escape], on: shell)
        #expect(shell.state.count == nil && shell.state.top == .users(since: nil))
        await ShellFixture.press([.character("0"), .character("j")], on: shell)
        #expect(shell.state.count == nil)
    }

    @Test("Ctrl-D and Ctrl-U move half a page, Space and Ctrl-F a page; a count multiplies them")
    func halfPages() async {
        let shell = ShellFixture.shell(at: .users(since: nil))
        await ShellFixture.settle(shell)
        let page = shell.state.pageHeight
        await ShellFixture.press([.control("d")], on: shell)
        #expect(shell.state.stack.last?.list.selected == page / 2)
        await ShellFixture.press([.control("u")], on: shell)
        #expect(shell.state.stack.last?.list.selected == 0)
        await ShellFixture.press([.character(" ")], on: shell)
        #expect(shell.state.stack.last?.list.selected == page)
        await ShellFixture.press([.control("b"), .character("2"), .control("d")], on: shell)
        #expect(shell.state.stack.last?.list.selected == 2 * (page / 2))
    }

    @Test("help lists only what works on the screen, with the keys in force, and scrolls at 40 × 12 to Ctrl-Z")
    func helpFitsTheScreen() async throws {
        let keyMap = try KeyMap(remapping: ["filter": ["F"], "suspend": ["ctrl+z", "Z"]])
        let shell = ShellFixture.shell(at: .users(since: nil), keyMap: keyMap)
        await ShellFixture.settle(shell)
        #expect(statusBar(shell).contains("F filter"))
        await ShellFixture.press([.character("?")], on: shell)
        let list = shell.frame(size: size).plainText
        #expect(list.contains("F filter the list") && !list.contains("/ filter"))
        #expect(!list.contains("next part") && !list.contains("next match"))
        await ShellFixture.press([.escape, .enter], on: shell)
        #expect(shell.state.top == .user(login: "user1"))
        await ShellFixture.settle(shell)
        await ShellFixture.press([.character("?")], on: shell)
        let profile = shell.frame(size: size).plainText
        #expect(profile.contains("search the text") && !profile.contains("filter the list"))
        #expect(profile.contains("next match") && !profile.contains("next part"))
        // At 40 × 12 the keys do not fit at once: ↓ scrolls them, and the last screenful ends with suspend and quit.
        let small = TerminalSize(columns: 40, rows: 12)
        // The footer names the keys in force: the standard ones for scrolling and closing here.
        #expect(shell.frame(size: small).plainText.contains(HelpOverlay.standardScrollFooter))
        await ShellFixture.press([.character("G")], on: shell)
        let end = shell.frame(size: small).plainText
        #expect(end.contains("Ctrl-Z Z suspend") && end.contains("q Ctrl-C quit"))
        await ShellFixture.press([.character("?")], on: shell)
        #expect(!shell.state.showsHelp)
    }

    @Test("/ on a post searches its text: every match is found, n and N move between them and wrap")
    func textSearch() async throws {
        let shell = ShellFixture.shell(at: .post(id: 1))
        await ShellFixture.settle(shell)
        await ShellFixture.press([.character("n")], on: shell)
        #expect(shell.state.message == "no search: / searches the text")
        await ShellFixture.press([.character("/")] + "EST".map { .character($0) } + [.enter], on: shell)
        #expect(shell.state.textSearchInput == nil)
        _ = shell.frame(size: size)
        let scroll = try #require(shell.state.stack.last?.scroll)
        #expect(scroll.searchTerm == "EST" && scroll.matchCount >= 3 && scroll.matchIndex == 0)
        #expect(statusBar(shell).hasSuffix("“EST” 1 of \(scroll.matchCount)"))
        await ShellFixture.press([.character("n")], on: shell)
        #expect(shell.state.stack.last?.scroll.matchIndex == 1)
        await ShellFixture.press([.character("N"), .character("N")], on: shell)
        #expect(shell.state.stack.last?.scroll.matchIndex == scroll.matchCount - 1)
        // The current match is drawn bold, reversed and underlined.
        let frame = shell.frame(size: size)
        #expect(frame.cells.contains { $0.style == TextView.currentMatchStyle })
        await ShellFixture.press([.character("/")] + "zzqq".map { .character($0) } + [.enter], on: shell)
        await ShellFixture.press([.character("n")], on: shell)
        #expect(shell.state.message == "“zzqq” is not in the text")
        await ShellFixture.press([.character("/"), .escape], on: shell)
        #expect(shell.state.stack.last?.scroll.searchTerm == nil)
    }
}

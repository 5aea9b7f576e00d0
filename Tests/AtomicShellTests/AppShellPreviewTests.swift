import Foundation
import Presentation
import TerminalUI
import Testing

@testable import AtomicShell

/// On a terminal 140 columns wide or more, the list shows what its selected row opens beside it, once the
/// selection rests.
@MainActor
@Suite("Shell preview")
struct AppShellPreviewTests {
    private let wide = TerminalSize(columns: 150, rows: 30)

    // The fixture knows no profile of these users: the preview says so, as the profile screen would.
    @Test("the users list previews the selected profile; moving on previews the next; narrow shows none")
    func usersPreview() async {
        let shell = ShellFixture.shell(at: .users(since: nil), size: wide)
        await ShellFixture.settle(shell)
        await shell.settlePreview()
        #expect(shell.state.preview?.route == .user(login: "user1"))
        let frame = shell.frame(size: wide).plainText
        #expect(frame.contains("│") && frame.contains("named \"user1\""))
        await ShellFixture.press([.down], on: shell)
        // Until the preview of the new row loads, the old one is not shown as if it were the new row's.
        #expect(!shell.frame(size: wide).plainText.contains("named \"user1\""))
        await shell.settlePreview()
        #expect(shell.state.preview?.route == .user(login: "user2"))
        #expect(shell.frame(size: wide).plainText.contains("named \"user2\""))
        shell.send(.resize(ShellFixture.size))
        #expect(shell.state.preview == nil)
        #expect(!shell.frame(size: ShellFixture.size).plainText.contains("│"))
    }

    @Test("the wait is cancelled when the selection moves on: only the row it rests on is loaded")
    func debounced() async {
        let shell = ShellFixture.shell(at: .posts, size: wide, previewDelay: .seconds(3600))
        await ShellFixture.settle(shell)
        await ShellFixture.press([.down, .down], on: shell)
        #expect(shell.state.preview == nil)
        #expect(shell.previewWait.subject == .post(id: 3))
        // The row it rests on arrives as the action the wait would send.
        shell.send(.previewSettled(.post(id: 3)))
        await shell.settlePreview()
        #expect(shell.state.preview?.route == .post(id: 3))
        #expect(shell.frame(size: wide).plainText.contains("ea molestias quasi"))
        // A wait that ends for a row the selection left shows nothing.
        shell.send(.previewSettled(.post(id: 1)))
        #expect(shell.state.preview?.route == .post(id: 3))
    }
}

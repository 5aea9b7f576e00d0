import Domain
import Foundation
import Presentation
import TerminalUI
import Testing

@testable import AtomicShell

/// A post's parts (its author, its comments), the author's page and the author's posts, driven by keys.
@MainActor
@Suite("Posts: the author and the comments", .timeLimit(.minutes(3)))
struct PostAuthorScreenTests {
    let size = TerminalSize(columns: 80, rows: 24)

    @Test("a post selects its author's line first; Enter opens the author's page, Esc comes back to the post")
    func enterOpensTheAuthor() async {
        let shell = ShellFixture.shell(at: .post(id: 1))
        await ShellFixture.settle(shell)
        let frame = shell.frame(size: size, tick: 0)
        #expect(frame.plainText.contains("] select"))
        #expect(shell.state.selectedPart?.route == .postAuthor(id: 1))
        await ShellFixture.press([.enter], on: shell)
        #expect(shell.state.routes == [.home, .posts, .post(id: 1), .postAuthor(id: 1)])
        let author = shell.frame(size: size, tick: 0).plainText
        #expect(author.contains("Leanne Graham") && author.contains("Email: Sincere@april.biz"))
        #expect(author.contains("Address: Kulas Light, Apt. 556, Gwenborough, 92998-3874"))
        #expect(author.contains("Company: Romaguera-Crona · Multi-layered client-server neural-net"))
        #expect(author.contains("p posts"))
        await ShellFixture.press([.escape], on: shell)
        #expect(shell.state.top == .post(id: 1))
    }

    @Test("the selected part is drawn in reverse video; Tab moves to each comment and stops at the last")
    func tabSelectsComments() async {
        let shell = ShellFixture.shell(at: .post(id: 1))
        await ShellFixture.settle(shell)
        #expect(Self.reversedRows(shell.frame(size: size, tick: 0)).first?.contains("by Leanne Graham") == true)
        await ShellFixture.press([.character("]")], on: shell)
        #expect(Self.reversedRows(shell.frame(size: size, tick: 0)).first?.contains("<Eliseo@gardner.biz>") == true)
        #expect(shell.state.selectedPart?.copiedText == "Eliseo@gardner.biz")
        await ShellFixture.press([.character("]"), .character("]"), .character("]")], on: shell)
        #expect(shell.state.selectedPart?.copiedText == "Jayne_Kuhic@sydney.com")
        await ShellFixture.press([.character("["), .character("[")], on: shell)
        #expect(shell.state.selectedPart?.route == .postAuthor(id: 1))
    }

    @Test("y on a comment copies the commenter's e-mail, in the demo too; on the author's line the post's address")
    func yCopiesTheEmail() async {
        let shell = ShellFixture.shell(at: .post(id: 1), demo: true)
        await ShellFixture.settle(shell)
        _ = shell.frame(size: size, tick: 0)
        #expect(shell.handle(.character("y")) == nil, "the demo post has no page to copy")
        await ShellFixture.press([.character("]"), .character("]")], on: shell)
        #expect(shell.handle(.character("y")) == .copyText("Jayne_Kuhic@sydney.com", noun: "e-mail address"))
        shell.send(.copiedText(noun: "e-mail address"))
        #expect(shell.state.message == "e-mail address copied (OSC 52)")
        let online = ShellFixture.shell(at: .post(id: 1))
        await ShellFixture.settle(online)
        _ = online.frame(size: size, tick: 0)
        #expect(online.handle(.character("y")) == .copy(URL(string: "https://jsonplaceholder.typicode.com/posts/1")!))
    }

    @Test("Tab on a comment near the bottom scrolls it into view with the start of its text")
    func tabScrolls() async {
        let shell = ShellFixture.shell(at: .post(id: 1))
        await ShellFixture.settle(shell)
        let small = TerminalSize(columns: 40, rows: 12)
        _ = shell.frame(size: small, tick: 0)
        await ShellFixture.press([.character("]"), .character("]")], on: shell)
        let rows = shell.frame(size: small, tick: 0).plainText.split(separator: "\n", omittingEmptySubsequences: false)
        let heading = rows.firstIndex { $0.contains("quo vero reiciendis") }
        #expect(heading != nil)
        #expect((heading ?? 0) <= small.rows - 1 - TextView.linesShownAfterHighlight)
        #expect(Self.reversedRows(shell.frame(size: small, tick: 0)).first?.contains("quo vero") == true)
    }

    @Test("p on the author's page lists the author's posts; Enter opens one; Esc goes back through the chain")
    func authorPosts() async {
        let shell = ShellFixture.shell(at: .postAuthor(id: 1))
        await ShellFixture.settle(shell)
        #expect(shell.state.routes == [.home, .posts, .postAuthor(id: 1)])
        await ShellFixture.press([.character("p")], on: shell)
        #expect(shell.state.top == .authorPosts(userId: 1))
        #expect(shell.frame(size: size, tick: 0).plainText.contains("row 1 of 3"))
        await ShellFixture.press([.down, .enter], on: shell)
        #expect(shell.state.top == .post(id: 2))
        await ShellFixture.press([.escape, .escape, .escape], on: shell)
        #expect(shell.state.routes == [.home, .posts])
    }

    @Test("the author's posts' link opens on the author's page, which opens on the feed")
    func authorPostsLink() async throws {
        let route = try ShellFixture.builder().deepLinkParser().route(for: "atomic://posts?user=1")
        let shell = ShellFixture.shell(at: route)
        await ShellFixture.settle(shell)
        #expect(shell.state.routes == [.home, .posts, .postAuthor(id: 1), .authorPosts(userId: 1)])
        #expect(shell.frame(size: size, tick: 0).plainText.contains("Posts by author 1"))
    }

    @Test("an author nobody is says so, and cannot be retried")
    func unknownAuthor() async {
        let shell = ShellFixture.shell(at: .postAuthor(id: 9))
        await ShellFixture.settle(shell)
        #expect(shell.frame(size: size, tick: 0).plainText.contains("no author of posts with id 9"))
    }

    @Test("an author's page at 80×24 and 40×12")
    func snapshot() async {
        let shell = ShellFixture.shell(at: .postAuthor(id: 1))
        await ShellFixture.settle(shell)
        for size in ScreenSnapshot.sizes {
            ScreenSnapshot.files.expect(shell.frame(size: size, tick: 0), named: "post-author")
        }
    }

    /// The text of each row drawn in reverse video, top to bottom (the status bar's excepted).
    static func reversedRows(_ buffer: CellBuffer) -> [String] {
        (1..<(buffer.height - 1)).compactMap { y -> String? in
            let cells = buffer.row(y)
            guard cells.contains(where: { $0.style.attributes.contains(.reverse) && $0.grapheme != " " }) else {
                return nil
            }
            return cells.map(\.grapheme).joined()
        }
    }
}

import AtomicTestSupport
import DemoServer
import Foundation
import Testing

/// A post's author and comments in the built app, in tmux, on the demo data: Tab through the comments, Enter on
/// the author's line, `p` for the author's posts, Esc back through the whole chain.
@Suite(
    "A post's author in tmux", .serialized, .enabled(if: TmuxPane.isAvailable), .timeLimit(.minutes(2)))
struct EndToEndPostAuthorTests {
    @Test("post → author → the author's posts → a post, then Esc ×3 back to the first post")
    func chain() async throws {
        let sandbox = try EndToEndSandbox()
        let pane = try InteractiveRun.start(
            ["--demo", "open", "atomic://posts/1"], sandbox: sandbox, gitHub: nil, columns: 100, rows: 30)
        try await pane.waitFor("] select")
        try pane.send("]")
        try pane.send("Enter")
        try await pane.waitFor("Comments (5)")
        let author = try #require(DemoDataset.standard.postAuthors.first)
        try pane.send("[")
        try pane.send("Enter")
        let page = try await pane.waitForScreen("the author's page") {
            $0.contains("Post 1 › Author 1") && $0.contains("Company: ")
        }
        #expect(page.contains(author.name) && page.contains("Company: ") && page.contains("p posts"))
        try pane.send("p")
        try await pane.waitFor("Posts by author 1")
        try pane.send("j")
        try pane.send("Enter")
        try await pane.waitFor("Posts by author 1 › Post 2")
        // The last crumb of the header, followed by the spaces before its right-hand text.
        for crumb in ["› Posts by author 1  ", "› Author 1  ", "› Post 1  "] {
            try pane.send("Escape")
            _ = try await pane.waitForScreen("back to \(crumb)") { screen in
                screen.split(separator: "\n").first?.contains(crumb) ?? false
            }
        }
        let back = try await pane.waitForScreen("the first post again") { $0.contains("Comments (5)") }
        #expect(!back.contains("Author 1"))
    }
}

import AtomicCore
import AtomicTestSupport
import Foundation
import Testing

/// The movement keys, the panes and the preview of the built `atomic --demo`, typed in a real terminal (tmux).
@Suite("Keys and panes in tmux", .serialized, .enabled(if: TmuxPane.isAvailable), .timeLimit(.minutes(2)))
struct EndToEndKeysTests {
    @Test("5j, G, gg and Ctrl-D move with the header's row; Tab and Alt-1 switch panes; ? fits the screen")
    func keysAndPanes() async throws {
        let sandbox = try EndToEndSandbox()
        let pane = try InteractiveRun.start(["--demo", "users"], sandbox: sandbox, gitHub: nil, columns: 100, rows: 30)
        try await pane.waitFor("row 1 of many")
        try pane.send("5")
        try pane.send("j")
        try await pane.waitFor("row 6 of many")
        try pane.send("G")
        try await pane.waitFor("row 30 of many")
        try pane.send("g")
        try pane.send("g")
        try await pane.waitFor("row 1 of many")
        try pane.send("C-d")
        // Half of the content's height, whatever the notice rows take.
        let half = try await pane.waitForScreen("half a page down") { screen in
            (10...15).contains { screen.contains("row \($0) of many") }
        }
        let row = try #require((10...15).first { half.contains("row \($0) of many") })
        try pane.send("Tab")
        // The message comes at once; the rows once the posts have loaded.
        try await pane.waitForScreen("the posts pane with its rows") {
            $0.contains("Posts · pane 2 of 2") && $0.contains("row 1 of ")
        }
        try pane.send("j")
        try await pane.waitFor("row 2 of ")
        // Alt-1 is ESC and the key in one write, as a terminal sends it.
        try pane.send("M-1")
        let users = try await pane.waitForScreen("the users pane where it was left") {
            $0.contains("Users · pane 1 of 2") && $0.contains("row \(row) of many")
        }
        #expect(users.split(separator: "\n").first?.contains("Home › Users") ?? false)
        try pane.send("Enter")
        try await pane.waitFor("Followers:")
        try pane.send("?")
        let help = try await pane.waitFor("search the text")
        #expect(!help.contains("filter the list") && help.contains("Alt-1…2 pane N"))
        try pane.send("q")
        try await pane.waitFor("atomic exited 0")
    }

    @Test("at 150 columns the users list previews the selected profile beside it")
    func preview() async throws {
        let sandbox = try EndToEndSandbox()
        let pane = try InteractiveRun.start(["--demo", "users"], sandbox: sandbox, gitHub: nil, columns: 150, rows: 30)
        try await pane.waitFor("@dara-labs-0")
        try pane.send("j")
        let screen = try await pane.waitFor("@nanamiito92-1")
        #expect(screen.contains("│") && !screen.contains("@dara-labs-0"))
        try pane.send("q")
        try await pane.waitFor("atomic exited 0")
    }
}

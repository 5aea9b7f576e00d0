import AtomicTestSupport
import Foundation
import Testing

/// `G` and End on a text screen show its last line on the last row of the text, and pressing them again moves
/// nothing.
@Suite(
    "Text screens scroll to the bottom in tmux", .serialized, .enabled(if: TmuxPane.isAvailable),
    .timeLimit(.minutes(2)))
struct EndToEndScrollBottomTests {
    @Test("at 60 × 14, G on a profile shows Joined, and G, End or j again leave the screen as it is")
    func profileBottom() async throws {
        let sandbox = try EndToEndSandbox()
        let pane = try InteractiveRun.start(["--demo", "users"], sandbox: sandbox, gitHub: nil, columns: 60, rows: 14)
        try await pane.waitFor(" #")
        try pane.send("Enter")
        // The first demo user's profile: its long bio leaves the counts below the first screen.
        let login = try #require(DemoDataset.standard.gitHubUsers.first?.user.login)
        try await pane.waitFor("@\(login)")
        try pane.send("G")
        let bottom = try await pane.waitForScreen("the last line, Joined") { $0.contains("Joined: ") }
        for key in ["G", "End", "j"] {
            try pane.send(key)
            // A key that changes nothing draws nothing; "?" opens the help, proving the key before it was handled.
            try pane.send("?")
            try await pane.waitFor("Esc or ? closes")
            try pane.send("?")
            let after = try await pane.waitForScreen("the profile again after \(key)") {
                !$0.contains("Esc or ? closes")
            }
            #expect(
                Self.row(of: "Joined: ", in: after) == Self.row(of: "Joined: ", in: bottom)
                    && Self.row(of: "Followers: ", in: after) == Self.row(of: "Followers: ", in: bottom),
                "\(key) at the bottom moved the text:\n\(after)")
        }
    }

    @Test("at 60 × 14, G on a post with its comments shows the last line")
    func postBottom() async throws {
        let sandbox = try EndToEndSandbox()
        let pane = try InteractiveRun.start(["--demo", "posts"], sandbox: sandbox, gitHub: nil, columns: 60, rows: 14)
        try await pane.waitFor("5 comments")
        try pane.send("Enter")
        let top = try await pane.waitForScreen("the post") { $0.contains("▼") }
        try pane.send("G")
        let bottom = try await pane.waitForScreen("the bottom of the post") { $0 != top && !$0.contains("▼") }
        #expect(bottom.contains("▲"))
        try pane.send("G")
        try pane.send("?")
        try await pane.waitFor("Esc or ? closes")
        try pane.send("?")
        let after = try await pane.waitForScreen("the post again") { !$0.contains("Esc or ? closes") }
        #expect(after == bottom)
    }

    /// The row of the screen that contains `text`, or nil.
    static func row(of text: String, in screen: String) -> Int? {
        screen.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(text) }
    }
}

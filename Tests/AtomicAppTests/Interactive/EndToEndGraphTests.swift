import AtomicTestSupport
import DemoServer
import Foundation
import Testing

/// The graph of users in the built `atomic`: every link of followers, following, repositories and search prints
/// what its command prints, and in tmux a profile leads to its followers, a follower's profile, that user's
/// repositories, and Esc goes back through the whole chain.
@Suite("Followers, following, repositories and search, end to end", .serialized)
struct EndToEndGraphTests {
    /// The first user of the demo data, whose followers and following the demo lists.
    static var login: String { DemoDataset.standard.gitHubUsers.first?.user.login ?? "" }

    @Test(
        "each link prints what its command prints",
        arguments: [
            ("atomic://users/LOGIN/followers", ["followers", "LOGIN"]),
            ("https://github.com/LOGIN?tab=followers", ["followers", "LOGIN"]),
            ("atomic://users/LOGIN/following", ["following", "LOGIN"]),
            ("https://github.com/LOGIN?tab=following", ["following", "LOGIN"]),
            ("atomic://users/LOGIN/repos", ["repos", "LOGIN"]),
            ("https://github.com/LOGIN?tab=repositories", ["repos", "LOGIN"]),
            ("https://github.com/LOGIN?tab=stars", ["user", "LOGIN"]),
            ("atomic://search/users?q=an%20type:user", ["search", "users", "an type:user"]),
            ("https://github.com/search?q=an+type%3Auser&type=users", ["search", "users", "an type:user"]),
        ])
    func eachLinkPrintsItsCommand(link: String, command: [String]) async throws {
        let sandbox = try EndToEndSandbox()
        let login = Self.login
        let opened = try await sandbox.atomic(
            ["--demo", "open", link.replacingOccurrences(of: "LOGIN", with: login), "--json"])
        let direct = try await sandbox.atomic(
            ["--demo"] + command.map { $0.replacingOccurrences(of: "LOGIN", with: login) } + ["--json"])
        #expect(opened.status == 0, "stderr: \(opened.errorOutput)")
        #expect(opened.output == direct.output && !opened.output.isEmpty)
    }

    @Test(
        "profile, followers, a follower's profile, its repositories, and Esc three times back",
        .enabled(if: TmuxPane.isAvailable), .timeLimit(.minutes(2)))
    func theChainAndBack() async throws {
        let sandbox = try EndToEndSandbox()
        let login = Self.login
        let pane = try InteractiveRun.start(
            ["--demo", "open", "atomic://users/\(login)"], sandbox: sandbox, gitHub: nil, columns: 100, rows: 30)
        let isTheProfile = { (screen: String) in
            let lines = screen.split(separator: "\n")
            return lines.first?.hasSuffix("› \(login)") == true && screen.contains("@\(login)")
                && screen.contains("f followers  F following  R repositories")
        }
        _ = try await pane.waitForScreen("the profile and its keys", until: isTheProfile)
        try pane.send("f")
        // Enter waits for the rows: the first page of the demo's followers.
        _ = try await pane.waitForScreen("the followers") { $0.contains("› Followers") && $0.contains("30 users") }
        try pane.send("Enter")
        let follower = try await pane.waitForScreen("a follower's profile") {
            $0.contains("› Followers ›") && $0.contains("R repositories")
        }
        #expect(!follower.contains("@\(login)"))
        try pane.send("R")
        _ = try await pane.waitForScreen("the repositories") {
            $0.contains("› Repositories") && $0.contains("Hello-World")
        }
        for _ in 0..<3 { try pane.send("Escape") }
        _ = try await pane.waitForScreen("the first profile again", until: isTheProfile)
        try pane.send("q")
    }
}

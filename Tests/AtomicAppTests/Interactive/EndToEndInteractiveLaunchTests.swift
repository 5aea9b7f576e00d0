import AtomicTestSupport
import Foundation
import Testing

/// When the built `atomic` opens the interactive app on a terminal (tmux), and at which screen: no command opens
/// home, `users` and `posts` their lists, `open LINK` the link's screen; `--json`, `--no-interactive` and every
/// other command print instead, on the terminal as well.
@Suite("Interactive launch in tmux", .serialized, .enabled(if: TmuxPane.isAvailable), .timeLimit(.minutes(3)))
struct EndToEndInteractiveLaunchTests {
    @Test(
        "on a terminal: no command opens home, users and posts their lists, open its link",
        arguments: [
            ([String](), "GitHub Users"), (["users"], "AtomicArch › Home › Users "),
            (["users", "--since", "42"], "#52"), (["posts"], "AtomicArch › Home › Posts "),
            (["open", "atomic://posts/3"], "AtomicArch › Home › Posts › "),
            (["open", "https://github.com/user7"], "AtomicArch › Home › Users › "),
        ])
    func opens(arguments: [String], header: String) async throws {
        let sandbox = try EndToEndSandbox()
        let pane = try InteractiveRun.start(["--demo", "--fresh-start"] + arguments, sandbox: sandbox, gitHub: nil)
        let screen = try await pane.waitFor(header)
        #expect(screen.contains("AtomicArch › Home"))
        try pane.send("q")
        try await pane.waitFor("atomic exited 0")
    }

    @Test(
        "commands print on a terminal with --json or --no-interactive, and every command that names no screen",
        arguments: [
            ["users", "--json"], ["--no-interactive"], ["posts", "--no-interactive"], ["user", "user7"],
            ["post", "1"], ["cache", "info"], ["--version"], ["open", "atomic://posts/3", "--no-interactive"],
        ])
    func prints(arguments: [String]) async throws {
        let sandbox = try EndToEndSandbox()
        let pane = try InteractiveRun.start(["--demo"] + arguments, sandbox: sandbox, gitHub: nil)
        // Whatever the command says (the demo has no such user, say), it says it as printed lines.
        let screen = try await pane.waitFor("atomic exited")
        #expect(!screen.contains("AtomicArch ›"), "\(arguments) opened the app")
    }

    @Test("only a bare start opens the remembered route: a screen named on the command line opens itself")
    func namedScreenWinsOverTheRememberedOne() async throws {
        let server = try TestHTTPServer.gitHubUsers(ids: Array(1...90), sendsLink: true)
        defer { server.stop() }
        let posts = try TestHTTPServer.postsFeed()
        defer { posts.stop() }
        let sandbox = try EndToEndSandbox()

        let first = try InteractiveRun.start(["users"], sandbox: sandbox, gitHub: server, posts: posts)
        try await first.waitFor("user1 ")
        try first.send("q")
        try await first.waitFor("atomic exited 0")

        let named = try InteractiveRun.start(["posts"], sandbox: sandbox, gitHub: server, posts: posts)
        let screen = try await named.waitFor("AtomicArch › Home › Posts")
        #expect(!screen.contains("› Users"))
        try named.send("q")
        try await named.waitFor("atomic exited 0")

        let bare = try InteractiveRun.start([], sandbox: sandbox, gitHub: server, posts: posts)
        try await bare.waitFor("AtomicArch › Home › Posts")
        try bare.send("q")
        try await bare.waitFor("atomic exited 0")
    }
}

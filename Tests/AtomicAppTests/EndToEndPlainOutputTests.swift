import AtomicTestSupport
import Foundation
import TerminalUI
import Testing

/// The plain shapes of the built binary: counts grouped for people and never in JSON, remote fields that cleaning
/// leaves blank left out, a huge field fitted to the width and cut with a note; and the spinner only where standard
/// error is a terminal that can show it.
@Suite struct EndToEndPlainOutputTests {
    /// A `GET /users/octocat` body with the given extra members (JSON text, each ending in a comma).
    private static func profile(
        _ extra: String = "", repos: Int = 0, gists: Int = 0, followers: Int = 0, following: Int = 0
    )
        -> String
    {
        """
        {"login":"octocat","id":1,"html_url":"https://github.com/octocat","type":"User",\(extra)
        "public_repos":\(repos),"public_gists":\(gists),"followers":\(followers),"following":\(following)}
        """
    }

    private static func server(user: String) throws -> TestHTTPServer {
        let server = try TestHTTPServer()
        server.route("/users/octocat", .json(user))
        return server
    }

    @Test func aProfilesCountsAreGroupedForPeopleNeverInJSON() async throws {
        let server = try Self.server(user: Self.profile(repos: 1_234, gists: 8, followers: 9_000, following: 12_345))
        defer { server.stop() }
        let sandbox = try EndToEndSandbox()

        let plain = try await sandbox.atomic(["user", "octocat"], gitHub: server)
        #expect(plain.status == 0, "\(plain.errorOutput)")
        #expect(plain.output.contains("Followers  9,000\n") && plain.output.contains("Following  12,345\n"))
        #expect(plain.output.contains("Repos      1,234\n"), "\(plain.output)")
        let json = try await sandbox.atomic(["user", "octocat", "--json"], gitHub: server)
        #expect(json.output.contains(#""publicRepos":1234,"publicGists":8,"followers":9000,"following":12345"#))
    }

    @Test func aFieldThatCleaningLeavesBlankGetsNoRow() async throws {
        let dirty = try Self.server(
            user: Self.profile(#""company":"\u0000\u0001","location":"\u001b[1A\u001b[2K","bio":"\u001b]0;T\u0007","#))
        defer { dirty.stop() }
        let clean = try Self.server(user: Self.profile())
        defer { clean.stop() }

        let shown = try await EndToEndSandbox().atomic(["user", "octocat"], gitHub: dirty)
        let plain = try await EndToEndSandbox().atomic(["user", "octocat"], gitHub: clean)
        #expect(shown.status == 0, "\(shown.errorOutput)")
        #expect(shown.output == plain.output)
        #expect(!shown.output.contains("Company") && !shown.output.contains("Location"))
        #expect(shown.output.contains("ID"))
    }

    @Test func aHugeBioIsFittedToTheTerminalAndCutWithANote() async throws {
        let bio = String(repeating: "b", count: 1 << 20)
        let server = try Self.server(user: Self.profile(#""bio":"\#(bio)","#))
        defer { server.stop() }
        let sandbox = try EndToEndSandbox()

        let run = try await PseudoTerminal.run(
            ["--no-interactive", "user", "octocat"] + sandbox.options(gitHub: server),
            environment: sandbox.environment(["COLUMNS": "80"]))
        #expect(run.status == 0, "\(run.output.suffix(500))")
        let text = PseudoTerminal.visible(PseudoTerminal.withoutSpinner(run.output))
        #expect(text.split(separator: "\n").allSatisfy { TextWidth.displayWidth(of: String($0)) <= 80 })
        #expect(text.contains("… 1,044,576 more characters; see --json"))
        // Every `b` of the bio shown, and the one of the profile address (`github.com`).
        #expect(text.filter { $0 == "b" }.count == 4_000 + 1)
    }

    @Test func aHugePostBodyAndCommentKeepTheirFirstLinesAndEndInANote() async throws {
        let body = String(repeating: "word ", count: (1 << 20) / 5)
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/posts", .json(#"[{"userId":2,"id":1,"title":"T","body":"\#(body)"}]"#))
        server.route("/users", .json("[]"))
        server.route("/comments", .json(#"[{"postId":1,"id":1,"name":"n","email":"e@x.test","body":"\#(body)"}]"#))
        let sandbox = try EndToEndSandbox()

        let run = try await sandbox.atomic(["post", "1"], posts: server, environment: ["COLUMNS": "80"])
        #expect(run.status == 0, "\(run.errorOutput)")
        #expect(run.output.components(separatedBy: "; see --json").count == 3)
        #expect(run.output.split(separator: "\n").allSatisfy { TextWidth.displayWidth(of: String($0)) <= 80 })
    }

    @Test func aProfileLinksItsAddressesOnATerminalAndNeverInAPipe() async throws {
        let server = try Self.server(user: Self.profile(#""avatar_url":"http://127.0.0.1:9/u/1.png","#))
        defer { server.stop() }
        let sandbox = try EndToEndSandbox()

        let terminal = try await PseudoTerminal.run(
            ["--no-interactive", "user", "octocat"] + sandbox.options(gitHub: server),
            environment: sandbox.environment())
        #expect(terminal.status == 0, "\(terminal.output)")
        #expect(terminal.output.contains("\u{1B}]8;;https://github.com/octocat\u{1B}\\https://github.com/octocat"))
        #expect(terminal.output.contains("\u{1B}]8;;http://127.0.0.1:9/u/1.png\u{1B}\\"))
        let piped = try await sandbox.atomic(["user", "octocat"], gitHub: server)
        #expect(piped.output.contains("https://github.com/octocat") && !piped.output.contains("\u{1B}"))
    }

    // MARK: - The spinner

    /// A GitHub whose `/users` answers after `delay`, long past the spinner's.
    private static func slowGitHub() throws -> TestHTTPServer {
        try .gitHubUsers(ids: Array(1...3), sendsLink: false) { $0.delay = .milliseconds(1500) }
    }

    /// `atomic arguments` on a pseudo-terminal, with `redirection` (such as `2>FILE`) applied by the shell; the
    /// terminal's output, and what went to `file`.
    private static func onTerminal(
        _ arguments: [String], redirecting stream: String, environment: [String: String]
    ) async throws -> (terminal: String, file: String) {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-stream-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: file) }
        let atomic = try AtomicBinary.executableURL()
        let command =
            ([atomic.path] + arguments).map(TmuxTerminal.quote).joined(separator: " ") + " \(stream)>"
            + TmuxTerminal.quote(file.path)
        let outcome = try await AtomicBinary.run(
            ["--quiet", "--flush", "--return", "--command", command, "/dev/null"],
            environment: environment.merging(["TERM": "xterm-256color", "SHELL": "/bin/sh"]) { given, _ in given },
            program: try PseudoTerminal.executableURL())
        #expect(outcome.status == 0, "\(outcome.output)")
        return (outcome.output, (try? String(contentsOf: file, encoding: .utf8)) ?? "")
    }

    @Test func aSpinnerTurnsWhenOnlyStandardErrorIsATerminal() async throws {
        let gitHub = try Self.slowGitHub()
        defer { gitHub.stop() }
        let sandbox = try EndToEndSandbox()

        let run = try await Self.onTerminal(
            ["users"] + sandbox.options(gitHub: gitHub), redirecting: "1", environment: sandbox.environment())
        #expect(run.terminal.contains("\r⠋ loading…"), "no spinner: \(run.terminal)")
        #expect(run.terminal.contains("\r\u{1B}[K"), "the spinner was not erased")
        #expect(run.file.hasPrefix("1\tuser1\t"), "\(run.file)")
    }

    @Test func noSpinnerWhenStandardErrorIsNotATerminalOrTheTerminalIsDumb() async throws {
        let gitHub = try Self.slowGitHub()
        defer { gitHub.stop() }
        let sandbox = try EndToEndSandbox()

        let intoFile = try await Self.onTerminal(
            ["--no-interactive", "users"] + sandbox.options(gitHub: gitHub), redirecting: "2",
            environment: sandbox.environment())
        #expect(!intoFile.file.contains("loading") && !intoFile.terminal.contains("loading"), "\(intoFile)")
        #expect(intoFile.terminal.contains("user1"))

        let dumb = try await PseudoTerminal.run(
            ["--no-interactive", "users", "--since", "1"] + sandbox.options(gitHub: gitHub),
            environment: sandbox.environment(["TERM": "dumb"]))
        #expect(dumb.status == 0, "\(dumb.output)")
        #expect(!dumb.output.contains("loading") && !dumb.output.contains("\r"), "\(dumb.output)")
        #expect(dumb.output.contains("user2"))
    }
}

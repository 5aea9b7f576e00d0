import AtomicTestSupport
import Foundation
import Testing

/// `atomic` for people on a (pseudo-)terminal and for tools in a pipe: the same commands, run both ways by the
/// built binary against the loopback server.
@Suite struct EndToEndTerminalTests {
    private static func gitHubServer(delay: Duration? = nil) throws -> TestHTTPServer {
        try .gitHubUsers(ids: Array(1...12), sendsLink: true) { $0.delay = delay }
    }

    @Test func usersAreRecordsInAPipeAndATableWithLinksAndANextHintOnATerminal() async throws {
        let gitHub = try Self.gitHubServer()
        defer { gitHub.stop() }
        let sandbox = try EndToEndSandbox()

        let piped = try await sandbox.atomic(["users", "--limit", "3"], gitHub: gitHub)
        #expect(piped.status == 0, "stderr: \(piped.errorOutput)")
        #expect(
            piped.output
                == "1\tuser1\thttps://github.com/user1\n2\tuser2\thttps://github.com/user2\n"
                + "3\tuser3\thttps://github.com/user3\n")
        #expect(piped.errorOutput == "")

        let terminal = try await sandbox.atomic(["users", "--limit", "3"], gitHub: gitHub, onTerminal: true)
        #expect(terminal.status == 0)
        let lines = PseudoTerminal.visible(terminal.output).split(separator: "\n")
        #expect(lines.first == "ID  LOGIN  PROFILE", "\(terminal.output)")
        #expect(lines.dropFirst().first == " 1  user1  https://github.com/user1")
        #expect(lines.last == "next: atomic --no-interactive users --since 3 --limit 3")
        #expect(terminal.output.contains("\u{1B}]8;;https://github.com/user2\u{1B}\\https://github.com/user2"))
        #expect(terminal.output.contains("\u{1B}[1mID"))

        let dumb = try await sandbox.atomic(
            ["users", "--limit", "3"], gitHub: gitHub, environment: ["TERM": "dumb"], onTerminal: true)
        #expect(dumb.status == 0)
        #expect(!dumb.output.contains("\u{1B}"), "TERM=dumb got escape sequences: \(dumb.output)")
        #expect(dumb.output.hasPrefix("ID  LOGIN  PROFILE\n"))

        // However narrow COLUMNS says the terminal is, text is wrapped to 20 columns at least, never a letter a line.
        let narrow = try await sandbox.atomic(
            ["users", "--limit", "3"], gitHub: gitHub, environment: ["COLUMNS": "1"], onTerminal: true)
        #expect(narrow.status == 0)
        let hint = PseudoTerminal.visible(narrow.output).split(separator: "\n").drop { !$0.hasPrefix("next:") }
        #expect(hint.count > 1 && hint.count <= 4, "\(narrow.output)")
        #expect(hint.allSatisfy { $0.count <= 20 }, "\(narrow.output)")
    }

    @Test func jsonIsOneLineInAPipeAndIndentedInColourOnATerminal() async throws {
        let gitHub = try Self.gitHubServer()
        defer { gitHub.stop() }
        let sandbox = try EndToEndSandbox()

        let piped = try await sandbox.atomic(["users", "--limit", "2", "--json"], gitHub: gitHub)
        #expect(piped.status == 0)
        #expect(piped.output.split(separator: "\n").count == 1)
        let firstUser = #"[{"login":"user1","id":1,"avatarUrl":""# + EndToEndFixtures.avatarBase + #"/1?v=4","#
        #expect(piped.output.hasPrefix(firstUser))
        let rows = try JSONSerialization.jsonObject(with: Data(piped.output.utf8)) as? [[String: Any]]
        #expect(rows?.map { $0["login"] as? String } == ["user1", "user2"])

        let terminal = try await sandbox.atomic(["users", "--limit", "2", "--json"], gitHub: gitHub, onTerminal: true)
        #expect(terminal.status == 0)
        #expect(
            PseudoTerminal.withoutSpinner(terminal.output).hasPrefix(
                "[\n  {\n    \u{1B}[1;34m\"login\"\u{1B}[0m : \u{1B}[32m"))
        #expect(terminal.output.contains("\u{1B}[1;34m\"id\"\u{1B}[0m : \u{1B}[36m1\u{1B}[0m,\n"))
        let decoded = try JSONSerialization.jsonObject(with: Data(PseudoTerminal.visible(terminal.output).utf8))
        #expect((decoded as? [[String: Any]])?.count == 2)

        let noColor = try await sandbox.atomic(
            ["users", "--limit", "2", "--json"], gitHub: gitHub, environment: ["NO_COLOR": "1"], onTerminal: true)
        #expect(!PseudoTerminal.withoutSpinner(noColor.output).contains("\u{1B}"))
        #expect(noColor.output.contains("\n    \"id\" : 1,\n"))
    }

    @Test func at40ColumnsLoginsAndTitlesAreKeptWholeAndEveryLineFits() async throws {
        let gitHub = try TestHTTPServer()
        defer { gitHub.stop() }
        // Logins of 28 characters: with the profile address a row needs 60 columns.
        let long = EndToEndFixtures.gitHubUsersJSON(ids: 1...3)
            .replacingOccurrences(of: #""login":"user"#, with: #""login":"a-rather-long-login-of-user"#)
        gitHub.route("/users", .json(long))
        let posts = try TestHTTPServer.postsFeed()
        defer { posts.stop() }
        let sandbox = try EndToEndSandbox()
        let narrow = ["COLUMNS": "40"]

        let users = try await sandbox.atomic(
            ["users", "--limit", "3"], gitHub: gitHub, environment: narrow, onTerminal: true)
        let userLines = PseudoTerminal.visible(users.output).split(separator: "\n")
        #expect(userLines.first == "ID  LOGIN", "\(users.output)")
        #expect(userLines.contains(" 3  a-rather-long-login-of-user3"))

        let list = try await sandbox.atomic(["posts"], posts: posts, environment: narrow, onTerminal: true)
        let postLines = PseudoTerminal.visible(list.output).split(separator: "\n")
        #expect(postLines.first == "ID  COMMENTS  TITLE", "\(list.output)")
        #expect(postLines.dropFirst().first?.contains("sunt aut facere") == true)

        let post = try await sandbox.atomic(["post", "1"], posts: posts, environment: narrow, onTerminal: true)
        #expect(post.status == 0)
        for output in [users.output, list.output, post.output] {
            for line in PseudoTerminal.visible(output).split(separator: "\n") {
                #expect(line.count <= 40, "\(line)")
            }
        }
        #expect(PseudoTerminal.visible(post.output).contains("by Leanne Graham (@Bret)"))
    }

    @Test func aSpinnerTurnsOnATerminalWhileTheServerIsSlowAndNeverInAPipe() async throws {
        let gitHub = try Self.gitHubServer(delay: .milliseconds(1500))
        defer { gitHub.stop() }
        let sandbox = try EndToEndSandbox()

        let terminal = try await sandbox.atomic(["users", "--limit", "2"], gitHub: gitHub, onTerminal: true)
        #expect(terminal.status == 0)
        let spinner = try #require(terminal.output.range(of: "\r⠋ loading…"), "no spinner: \(terminal.output)")
        let erase = try #require(terminal.output.range(of: "\r\u{1B}[K"), "the spinner was not erased")
        let table = try #require(terminal.output.range(of: "ID  LOGIN"))
        #expect(spinner.lowerBound < erase.lowerBound)
        #expect(erase.lowerBound < table.lowerBound, "the table was printed before the spinner was erased")

        let piped = try await sandbox.atomic(["users", "--limit", "2", "--since", "5"], gitHub: gitHub)
        #expect(piped.status == 0)
        #expect(piped.errorOutput == "")
        #expect(!piped.output.contains("\r") && !piped.output.contains("loading"))
    }

    @Test func demoModeSaysSoOnATerminalOnlyAndHasNoCacheToClear() async throws {
        let sandbox = try EndToEndSandbox()
        let cache = ["--cache-dir", sandbox.cacheDirectory.path]

        let terminal = try await PseudoTerminal.run(
            ["--demo", "--no-interactive", "users", "--limit", "2"] + cache, environment: sandbox.environment())
        #expect(terminal.status == 0)
        #expect(
            PseudoTerminal.withoutSpinner(terminal.output).hasPrefix("demo data — nothing here is real\n"),
            "\(terminal.output)")

        let piped = try await sandbox.atomicExactly(["--demo", "users", "--limit", "2"] + cache)
        #expect(piped.status == 0)
        #expect(piped.errorOutput == "")
        #expect(!piped.output.contains("demo data"))

        let clear = try await sandbox.atomicExactly(["--demo", "cache", "clear"] + cache)
        #expect(clear.status == 0)
        #expect(clear.output == "Demo mode has no cache, so there is nothing to clear.\n")
        #expect(clear.errorOutput == "")
        let info = try await sandbox.atomicExactly(["--demo", "cache", "info"] + cache)
        #expect(info.status == 0)
        #expect(info.output == "Demo mode has no cache: its data is built in, and nothing is stored.\n")
    }
}

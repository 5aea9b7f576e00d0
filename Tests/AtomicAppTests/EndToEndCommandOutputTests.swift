import AtomicTestSupport
import Foundation
import Testing

/// What the commands print, run by the built binary against loopback servers: the JSON shapes, the tables and
/// records, the warnings after the output, and what the overview shows when one side cannot be had.
///
/// The tests run one at a time: each starts several processes, and the suites beside them that wait for a terminal's
/// text within a bound must not wait behind a burst of them.
@Suite(.serialized) struct EndToEndCommandOutputTests {
    /// A GitHub server over the users with ids 3, 6, …, 36, paging by `since` and `per_page`.
    private static func gitHubServer(headers: [(name: String, value: String)] = []) throws -> TestHTTPServer {
        try .gitHubUsers(ids: (1...12).map { $0 * 3 }, sendsLink: false) { $0.headers += headers }
    }

    /// A posts server answering the feed's three paths with `posts`, `authors` and `comments`.
    private static func postsServer(
        posts: String = EndToEndFixtures.postsJSON, authors: String = EndToEndFixtures.authorsJSON,
        comments: String = EndToEndFixtures.commentsJSON
    ) throws -> TestHTTPServer {
        let server = try TestHTTPServer()
        server.route("/posts", .json(posts))
        server.route("/users", .json(authors))
        server.route("/comments", .json(comments))
        return server
    }

    @Test func usersJSONHasTheStableShapeAndThePagesHaveTheRequestedSize() async throws {
        let gitHub = try Self.gitHubServer()
        defer { gitHub.stop() }
        let sandbox = try EndToEndSandbox()

        let run = try await sandbox.atomic(["users", "--limit", "5", "--per-page", "2", "--json"], gitHub: gitHub)

        #expect(run.status == 0)
        #expect(run.errorOutput == "")
        let rows = try #require(EndToEndFixtures.json(run.output) as? [[String: Any]])
        #expect(rows.map { $0["id"] as? Int } == [3, 6, 9, 12, 15])
        #expect(Set(rows[0].keys) == ["id", "login", "avatarUrl", "htmlUrl"])
        #expect(rows[0]["htmlUrl"] as? String == "https://github.com/user3")

        let pager = try Self.gitHubServer()
        defer { pager.stop() }
        let fromThree = try await EndToEndSandbox().atomic(
            ["users", "--limit", "5", "--per-page", "2", "--since", "3"], gitHub: pager)
        #expect(fromThree.status == 0)
        let pages = pager.requests.map { "\($0.queryValue("since") ?? "-") \($0.queryValue("per_page") ?? "-")" }
        #expect(pages == ["3 2", "9 2", "15 2"])
    }

    @Test func emptyResultsAreCompactJSONAndAPostDetailHasItsShape() async throws {
        let gitHub = try Self.gitHubServer()
        defer { gitHub.stop() }
        let posts = try Self.postsServer(
            posts: #"[{"userId":9,"id":1,"title":"t","body":"b"},{"userId":1,"id":2,"title":"u","body":"c"}]"#,
            comments: #"[{"postId":2,"id":5,"name":"n","email":"e@x.test","body":"hi"}]"#)
        defer { posts.stop() }
        let sandbox = try EndToEndSandbox()

        let none = try await sandbox.atomic(["users", "--since", "1000", "--json"], gitHub: gitHub)
        #expect(none.status == 0)
        #expect(none.output == "[]\n")

        let bare = try await sandbox.atomic(["post", "1", "--json"], posts: posts)
        #expect(bare.status == 0)
        #expect(bare.output == #"{"userId":9,"id":1,"title":"t","body":"b","author":null,"comments":[]}"# + "\n")

        let full = try await sandbox.atomic(["post", "2", "--json"], posts: posts)
        let object = try #require(EndToEndFixtures.json(full.output) as? [String: Any])
        #expect(Set(object.keys) == ["id", "userId", "title", "body", "author", "comments"])
        let author = try #require(object["author"] as? [String: Any])
        #expect(Set(author.keys) == ["id", "name", "username", "email"])
        let comments = try #require(object["comments"] as? [[String: Any]])
        #expect(comments.map { $0["id"] as? Int } == [5])
        #expect(Set(comments[0].keys) == ["id", "name", "email", "body"])
    }

    @Test func postsJSONHasItsShapeAndThePlainTableAlignsWideTitles() async throws {
        let posts = try Self.postsServer(
            posts: """
                [{"userId":2,"id":1,"title":"A title","body":"x"},{"userId":9,"id":2,"title":"日本語のタイトル","body":""}]
                """,
            comments: #"[{"postId":1,"id":1,"name":"a","email":"a@b.test","body":"x"},"#
                + #"{"postId":1,"id":2,"name":"b","email":"c@d.test","body":"y"}]"#)
        defer { posts.stop() }
        let sandbox = try EndToEndSandbox()

        let json = try await sandbox.atomic(["posts", "--json"], posts: posts)
        #expect(json.status == 0)
        let rows = try #require(EndToEndFixtures.json(json.output) as? [[String: Any]])
        #expect(Set(rows[0].keys) == ["id", "userId", "title", "author", "commentCount"])
        #expect(rows[1]["author"] is NSNull)

        let plain = try await sandbox.atomic(["posts", "--no-color"], posts: posts, onTerminal: true)
        #expect(plain.status == 0)
        #expect(
            PseudoTerminal.visible(PseudoTerminal.withoutSpinner(plain.output)) == """
                ID  AUTHOR        COMMENTS  TITLE
                 1  Ervin Howell         2  A title
                 2  -                    0  日本語のタイトル

                """)
    }

    @Test func aPipeGetsTabSeparatedRecordsWithoutHeaderOrCutting() async throws {
        let title = #"a title\twith a tab\nand a line break "# + String(repeating: "long ", count: 40)
        let posts = try Self.postsServer(
            posts: #"[{"userId":1,"id":7,"title":"\#(title)","body":""}]"#,
            authors: #"[{"id":1,"name":"Ann\nLee","username":"ann","email":"a@l.test"}]"#,
            comments: #"[{"postId":7,"id":1,"name":"a","email":"a@b.test","body":"x"},"#
                + #"{"postId":7,"id":2,"name":"b","email":"a@b.test","body":"x"},"#
                + #"{"postId":7,"id":3,"name":"c","email":"a@b.test","body":"x"}]"#)
        defer { posts.stop() }
        let sandbox = try EndToEndSandbox()

        let run = try await sandbox.atomic(["posts"], posts: posts, environment: ["COLUMNS": "40"])

        #expect(run.status == 0)
        let expectedTitle = "a title with a tab and a line break " + String(repeating: "long ", count: 40)
        #expect(run.output == "7\tAnn Lee\t3\t\(expectedTitle)\n")
    }

    @Test func at40ColumnsTheUsersTableDropsTheAddressBeforeCuttingLogins() async throws {
        let gitHub = try TestHTTPServer()
        defer { gitHub.stop() }
        let long = (1...2).map { id in
            EndToEndFixtures.gitHubUserJSON(id: id).replacingOccurrences(
                of: "user\(id)", with: "a-rather-long-login-\(id)")
        }
        gitHub.route("/users", .json("[" + long.joined(separator: ",") + "]"))
        let sandbox = try EndToEndSandbox()

        let narrow = try await sandbox.atomic(
            ["users", "--limit", "2"], gitHub: gitHub, environment: ["COLUMNS": "40", "TERM": "dumb"], onTerminal: true)
        #expect(narrow.status == 0)
        let table = PseudoTerminal.withoutSpinner(narrow.output).split(separator: "\n").prefix {
            !$0.hasPrefix("next:")
        }
        #expect(table == ["ID  LOGIN", " 1  a-rather-long-login-1", " 2  a-rather-long-login-2"], "\(narrow.output)")
        let wide = try await sandbox.atomic(
            ["users", "--limit", "2"], gitHub: gitHub, environment: ["COLUMNS": "80", "TERM": "dumb"], onTerminal: true)
        #expect(wide.output.contains("PROFILE"))
    }

    @Test func theNextHintNamesTheFlagsThatShapedTheListAndIsLeftOutWithJSONOrAtTheEnd() async throws {
        let gitHub = try Self.gitHubServer()
        defer { gitHub.stop() }
        let sandbox = try EndToEndSandbox()
        _ = try await sandbox.atomic(["users", "--limit", "4", "--per-page", "2"], gitHub: gitHub)

        let offline = try await sandbox.atomic(
            ["users", "--limit", "4", "--per-page", "2", "--offline"], gitHub: gitHub, onTerminal: true)
        #expect(offline.status == 0)
        let last = PseudoTerminal.visible(offline.output).split(separator: "\n").last
        #expect(last == "next: atomic --offline --no-interactive users --since 12 --limit 4 --per-page 2")

        let json = try await sandbox.atomic(["users", "--limit", "3", "--json"], gitHub: gitHub, onTerminal: true)
        #expect(json.status == 0)
        #expect(!json.output.contains("next:"))
        let end = try await sandbox.atomic(["users", "--limit", "100"], gitHub: gitHub, onTerminal: true)
        #expect(end.status == 0)
        #expect(PseudoTerminal.visible(end.output).contains("user36"))
        #expect(!end.output.contains("next:"))
    }

    @Test func aUsageHintIsWrappedToTheWidth() async throws {
        let sandbox = try EndToEndSandbox()

        let run = try await sandbox.atomic(["frobnicate"], environment: ["COLUMNS": "30"], onTerminal: true)

        #expect(run.status == 2)
        let lines = PseudoTerminal.visible(run.output).split(separator: "\n")
        #expect(lines.first == "error: unknown command \"frobnicate\"")
        #expect(lines.count > 2, "the hint was not wrapped: \(run.output)")
        #expect(lines.dropFirst().allSatisfy { $0.count <= 30 }, "\(run.output)")
        #expect(lines.dropFirst().joined(separator: " ").hasPrefix("hint: commands: users, user,"))
    }

    @Test(arguments: [
        (
            TestResponse.json(#"{"message":"boom"}"#, status: 500), [String: String](), [String](),
            "the server could not answer (HTTP 500)"
        ),
        (
            .json(#"{"message":"Bad credentials"}"#, status: 401), ["GH_TOKEN": "ghp_e2eToken0123"], [],
            "the token was refused"
        ),
        (
            .json(#"{"message":"Requires authentication"}"#, status: 401), [:], [],
            "the server requires authentication"
        ),
        (
            TestResponse(status: 200, body: Data("[]".utf8), delay: .seconds(600)), [:], ["--timeout", "1"],
            "the server did not answer in time"
        ),
        (
            TestResponse(
                status: 200, headers: [("Content-Type", "application/json")],
                body: Data(EndToEndFixtures.gitHubUsersJSON(ids: [3]).utf8), behavior: .truncateBody(sendBytes: 5)),
            [:], [], "the connection was cut off"
        ),
    ])
    func aStaleListSaysWhyItCouldNotBeRefreshed(
        failure: TestResponse, environment: [String: String], flags: [String], cause: String
    ) async throws {
        let gitHub = try TestHTTPServer()
        defer { gitHub.stop() }
        gitHub.route("/users", .json(EndToEndFixtures.gitHubUsersJSON(ids: [3, 6])), failure)
        let sandbox = try EndToEndSandbox()
        let first = try await sandbox.atomic(["users", "--limit", "1"], gitHub: gitHub)
        #expect(first.status == 0)

        let run = try await sandbox.atomic(
            ["users", "--limit", "1", "--ttl", "0"] + flags, gitHub: gitHub, environment: environment)

        #expect(run.status == 0)
        #expect(run.output == "3\tuser3\thttps://github.com/user3\n")
        #expect(run.errorLines.count == 1, "stderr: \(run.errorOutput)")
        #expect(run.errorOutput.hasPrefix("warning: \(cause), showing data cached "), "stderr: \(run.errorOutput)")
    }

    /// The pages share one deadline: two pages that each answer within the timeout, but not both within it, fail.
    /// (Each page with a deadline of its own would succeed.)
    @Test func everyPageOfACommandSharesOneDeadlineOfTheTimeout() async throws {
        let gitHub = try TestHTTPServer.gitHubUsers(ids: [1, 2, 3, 4], sendsLink: false) { $0.delay = .seconds(2) }
        defer { gitHub.stop() }
        let sandbox = try EndToEndSandbox()

        let run = try await sandbox.atomic(
            ["users", "--limit", "4", "--per-page", "2", "--timeout", "3"], gitHub: gitHub)

        #expect(gitHub.requestCount(to: "/users") == 2)
        #expect(!run.output.contains("user4"), "the second page was waited for past the deadline: \(run.output)")
        #expect(run.errorOutput.contains("did not answer"), "stderr: \(run.errorOutput)")
    }

    @Test func aLowGitHubBudgetIsAWarningAfterEveryGitHubCommandAndNeverAfterPosts() async throws {
        let reset = Int(Date().timeIntervalSince1970) + 1800
        let budget = [("x-ratelimit-limit", "60"), ("x-ratelimit-remaining", "3"), ("x-ratelimit-reset", "\(reset)")]
        let gitHub = try Self.gitHubServer(headers: budget)
        defer { gitHub.stop() }
        gitHub.route("/users/octocat", .json(EndToEndFixtures.userDetailJSON(login: "octocat", id: 1), headers: budget))
        let posts = try Self.postsServer()
        defer { posts.stop() }
        let warning = "warning: 3 of 60 GitHub requests left until "

        for arguments in [["users", "--limit", "1"], ["users", "--limit", "1", "--json"], ["user", "octocat"], []] {
            let sandbox = try EndToEndSandbox()
            let run = try await sandbox.atomic(arguments, gitHub: gitHub, posts: posts)
            #expect(run.status == 0, "\(arguments): \(run.errorOutput)")
            #expect(!run.output.isEmpty)
            #expect(run.errorLines.count == 1, "\(arguments): \(run.errorOutput)")
            #expect(run.errorOutput.hasPrefix(warning), "\(arguments): \(run.errorOutput)")
        }

        let plenty = try Self.gitHubServer(headers: [
            ("x-ratelimit-limit", "60"), ("x-ratelimit-remaining", "10"), ("x-ratelimit-reset", "\(reset)"),
        ])
        defer { plenty.stop() }
        let enough = try await EndToEndSandbox().atomic(["users", "--limit", "1"], gitHub: plenty)
        #expect(enough.status == 0)
        #expect(enough.errorOutput == "")
        let feed = try await EndToEndSandbox().atomic(["posts"], gitHub: gitHub, posts: posts)
        #expect(feed.status == 0)
        #expect(feed.errorOutput == "")
    }

    @Test func theOverviewShowsWhatItHasWhenOneSideCannotBeHad() async throws {
        let gitHub = try Self.gitHubServer()
        defer { gitHub.stop() }
        let posts = try Self.postsServer()
        defer { posts.stop() }

        let postsOnly = try await EndToEndSandbox().atomic([], posts: posts)
        #expect(postsOnly.status == 0)
        #expect(!postsOnly.output.contains("GitHub users"))
        #expect(postsOnly.output.hasPrefix("Posts (first 3 of 3)"))
        #expect(postsOnly.errorLines.count == 1, "stderr: \(postsOnly.errorOutput)")
        #expect(postsOnly.errorOutput.hasPrefix("warning: no GitHub users shown: "))

        let usersOnly = try await EndToEndSandbox().atomic([], gitHub: gitHub)
        #expect(usersOnly.status == 0)
        #expect(usersOnly.output.contains("GitHub users (first 10)"))
        #expect(usersOnly.output.contains("user30") && !usersOnly.output.contains("user33"))
        #expect(!usersOnly.output.contains("Posts ("))
        #expect(usersOnly.errorOutput.hasPrefix("warning: no posts shown: "))

        let json = try await EndToEndSandbox().atomic(["--json"], posts: posts)
        #expect(json.status == 0)
        let object = try #require(EndToEndFixtures.json(json.output) as? [String: Any])
        #expect((object["users"] as? [Any])?.isEmpty == true)
        #expect((object["posts"] as? [Any])?.count == 3)

        let neither = try await EndToEndSandbox().atomic([])
        #expect(neither.status == 1)
        #expect(neither.output == "")
        #expect(neither.errorOutput.hasPrefix("error: "))
    }

    @Test func theOverviewsClosingLineStaysWholeInAPipeHoweverNarrow() async throws {
        let sandbox = try EndToEndSandbox()

        let run = try await sandbox.atomicExactly(
            ["--demo", "--cache-dir", sandbox.cacheDirectory.path], environment: ["COLUMNS": "20"])

        #expect(run.status == 0)
        #expect(
            run.output.hasSuffix("More: atomic users, atomic user LOGIN, atomic posts, atomic post ID; atomic --help\n")
        )
    }

    @Test func helpAndVersionBuildNoServicesSoTheyTouchNoCacheFolder() async throws {
        let sandbox = try EndToEndSandbox()

        for arguments in [["--version"], ["--help"], ["users", "--help"]] {
            let run = try await sandbox.atomic(arguments)
            #expect(run.status == 0)
            #expect(!run.output.isEmpty)
            #expect(!FileManager.default.fileExists(atPath: sandbox.cacheDirectory.path), "\(arguments)")
        }
        let users = try await sandbox.atomic(["users", "--offline"])
        #expect(users.status == 1)
        #expect(FileManager.default.fileExists(atPath: sandbox.cacheDirectory.path), "the check above could not fail")
    }

    @Test func onlyPlainHTTPAddressesArePrintableASCIIAreLinkedOnATerminal() async throws {
        let gitHub = try TestHTTPServer()
        defer { gitHub.stop() }
        let clean = EndToEndFixtures.userDetailJSON(login: "octocat", id: 1)
        gitHub.route("/users/octocat", .json(clean))
        let unclean = [
            #"https://evil.test/\u001b]8;;https://other.test\u001b\\"#, #"https://a.test/\u0007"#, "https://a b.test",
            "javascript:alert(1)", "file:///etc/passwd", "ftp://a.test", #"https://a.test/\u009d"#,
            "https://a.test/" + String(repeating: "x", count: 4096),
        ]
        for (index, address) in unclean.enumerated() {
            let login = "odd\(index)"
            let body = EndToEndFixtures.userDetailJSON(login: login, id: 2)
                .replacingOccurrences(of: "https://github.com/\(login)", with: address)
                .replacingOccurrences(of: "https://github.blog", with: address)
            gitHub.route("/users/\(login)", .json(body))
        }
        let sandbox = try EndToEndSandbox()

        let linked = try await sandbox.atomic(["user", "octocat"], gitHub: gitHub, onTerminal: true)
        #expect(linked.status == 0)
        #expect(linked.output.contains("\u{1B}]8;;https://github.com/octocat\u{1B}\\https://github.com/octocat"))
        #expect(linked.output.contains("\u{1B}]8;;\(EndToEndFixtures.avatarBase)/1?v=4\u{1B}\\"))
        for index in unclean.indices {
            let run = try await sandbox.atomic(["user", "odd\(index)"], gitHub: gitHub, onTerminal: true)
            #expect(run.status == 0, "\(unclean[index]): \(run.output)")
            #expect(run.output.contains("odd\(index)"))
            let links = run.output.components(separatedBy: "\u{1B}]8;;").count - 1
            // Only the avatar's address is linked: one sequence opens the link and one closes it.
            #expect(links == 2, "\(unclean[index]): \(run.output.debugDescription)")
            #expect(!run.output.contains("\u{1B}]8;;javascript") && !run.output.contains("\u{1B}]8;;file"))
        }
        // A letter outside ASCII is never linked as it came; the address read from the answer is linked percent-encoded.
        gitHub.route(
            "/users/accent",
            .json(
                EndToEndFixtures.userDetailJSON(login: "accent", id: 3).replacingOccurrences(
                    of: "https://github.com/accent", with: "https://a.test/é")))
        let accent = try await sandbox.atomic(["user", "accent"], gitHub: gitHub, onTerminal: true)
        #expect(!accent.output.contains("\u{1B}]8;;https://a.test/é"))
        #expect(
            accent.output.contains("\u{1B}]8;;https://a.test/%C3%A9\u{1B}\\https://a.test/%C3%A9"), "\(accent.output)")

        let piped = try await sandbox.atomic(["user", "octocat"], gitHub: gitHub)
        #expect(!piped.output.contains("\u{1B}"))
    }
}

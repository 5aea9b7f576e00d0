import AtomicCore
import Domain
import Foundation
import Testing

@testable import AtomicApp

/// What `atomic` prints for people on a terminal and for tools in a pipe: tables or tab-separated records,
/// indented and coloured JSON or one line, the `next:` hint, the demo notice, hyperlinks.
@Suite struct TerminalConventionsTests {
    private let clock = TestClock(start: Date(timeIntervalSince1970: 1_767_225_600))

    private static let users = (1...12).map {
        GitHubUser(
            id: $0 * 3, login: "a-rather-long-login-\($0)", avatarURL: URL(string: "https://a.test/\($0).png"),
            profileURL: URL(string: "https://github.test/a-rather-long-login-\($0)"))
    }

    private static let people = RecordingConsole(isTerminal: true, width: 100, errorIsTerminal: true)

    private func run(
        _ arguments: [String], console: RecordingConsole, environment: [String: String] = [:],
        posts: FakePostsRepository = FakePostsRepository(), cache: FakeCacheAdministration = FakeCacheAdministration()
    ) async -> Int32 {
        let services = AppServices(
            gitHubUsers: GitHubUsersServices(repository: FakeUsersRepository(users: Self.users)),
            posts: PostsServices(repository: posts), cache: cache)
        return await AtomicCommand.main(
            arguments: arguments, environment: environment, console: console, clock: clock,
            makeServices: { _ in services })
    }

    @Test func aPipeGetsTabSeparatedRecordsWithoutHeaderOrCutting() async {
        let title = "a title\twith a tab\nand a line break " + String(repeating: "long ", count: 40)
        let posts = FakePostsRepository(summaries: [
            PostSummary(post: Post(id: 7, userId: 1, title: title, body: ""), authorName: "Ann\nLee", commentCount: 3)
        ])
        let console = RecordingConsole(isTerminal: false, width: 40)
        #expect(await run(["posts"], console: console, posts: posts) == 0)
        let expectedTitle = "a title with a tab and a line break " + String(repeating: "long ", count: 40)
        #expect(console.out == "7\tAnn Lee\t3\t\(expectedTitle)\n")

        let users = RecordingConsole(isTerminal: false, width: 40)
        #expect(await run(["users", "--limit", "2"], console: users) == 0)
        #expect(
            users.out == """
                3\ta-rather-long-login-1\thttps://github.test/a-rather-long-login-1
                6\ta-rather-long-login-2\thttps://github.test/a-rather-long-login-2

                """)
    }

    @Test func at40ColumnsTheUsersTableDropsTheAddressBeforeCuttingLogins() async {
        let console = RecordingConsole(isTerminal: true, width: 40, isDumb: true)
        #expect(await run(["users", "--limit", "2"], console: console) == 0)
        #expect(
            console.out == """
                ID  LOGIN
                 3  a-rather-long-login-1
                 6  a-rather-long-login-2

                """)
        let wide = RecordingConsole(isTerminal: true, width: 80, isDumb: true)
        #expect(await run(["users", "--limit", "1"], console: wide) == 0)
        #expect(wide.out.contains("PROFILE"))
    }

    @Test func at40ColumnsThePostsTableKeepsTitlesBeforeAuthors() async {
        let posts = FakePostsRepository(summaries: [
            PostSummary(
                post: Post(id: 1, userId: 1, title: "sunt aut facere repellat provident occaecati", body: ""),
                authorName: "Leanne Graham", commentCount: 5)
        ])
        let narrow = RecordingConsole(isTerminal: true, width: 40, isDumb: true)
        #expect(await run(["posts"], console: narrow, posts: posts) == 0)
        #expect(
            narrow.out == """
                ID  COMMENTS  TITLE
                 1         5  sunt aut facere repellat …

                """)
        let wide = RecordingConsole(isTerminal: true, width: 80, isDumb: true)
        #expect(await run(["posts"], console: wide, posts: posts) == 0)
        #expect(wide.out.contains("Leanne Graham"))
        #expect(wide.out.contains("sunt aut facere repellat provident occaecati"))
    }

    @Test func narrowPostsWrapTheBylineAndCommentHeaders() async {
        let detail = PostDetail(
            post: Post(id: 1, userId: 2, title: "A title", body: "Body"),
            author: PostAuthor(
                id: 2, name: "Ervin Howell", username: "Antonette", email: "shanna@melissa.tv",
                website: "anastasia.net"),
            comments: [
                Comment(id: 1, postId: 1, name: "id labore ex et quam laborum", email: "Eliseo@gardner.biz", body: "b")
            ])
        let console = RecordingConsole(isTerminal: true, width: 40, isDumb: true)
        #expect(await run(["post", "1"], console: console, posts: FakePostsRepository(details: [1: detail])) == 0)
        for line in console.out.split(separator: "\n") {
            #expect(line.count <= 40, "\(line)")
        }
        #expect(console.out.contains("by Ervin Howell (@Antonette) ·"))
        #expect(console.out.contains("Eliseo@gardner.biz"))
    }

    @Test func jsonIsIndentedAndColouredOnATerminalAndOneLineInAPipe() async throws {
        let terminal = RecordingConsole(isTerminal: true, errorIsTerminal: true)
        #expect(await run(["users", "--limit", "1", "--json"], console: terminal) == 0)
        #expect(terminal.out.contains("\u{1B}[1;34m\"id\"\u{1B}[0m : \u{1B}[36m3\u{1B}[0m"))
        #expect(terminal.out.contains("\u{1B}[32m\"a-rather-long-login-1\"\u{1B}[0m"))
        #expect(terminal.out.hasPrefix("[\n  {\n"))

        for (environment, console) in [
            (["NO_COLOR": "1"], RecordingConsole(isTerminal: true)),
            ([:], RecordingConsole(isTerminal: true, isDumb: true)),
        ] {
            #expect(await run(["users", "--limit", "1", "--json"], console: console, environment: environment) == 0)
            #expect(!console.out.contains("\u{1B}"))
            #expect(console.out.contains("\n    \"id\" : 3,\n"))
        }

        let pipe = RecordingConsole(isTerminal: false)
        #expect(await run(["users", "--limit", "1", "--json"], console: pipe) == 0)
        #expect(
            pipe.out
                == #"[{"login":"a-rather-long-login-1","id":3,"avatarUrl":"https://a.test/1.png","htmlUrl":"https://github.test/a-rather-long-login-1"}]"#
                + "\n")
        let decoded = try JSONSerialization.jsonObject(with: Data(pipe.out.utf8)) as? [[String: Any]]
        #expect(decoded?.first?["id"] as? Int == 3)
    }

    @Test func theNextHintNamesTheLastIdAndTheFlagsThatShapedTheList() async {
        let console = RecordingConsole(isTerminal: true, errorIsTerminal: true)
        #expect(await run(["users", "--limit", "3"], console: console) == 0)
        #expect(console.err == "next: atomic users --since 9 --limit 3\n")

        let defaults = RecordingConsole(isTerminal: true, errorIsTerminal: true)
        #expect(await run(["users", "--limit", "4", "--per-page", "2", "--offline"], console: defaults) == 0)
        #expect(defaults.err == "next: atomic --offline users --since 12 --limit 4 --per-page 2\n")

        let narrow = RecordingConsole(isTerminal: true, width: 20, errorIsTerminal: true)
        #expect(await run(["users", "--limit", "3", "--since", "3"], console: narrow) == 0)
        for line in narrow.err.split(separator: "\n") {
            #expect(line.count <= 20, "\(line)")
        }
    }

    @Test func noNextHintInAPipeNorWithJSONNorAtTheEndOfTheList() async {
        let piped = RecordingConsole(isTerminal: false, errorIsTerminal: true)
        #expect(await run(["users", "--limit", "3"], console: piped) == 0)
        let errorPiped = RecordingConsole(isTerminal: true, errorIsTerminal: false)
        #expect(await run(["users", "--limit", "3"], console: errorPiped) == 0)
        let json = RecordingConsole(isTerminal: true, errorIsTerminal: true)
        #expect(await run(["users", "--limit", "3", "--json"], console: json) == 0)
        let end = RecordingConsole(isTerminal: true, errorIsTerminal: true)
        #expect(await run(["users", "--limit", "100"], console: end) == 0)
        for console in [piped, errorPiped, json, end] {
            #expect(console.err == "")
        }
    }

    @Test func aUsageHintIsWrappedToTheWidth() async {
        let console = RecordingConsole(isTerminal: true, width: 30, errorIsTerminal: true)
        #expect(await run(["frobnicate"], console: console) == 2)
        let lines = console.err.split(separator: "\n")
        #expect(lines.first == "error: unknown command \"frobnicate\"")
        #expect(lines.count > 2, "the hint was not wrapped: \(console.err)")
        for line in lines.dropFirst() {
            #expect(line.count <= 30, "\(line)")
        }
        #expect(lines.dropFirst().joined(separator: " ").hasPrefix("hint: commands: users, user,"))
    }

    @Test func demoModeSaysSoToPeopleOnly() async {
        let people = RecordingConsole(isTerminal: true, errorIsTerminal: true)
        #expect(await run(["--demo", "users", "--limit", "100"], console: people) == 0)
        #expect(people.err == "demo data — nothing here is real\n")
        let pipe = RecordingConsole(isTerminal: false, errorIsTerminal: true)
        #expect(await run(["--demo", "users", "--limit", "100"], console: pipe) == 0)
        #expect(pipe.err == "")
    }

    @Test func demoModeHasNoCacheToClearOrDescribe() async {
        let cache = FakeCacheAdministration()
        let clear = RecordingConsole(isTerminal: true, errorIsTerminal: true)
        #expect(await run(["--demo", "cache", "clear"], console: clear, cache: cache) == 0)
        #expect(clear.out == "Demo mode has no cache, so there is nothing to clear.\n")
        #expect(clear.err == "")
        #expect(cache.clearCount == 0)
        let info = RecordingConsole()
        #expect(await run(["--demo", "cache", "info"], console: info, cache: cache) == 0)
        #expect(info.out == "Demo mode has no cache: its data is built in, and nothing is stored.\n")
        let json = RecordingConsole()
        #expect(await run(["--demo", "cache", "clear", "--json"], console: json, cache: cache) == 0)
        #expect(json.out == #"{"cleared":false}"# + "\n")
        #expect(cache.clearCount == 0)
    }

    @Test func addressesAreHyperlinksOnATerminalOnly() async {
        let terminal = RecordingConsole(isTerminal: true)
        #expect(await run(["users", "--limit", "1"], console: terminal) == 0)
        let address = "https://github.test/a-rather-long-login-1"
        #expect(terminal.out.contains("\u{1B}]8;;\(address)\u{1B}\\\(address)\u{1B}]8;;\u{1B}\\"))
        for console in [RecordingConsole(isTerminal: false), RecordingConsole(isTerminal: true, isDumb: true)] {
            #expect(await run(["users", "--limit", "1"], console: console) == 0)
            #expect(!console.out.contains("\u{1B}]8"))
        }
    }
}

/// Which addresses may become OSC 8 hyperlinks.
@Suite struct HyperlinkTests {
    @Test func onlyPlainHTTPAddressesArePrintableASCIIAreLinked() {
        #expect(Hyperlink.isLinkable("https://github.com/octocat"))
        #expect(Hyperlink.isLinkable("http://127.0.0.1:8080/u/1?v=4"))
        for address in [
            "https://evil.test/\u{1B}]8;;https://other.test\u{1B}\\", "https://a.test/\u{07}", "https://a b.test",
            "javascript:alert(1)", "file:///etc/passwd", "ftp://a.test", "https://a.test/\u{9D}",
            "https://a.test/é", "https://a.test/" + String(repeating: "x", count: Hyperlink.maximumLength),
        ] {
            #expect(!Hyperlink.isLinkable(address), "\(address)")
            #expect(Hyperlink.wrap("text", address: address) == "text")
        }
    }

    @Test func aProfileLinksItsAddressesOnlyWhenTheyAreClean() {
        let detail = GitHubUserDetail(
            id: 1, login: "octocat", name: nil, company: nil, blog: nil, location: nil, email: nil, bio: nil,
            twitterUsername: nil, publicRepos: 0, publicGists: 0, followers: 0, following: 0, createdAt: nil,
            avatarURL: URL(string: "https://a.test/1.png"), profileURL: URL(string: "https://github.test/octocat"))
        let output = PlainOutput(width: 80, style: TextStyle(isEnabled: false), hyperlinks: true)
        let text = output.user(detail)
        #expect(text.contains("\u{1B}]8;;https://github.test/octocat\u{1B}\\https://github.test/octocat"))
        #expect(text.contains("\u{1B}]8;;https://a.test/1.png\u{1B}\\"))
        let plain = PlainOutput(width: 80, style: TextStyle(isEnabled: false)).user(detail)
        #expect(!plain.contains("\u{1B}"))
    }
}

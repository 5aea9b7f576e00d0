import AtomicCore
import Domain
import Foundation
import Networking
import Testing

@testable import AtomicApp

@Suite struct CommandRunnerTests {
    private let clock = TestClock(start: Date(timeIntervalSince1970: 1_767_225_600))

    private static let users = (1...12).map {
        GitHubUser(
            id: $0 * 3, login: "user\($0)", avatarURL: URL(string: "https://a.test/\($0).png"),
            profileURL: URL(string: "https://github.test/user\($0)"))
    }

    private static let detail = GitHubUserDetail(
        id: 1, login: "octocat", name: "The Octocat", company: nil, blog: nil, location: "San Francisco",
        email: nil, bio: "Hello\u{1B}]0;pwned\u{07}\u{1B}[2J world", twitterUsername: nil, publicRepos: 8,
        publicGists: 8, followers: 9000, following: 9, createdAt: Date(timeIntervalSince1970: 1_296_000_000),
        avatarURL: URL(string: "https://a.test/1.png"), profileURL: URL(string: "https://github.test/octocat"))

    private static let post = Post(id: 1, userId: 2, title: "A title", body: "Line one\nLine two")
    private static let author = PostAuthor(id: 2, name: "Ervin Howell", username: "Antonette", email: "e@h.test")
    private static let comments = [
        Comment(id: 1, postId: 1, name: "First", email: "a@b.test", body: "Nice"),
        Comment(id: 2, postId: 1, name: "Second", email: "c@d.test", body: "Agreed"),
    ]

    private func run(
        _ arguments: [String], users: FakeUsersRepository = FakeUsersRepository(users: users),
        posts: FakePostsRepository = FakePostsRepository(), cache: FakeCacheAdministration = FakeCacheAdministration(),
        console: RecordingConsole = RecordingConsole()
    ) async -> (status: Int32, console: RecordingConsole) {
        let services = AppServices(
            gitHubUsers: GitHubUsersServices(repository: users), posts: PostsServices(repository: posts), cache: cache)
        let status = await AtomicCommand.main(
            arguments: arguments, environment: [:], console: console, clock: clock, makeServices: { _ in services })
        return (status, console)
    }

    private func json(_ text: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
    }

    @Test func usersJSONHasTheStableShape() async throws {
        let (status, console) = await run(["users", "--limit", "5", "--per-page", "2", "--json"])
        #expect(status == 0)
        #expect(console.err == "")
        let rows = try #require(try json(console.out) as? [[String: Any]])
        #expect(rows.count == 5)
        #expect(rows.map { $0["id"] as? Int } == [3, 6, 9, 12, 15])
        #expect(Set(rows[0].keys) == ["id", "login", "avatarUrl", "htmlUrl"])
        #expect(rows[0]["htmlUrl"] as? String == "https://github.test/user1")
    }

    @Test func emptyResultsAreCompactJSON() async throws {
        let (status, console) = await run(["users", "--since", "1000", "--json"])
        #expect(status == 0)
        #expect(console.out == "[]\n")
        let detail = PostDetail(post: Post(id: 1, userId: 1, title: "t", body: "b"), author: nil, comments: [])
        let post = await run(["post", "1", "--json"], posts: FakePostsRepository(details: [1: detail]))
        #expect(post.console.out == #"{"userId":1,"id":1,"title":"t","body":"b","author":null,"comments":[]}"# + "\n")
        #expect(try json(post.console.out) is [String: Any])
    }

    @Test func usersWalkPagesWithTheRequestedPageSize() async {
        let repository = FakeUsersRepository(users: Self.users)
        let (status, _) = await run(["users", "--limit", "5", "--per-page", "2", "--since", "3"], users: repository)
        #expect(status == 0)
        #expect(
            repository.recordedCalls == [
                "users(after: 3, pageSize: 2)", "users(after: 9, pageSize: 2)", "users(after: 15, pageSize: 2)",
            ])
    }

    @Test func plainUsersAreAnAlignedTable() async {
        let (status, console) = await run(
            ["users", "--limit", "3"], console: RecordingConsole(isTerminal: true, isDumb: true))
        #expect(status == 0)
        #expect(
            console.out == """
                ID  LOGIN  PROFILE
                 3  user1  https://github.test/user1
                 6  user2  https://github.test/user2
                 9  user3  https://github.test/user3

                """)
    }

    @Test func userJSONWritesNullForMissingFields() async throws {
        let repository = FakeUsersRepository(details: ["octocat": Self.detail])
        let (status, console) = await run(["user", "octocat", "--json"], users: repository)
        #expect(status == 0)
        let object = try #require(try json(console.out) as? [String: Any])
        #expect(
            Set(object.keys) == [
                "id", "login", "name", "company", "blog", "location", "email", "bio", "twitterUsername", "publicRepos",
                "publicGists", "followers", "following", "createdAt", "avatarUrl", "htmlUrl",
            ])
        #expect(object["company"] is NSNull)
        #expect(object["twitterUsername"] is NSNull)
        #expect(object["createdAt"] as? String == "2011-01-26T00:00:00Z")
        #expect(object["followers"] as? Int == 9000)
    }

    @Test func plainProfileStripsEscapeSequencesFromRemoteText() async {
        let repository = FakeUsersRepository(details: ["octocat": Self.detail])
        let (status, console) = await run(["user", "octocat"], users: repository)
        #expect(status == 0)
        #expect(console.out.hasPrefix("The Octocat (octocat)\nHello world\n"))
        #expect(!console.out.contains("\u{1B}"))
        #expect(console.out.contains("Location   San Francisco"))
        #expect(!console.out.contains("Company"))
    }

    @Test func longTextIsWrappedToTheWidth() async {
        let bio = String(repeating: "a long biography ", count: 20)
        let body = String(repeating: "words in a post body ", count: 20)
        let users = FakeUsersRepository(details: ["long": GitHubUserDetail(id: 2, login: "long", bio: bio)])
        let posts = FakePostsRepository(details: [
            1: PostDetail(post: Post(id: 1, userId: 2, title: "T", body: body), author: nil, comments: [])
        ])
        let profile = await run(["user", "long"], users: users, console: RecordingConsole(width: 40))
        let post = await run(["post", "1"], posts: posts, console: RecordingConsole(width: 40))
        for output in [profile.console.out, post.console.out] {
            #expect(output.split(separator: "\n").count > 8)
            for line in output.split(separator: "\n") {
                #expect(line.count <= 40, "\(line)")
            }
        }
    }

    @Test func unknownUserIsOneErrorLineAndExitOne() async {
        let (status, console) = await run(["user", "x"], users: FakeUsersRepository())
        #expect(status == 1)
        #expect(console.out == "")
        #expect(console.err == "error: no GitHub user named \"x\"\n")
    }

    @Test func staleDataIsShownWithAWarningAndExitZero() async {
        let repository = FakeUsersRepository(users: Self.users, freshness: .stale(age: 12 * 60 + 5))
        let (status, console) = await run(["users", "--limit", "1"], users: repository)
        #expect(status == 0)
        #expect(console.err == "warning: offline, showing data cached 12 min ago\n")
        #expect(console.out.contains("user1"))
    }

    @Test func staleWarningSaysWhyTheDataCouldNotBeRefreshed() async {
        let causes: [(DomainError?, String)] = [
            (nil, "offline"),
            (.offline, "offline"),
            (.server(status: 500, message: "boom"), "the server could not answer (HTTP 500)"),
            (.rateLimited(until: nil), "rate limited"),
            (.badData("[0].id"), "the server sent unreadable data"),
            (.unauthorized(tokenSent: true, message: "Bad credentials"), "the token was refused"),
            (.unauthorized(tokenSent: false, message: nil), "the server requires authentication"),
            (.cannotConnect(host: "127.0.0.1:9", service: .gitHub), "could not connect to 127.0.0.1:9"),
            (.timedOut(after: 30), "the server did not answer in time"),
            (.connectionLost, "the connection was cut off"),
        ]
        for (reason, cause) in causes {
            let repository = FakeUsersRepository(
                users: Self.users, freshness: .stale(age: 90), staleReason: reason)
            let (status, console) = await run(["users", "--limit", "1"], users: repository)
            #expect(status == 0)
            #expect(console.err == "warning: \(cause), showing data cached 1 min ago\n")
        }
    }

    @Test func everyPageOfACommandSharesOneDeadlineOfTheTimeout() async throws {
        let repository = FakeUsersRepository(users: Self.users)
        let (status, _) = await run(["users", "--limit", "12", "--per-page", "5", "--timeout", "7"], users: repository)
        #expect(status == 0)
        let expected = LoadContext.Deadline(budget: .seconds(7), now: clock.now)
        #expect(repository.deadlines == [expected, expected, expected])
    }

    @Test func rejectedTokenSaysSo() async {
        let (status, console) = await run(
            ["users"], users: FakeUsersRepository(failure: .unauthorized(tokenSent: true, message: "Bad credentials")))
        #expect(status == 1)
        #expect(console.err == "error: the token was refused\n")
    }

    @Test func missingTokenNamesTheVariablesToSet() async {
        let (status, console) = await run(
            ["users"], users: FakeUsersRepository(failure: .unauthorized(tokenSent: false, message: nil)))
        #expect(status == 1)
        #expect(console.err == "error: the server requires authentication; set GH_TOKEN or GITHUB_TOKEN\n")
    }

    @Test func refusedConnectionNamesTheFlagForItsAPI() async {
        let gitHub = await run(
            ["users"], users: FakeUsersRepository(failure: .cannotConnect(host: "127.0.0.1:9", service: .gitHub)))
        #expect(gitHub.status == 1)
        #expect(gitHub.console.err == "error: could not connect to 127.0.0.1:9 (is --github-api-url right?)\n")
        let posts = await run(
            ["posts"], posts: FakePostsRepository(failure: .cannotConnect(host: "127.0.0.1:9", service: .posts)))
        #expect(posts.console.err == "error: could not connect to 127.0.0.1:9 (is --posts-api-url right?)\n")
    }

    @Test func aLowGitHubBudgetIsAWarningAfterTheOutput() async {
        let reset = clock.now.addingTimeInterval(1800)
        func reporting(_ remaining: Int, resetAt: Date?) -> FakeUsersRepository {
            FakeUsersRepository(
                users: Self.users, details: ["octocat": Self.detail],
                rateLimit: RateLimitBudget(remaining: remaining, limit: 60, resetAt: resetAt))
        }
        let low = await run(["users", "--limit", "1"], users: reporting(3, resetAt: reset))
        #expect(low.status == 0)
        #expect(low.console.out.contains("user1"))
        #expect(
            low.console.err
                == "warning: 3 of 60 GitHub requests left until 00:30 UTC; set GH_TOKEN or GITHUB_TOKEN for a larger allowance\n"
        )

        let plenty = await run(["users", "--limit", "1"], users: reporting(10, resetAt: reset))
        #expect(plenty.console.err == "")
        let json = await run(["users", "--limit", "1", "--json"], users: reporting(3, resetAt: reset))
        #expect(json.console.err.hasPrefix("warning: 3 of 60 GitHub requests left until 00:30 UTC"))
        let profile = await run(["user", "octocat"], users: reporting(3, resetAt: reset))
        #expect(profile.console.err.hasPrefix("warning: 3 of 60 GitHub requests left until 00:30 UTC"))
        let overview = await run([], users: reporting(3, resetAt: reset))
        #expect(overview.console.err.hasPrefix("warning: 3 of 60 GitHub requests left until 00:30 UTC"))
        let posts = await run(["posts"], users: reporting(1, resetAt: nil))
        // No posts, said on standard error (the output is not a terminal), and no word of the GitHub budget.
        #expect(posts.console.err == "No posts.\n")
    }

    @Test func rateLimitMessageNamesTheResetTime() async {
        let reset = clock.now.addingTimeInterval(3600)
        let (status, console) = await run(
            ["users"], users: FakeUsersRepository(failure: .rateLimited(until: reset)))
        #expect(status == 1)
        #expect(console.err == "error: rate limited; try again after 01:00 UTC\n")
    }

    @Test func postsJSONAndPlain() async throws {
        let posts = FakePostsRepository(summaries: [
            PostSummary(post: Self.post, authorName: "Ervin Howell", commentCount: 2),
            PostSummary(post: Post(id: 2, userId: 9, title: "日本語のタイトル", body: ""), authorName: nil, commentCount: 0),
        ])
        let (status, console) = await run(["posts", "--json"], posts: posts)
        #expect(status == 0)
        let rows = try #require(try json(console.out) as? [[String: Any]])
        #expect(Set(rows[0].keys) == ["id", "userId", "title", "author", "commentCount"])
        #expect(rows[1]["author"] is NSNull)

        let plain = await run(["posts", "--no-color"], posts: posts, console: RecordingConsole(isTerminal: true))
        #expect(
            plain.console.out == """
                ID  AUTHOR        COMMENTS  TITLE
                 1  Ervin Howell         2  A title
                 2  -                    0  日本語のタイトル

                """)
    }

    @Test func plainTablesFitTheWidth() async {
        let long = String(repeating: "word ", count: 40)
        let posts = FakePostsRepository(summaries: [
            PostSummary(post: Post(id: 1, userId: 1, title: long, body: ""), authorName: "Someone", commentCount: 5)
        ])
        let console = RecordingConsole(isTerminal: true, width: 40)
        let (_, result) = await run(["posts", "--no-color"], posts: posts, console: console)
        for line in result.out.split(separator: "\n") {
            #expect(line.count <= 40)
        }
        #expect(result.out.contains("…"))
    }

    @Test func postDetailJSON() async throws {
        let posts = FakePostsRepository(details: [
            1: PostDetail(post: Self.post, author: Self.author, comments: Self.comments)
        ])
        let (status, console) = await run(["post", "1", "--json"], posts: posts)
        #expect(status == 0)
        let object = try #require(try json(console.out) as? [String: Any])
        #expect(Set(object.keys) == ["id", "userId", "title", "body", "author", "comments"])
        let author = try #require(object["author"] as? [String: Any])
        #expect(Set(author.keys) == ["id", "name", "username", "email"])
        let comments = try #require(object["comments"] as? [[String: Any]])
        #expect(comments.map { $0["id"] as? Int } == [1, 2])
        #expect(Set(comments[0].keys) == ["id", "name", "email", "body"])
    }

    @Test func missingPostIsExitOne() async {
        let (status, console) = await run(["post", "7"])
        #expect(status == 1)
        #expect(console.err == "error: no post with id 7\n")
    }

    @Test func cacheInfoJSONAndClear() async throws {
        let report = CacheReport(
            path: "/tmp/x/cache.sqlite", sizeBytes: 4096,
            endpoints: [
                .init(
                    key: "GET https://api.github.com/users?per_page=30&since=0", fetchedAt: clock.now, ageSeconds: 42,
                    isFresh: true, etag: "\"abc\"")
            ])
        let cache = FakeCacheAdministration(report: report)
        let (status, console) = await run(["cache", "info", "--json"], cache: cache)
        #expect(status == 0)
        let object = try #require(try json(console.out) as? [String: Any])
        #expect(object["path"] as? String == "/tmp/x/cache.sqlite")
        #expect(object["sizeBytes"] as? Int == 4096)
        let endpoints = try #require(object["endpoints"] as? [[String: Any]])
        #expect(Set(endpoints[0].keys) == ["key", "fetchedAt", "ageSeconds", "fresh", "etag"])
        #expect(endpoints[0]["fresh"] as? Bool == true)

        let cleared = await run(["cache", "clear"], cache: cache)
        #expect(cleared.status == 0)
        #expect(cleared.console.out == "Cache cleared.\n")
        #expect(cache.clearCount == 1)
    }

    @Test func usageErrorIsExitTwoWithAHint() async {
        let (status, console) = await run(["usres"])
        #expect(status == 2)
        #expect(console.err == "error: unknown command \"usres\"\nhint: did you mean 'atomic users'?\n")
    }

    @Test func overviewListsTenUsersAndTenPosts() async {
        let summaries = (1...15).map {
            PostSummary(post: Post(id: $0, userId: 1, title: "Post \($0)", body: ""), authorName: "A", commentCount: 1)
        }
        let (status, console) = await run([], posts: FakePostsRepository(summaries: summaries))
        #expect(status == 0)
        #expect(console.out.contains("GitHub users (first 10)"))
        #expect(console.out.contains("Posts (first 10 of 15)"))
        #expect(console.out.contains("user10"))
        #expect(!console.out.contains("user11"))
        #expect(console.out.contains("Post 10"))
        #expect(!console.out.contains("Post 11"))
        // Into a pipe the closing line stays whole, however narrow COLUMNS is.
        let narrow = await run([], console: RecordingConsole(isTerminal: false, width: 20))
        #expect(
            narrow.console.out.hasSuffix(
                "More: atomic users, atomic user LOGIN, atomic posts, atomic post ID; atomic --help\n"))
    }

    @Test func overviewShowsWhatItHasWhenOneSideCannotBeHad() async throws {
        let summaries = (1...3).map {
            PostSummary(post: Post(id: $0, userId: 1, title: "Post \($0)", body: ""), authorName: "A", commentCount: 1)
        }
        let postsOnly = await run(
            [], users: FakeUsersRepository(failure: .notCached), posts: FakePostsRepository(summaries: summaries))
        #expect(postsOnly.status == 0)
        #expect(!postsOnly.console.out.contains("GitHub users"))
        #expect(postsOnly.console.out.hasPrefix("Posts (first 3 of 3)"))
        #expect(postsOnly.console.err.hasPrefix("warning: no GitHub users shown: "))
        #expect(postsOnly.console.err.filter { $0 == "\n" }.count == 1)

        let usersOnly = await run([], posts: FakePostsRepository(failure: .notCached))
        #expect(usersOnly.status == 0)
        #expect(usersOnly.console.out.contains("GitHub users (first 10)"))
        #expect(!usersOnly.console.out.contains("Posts ("))
        #expect(usersOnly.console.err.hasPrefix("warning: no posts shown: "))

        let json = await run(
            ["--json"], users: FakeUsersRepository(failure: .notCached),
            posts: FakePostsRepository(summaries: summaries))
        #expect(json.status == 0)
        let object = try #require(try self.json(json.console.out) as? [String: Any])
        #expect((object["users"] as? [Any])?.isEmpty == true)
        #expect((object["posts"] as? [Any])?.count == 3)

        let neither = await run(
            [], users: FakeUsersRepository(failure: .notCached), posts: FakePostsRepository(failure: .offline))
        #expect(neither.status == 1)
        #expect(neither.console.out == "")
        #expect(neither.console.err.hasPrefix("error: "))
    }

    @Test func servicesAreNotBuiltForHelpOrVersion() async {
        let console = RecordingConsole()
        let status = await AtomicCommand.main(
            arguments: ["--version"], environment: [:], console: console, clock: clock,
            makeServices: { _ in
                Issue.record("services built for --version")
                return AppServices(
                    gitHubUsers: GitHubUsersServices(repository: FakeUsersRepository()),
                    posts: PostsServices(repository: FakePostsRepository()), cache: FakeCacheAdministration())
            })
        #expect(status == 0)
        #expect(console.out == "atomic \(AtomicArchVersion.current)\n")
    }
}

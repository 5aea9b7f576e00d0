import AtomicTestSupport
import Foundation
import Testing

/// The command line contract of the built binary: usage errors, option placement, JSON shapes, the overview.
@Suite struct EndToEndCommandLineTests {
    /// A command line `atomic` must refuse with exit status 2.
    struct UsageCase: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        var environment: [String: String] = [:]
        /// A piece of the `error:` line.
        let message: String
        /// A piece of the `hint:` line, or empty when any hint will do.
        var hint = ""

        var testDescription: String {
            (environment.map { "\($0.key)=\($0.value) " }.joined() + arguments.joined(separator: " "))
        }
    }

    static let usageCases: [UsageCase] = [
        UsageCase(arguments: ["frobnicate"], message: "unknown command \"frobnicate\"", hint: "commands: users"),
        UsageCase(arguments: ["usres"], message: "unknown command \"usres\"", hint: "did you mean 'atomic users'?"),
        UsageCase(
            arguments: ["users", "--limt", "5"], message: "unknown option --limt", hint: "did you mean --limit?"),
        UsageCase(arguments: ["users", "--frobnicate"], message: "unknown option --frobnicate"),
        UsageCase(
            arguments: ["user", "-octo"], message: "unknown option -o in \"-octo\"",
            hint: "to pass \"-octo\" as LOGIN, put -- before it: atomic user -- -octo"),
        UsageCase(arguments: ["users", "--limit", "0"], message: "--limit needs a number of users from 1"),
        UsageCase(arguments: ["users", "--limit", "lots"], message: "got \"lots\""),
        UsageCase(arguments: ["users", "--per-page", "101"], message: "--per-page needs a page size from 1 to 100"),
        UsageCase(arguments: ["users", "--per-page", "0"], message: "--per-page"),
        UsageCase(arguments: ["user"], message: "missing argument", hint: "usage: atomic user LOGIN"),
        UsageCase(arguments: ["post", "abc"], message: "post ID must be a whole number from 1, got \"abc\""),
        UsageCase(arguments: ["post", "0"], message: "post ID"),
        UsageCase(arguments: ["posts", "--ttl", "soon"], message: "option --ttl needs a number of seconds"),
        UsageCase(arguments: ["posts", "--ttl", "-5"], message: "option --ttl needs a number of seconds"),
        UsageCase(
            arguments: ["users", "--github-api-url", "ftp://127.0.0.1"],
            message: "option --github-api-url needs an http or https base URL"),
        UsageCase(arguments: ["posts", "--posts-api-url", "not a url"], message: "option --posts-api-url needs"),
        UsageCase(
            arguments: ["posts"], environment: ["ATOMIC_CACHE_TTL": "five minutes"],
            message: "ATOMIC_CACHE_TTL needs a number of seconds"),
    ]

    @Test(arguments: usageCases)
    func usageErrorsExitWithStatusTwo(_ usage: UsageCase) async throws {
        let sandbox = try EndToEndSandbox()
        // The URL options come first so that a case's own option, given after them, is the one that counts.
        let arguments = sandbox.options() + usage.arguments

        let run = try await sandbox.atomicExactly(arguments, environment: usage.environment)

        #expect(run.status == 2, "stderr: \(run.errorOutput)")
        #expect(run.output == "")
        // One error line, then the hint, wrapped at the width of standard error (80 columns off a terminal).
        let lines = run.errorLines
        let hint = lines.dropFirst().joined(separator: " ")
        #expect(lines.count >= 2, "stderr: \(run.errorOutput)")
        #expect(lines.first?.hasPrefix("error: ") == true)
        #expect(lines.first?.contains(usage.message) == true, "stderr: \(run.errorOutput)")
        #expect(hint.hasPrefix("hint: ") && lines.dropFirst(2).allSatisfy { !$0.hasPrefix("hint: ") })
        if !usage.hint.isEmpty {
            #expect(hint.contains(usage.hint), "stderr: \(run.errorOutput)")
        }
    }

    @Test func optionsBeforeOrAfterTheCommandGiveTheSameOutput() async throws {
        let server = try TestHTTPServer.gitHubUsers(ids: Array(1...20), sendsLink: true)
        defer { server.stop() }
        let before = try EndToEndSandbox()
        let after = try EndToEndSandbox()

        let optionsFirst = try await before.atomicExactly(
            before.options(gitHub: server) + ["--json", "--ttl", "60", "users", "--limit", "7"])
        let optionsLast = try await after.atomicExactly(
            ["users", "--limit=7", "--json", "--ttl=60"] + after.options(gitHub: server))

        #expect(optionsFirst.status == 0, "stderr: \(optionsFirst.errorOutput)")
        #expect(optionsLast.status == 0, "stderr: \(optionsLast.errorOutput)")
        #expect(optionsFirst.output == optionsLast.output)
        #expect(optionsFirst.errorOutput == optionsLast.errorOutput)
        let items = try #require(EndToEndFixtures.json(optionsFirst.output) as? [[String: Any]])
        #expect(items.compactMap { $0["id"] as? Int } == Array(1...7))
        #expect(Set(items.first?.keys ?? [:].keys) == ["id", "login", "avatarUrl", "htmlUrl"])
        // Each sandbox has its own cache, so both runs went to the server.
        #expect(server.requestCount(to: "/users") == 2)
    }

    @Test func jsonOutputOfEveryCommandParses() async throws {
        let gitHub = try TestHTTPServer.gitHubUsers(ids: Array(1...5), sendsLink: false)
        defer { gitHub.stop() }
        gitHub.route("/users/octocat", .json(EndToEndFixtures.userDetailJSON(login: "octocat", id: 583_231)))
        let posts = try TestHTTPServer.postsFeed()
        defer { posts.stop() }
        let sandbox = try EndToEndSandbox()

        for command in [["users"], ["user", "octocat"], ["posts"], ["post", "1"], [], ["cache", "info"]] {
            let run = try await sandbox.atomic(command + ["--json"], gitHub: gitHub, posts: posts)
            #expect(run.status == 0, "\(command): \(run.errorOutput)")
            #expect(EndToEndFixtures.json(run.output) != nil, "\(command) printed: \(run.output)")
        }
        let post = try await sandbox.atomic(["post", "1", "--json"], gitHub: gitHub, posts: posts)
        let detail = try #require(EndToEndFixtures.json(post.output) as? [String: Any])
        #expect((detail["author"] as? [String: Any])?["username"] as? String == "Bret")
        #expect((detail["comments"] as? [Any])?.count == 2)
    }

    @Test func cacheInfoDescribesEveryEndpointAndClearEmptiesIt() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/users/octocat") { _ in
            .json(EndToEndFixtures.userDetailJSON(login: "octocat", id: 583_231), headers: [("ETag", "W/\"octo-1\"")])
        }
        let sandbox = try EndToEndSandbox()
        let user = try await sandbox.atomic(["user", "octocat"], gitHub: server)
        #expect(user.status == 0, "stderr: \(user.errorOutput)")

        let info = try await sandbox.atomic(["cache", "info", "--json"])

        #expect(info.status == 0, "stderr: \(info.errorOutput)")
        let object = try #require(EndToEndFixtures.json(info.output) as? [String: Any], "stdout: \(info.output)")
        #expect(Set(object.keys) == ["path", "sizeBytes", "endpoints"])
        let path = try #require(object["path"] as? String)
        #expect(path.hasPrefix(sandbox.cacheDirectory.path))
        #expect(FileManager.default.fileExists(atPath: path))
        #expect((object["sizeBytes"] as? Int).map { $0 > 0 } == true)
        let endpoints = try #require(object["endpoints"] as? [[String: Any]])
        #expect(endpoints.count == 1)
        let endpoint = try #require(endpoints.first)
        #expect(Set(endpoint.keys) == ["key", "fetchedAt", "ageSeconds", "fresh", "etag"])
        #expect(endpoint["key"] as? String == "GET \(server.baseURL.absoluteString)/users/octocat")
        #expect(endpoint["etag"] as? String == "W/\"octo-1\"")
        #expect(endpoint["fresh"] as? Bool == true)
        #expect((endpoint["ageSeconds"] as? Int).map { (0..<300).contains($0) } == true)
        let fetchedAt = try #require(endpoint["fetchedAt"] as? String)
        #expect((try? Date.ISO8601FormatStyle().parse(fetchedAt)) != nil, "fetchedAt: \(fetchedAt)")

        let clear = try await sandbox.atomic(["cache", "clear"])
        let emptied = try await sandbox.atomic(["cache", "info", "--json"])

        #expect(clear.status == 0, "stderr: \(clear.errorOutput)")
        #expect(clear.output == "Cache cleared.\n")
        let after = try #require(EndToEndFixtures.json(emptied.output) as? [String: Any])
        #expect((after["endpoints"] as? [Any])?.isEmpty == true)
        let refetch = try await sandbox.atomic(["user", "octocat"], gitHub: server)
        #expect(refetch.output == user.output)
        #expect(server.requestCount(to: "/users/octocat") == 2)
    }

    @Test func demoOverviewNeedsNoServer() async throws {
        let sandbox = try EndToEndSandbox()

        let run = try await sandbox.atomicExactly(["--demo"])

        #expect(run.status == 0, "stderr: \(run.errorOutput)")
        #expect(run.errorOutput == "")
        let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false)
        let usersHeading = try #require(lines.firstIndex(of: "GitHub users (first 10)"), "stdout: \(run.output)")
        let postsHeading = try #require(
            lines.firstIndex { $0.hasPrefix("Posts (first 10 of ") }, "stdout: \(run.output)")
        // Into a pipe: a heading, ten tab-separated records (no table header) and a blank line before the next.
        #expect(postsHeading - usersHeading == 12)
        #expect(lines[usersHeading + 1].hasPrefix("12\tdara-labs-0\t"))
        #expect(lines[postsHeading + 1].hasPrefix("1\t"))
        #expect(lines.count > postsHeading + 10)
        #expect(!run.output.contains("\u{1B}["), "styles are written although stdout is not a terminal")
    }
}

import AtomicTestSupport
import Data
import Foundation
import ImagePipeline
import Testing

/// What the composition root builds for a run, seen from outside the built binary: the demo data without a cache
/// database, the cache folder that cannot be used, the token variables, `GH_HOST`, the avatars' caches and the
/// feature list's commands and demo routes.
///
/// The tests run one at a time: each starts several processes, and the suites beside them that wait for a terminal's
/// text within a bound must not wait behind a burst of them.
@Suite(.serialized) struct EndToEndCompositionTests {
    /// A folder whose path goes through a regular file, so that nothing can ever be created in it.
    private static func unusableFolder(in sandbox: EndToEndSandbox) throws -> URL {
        let blocker = sandbox.home.appendingPathComponent("a-file")
        try Data("x".utf8).write(to: blocker)
        return blocker.appendingPathComponent("cache", isDirectory: true)
    }

    private static func files(under folder: URL) -> [URL] {
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        return (enumerator?.allObjects as? [URL] ?? []).filter {
            (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
        }
    }

    @Test func demoModeAnswersFromTheDemoDataWithoutTouchingTheCacheDatabase() async throws {
        let sandbox = try EndToEndSandbox()
        let demo = ["--demo", "--cache-dir", sandbox.cacheDirectory.path]

        let users = try await sandbox.atomicExactly(demo + ["users", "--limit", "5"])
        let posts = try await sandbox.atomicExactly(demo + ["posts", "--json"])
        let offline = try await sandbox.atomicExactly(demo + ["--offline", "posts", "--json"])

        #expect(users.status == 0)
        #expect(users.output.split(separator: "\n").count == 5)
        #expect(users.errorOutput == "")
        for run in [posts, offline] {
            #expect(run.status == 0, "stderr: \(run.errorOutput)")
            #expect((EndToEndFixtures.json(run.output) as? [Any])?.count == 100)
            #expect(run.errorOutput == "")
        }
        #expect(
            !FileManager.default.fileExists(atPath: sandbox.cacheDirectory.appendingPathComponent("cache.sqlite").path))
    }

    @Test func demoModeHasNoCacheSoItNeverClearsTheRealOne() async throws {
        let posts = try TestHTTPServer.postsFeed()
        defer { posts.stop() }
        let sandbox = try EndToEndSandbox()
        let cached = try await sandbox.atomic(["posts"], posts: posts)
        #expect(cached.status == 0)

        let clear = try await sandbox.atomic(["--demo", "cache", "clear", "--json"])
        let info = try await sandbox.atomic(["cache", "info", "--json"])

        #expect(clear.status == 0)
        #expect(clear.output == #"{"cleared":false}"# + "\n")
        let endpoints = (EndToEndFixtures.json(info.output) as? [String: Any])?["endpoints"] as? [Any]
        #expect(endpoints?.count == EndToEndFixtures.feedPaths.count, "\(info.output)")
    }

    @Test func theDemoServesEveryFeaturesRoutes() async throws {
        let sandbox = try EndToEndSandbox()
        let demo = ["--demo", "--cache-dir", sandbox.cacheDirectory.path]
        let login = DemoDataset.standard.gitHubUsers[2].user.login

        let users = try await sandbox.atomicExactly(demo + ["users", "--limit", "3", "--json"])
        let user = try await sandbox.atomicExactly(demo + ["user", login, "--json"])
        let posts = try await sandbox.atomicExactly(demo + ["posts", "--json"])
        let post = try await sandbox.atomicExactly(demo + ["post", "1", "--json"])

        #expect((EndToEndFixtures.json(users.output) as? [Any])?.count == 3)
        #expect((EndToEndFixtures.json(user.output) as? [String: Any])?["login"] as? String == login)
        let rows = try #require(EndToEndFixtures.json(posts.output) as? [[String: Any]])
        #expect(rows.allSatisfy { $0["author"] is String }, "the posts' authors come from the demo's /users")
        #expect(rows.contains { ($0["commentCount"] as? Int ?? 0) > 0 }, "the comments come from the demo's /comments")
        let detail = try #require(EndToEndFixtures.json(post.output) as? [String: Any])
        #expect(detail["author"] is [String: Any])
        #expect((detail["comments"] as? [Any])?.isEmpty == false)
    }

    @Test func everyCommandIsListedOnceWithTheFeaturesFirst() async throws {
        let run = try await EndToEndSandbox().atomic(["frobnicate"], environment: ["COLUMNS": "400"])

        #expect(run.status == 2)
        let hint = try #require(run.errorLines.last)
        #expect(hint.hasPrefix("hint: commands: users, user, posts, post, "), "\(hint)")
        let names = hint.dropFirst("hint: commands: ".count).split(separator: ", ")
        #expect(Set(names).count == names.count, "\(hint)")
    }

    @Test func anUnusableCacheFolderIsOneWarningAndTheRunGoesOnWithoutIt() async throws {
        let sandbox = try EndToEndSandbox()
        let folder = try Self.unusableFolder(in: sandbox)
        let posts = try TestHTTPServer.postsFeed()
        defer { posts.stop() }
        let options = ["--posts-api-url", posts.baseURL.absoluteString, "--github-api-url", EndToEndSandbox.closedURL]

        let feed = try await sandbox.atomicExactly(["--cache-dir", folder.path, "posts"] + options)
        let info = try await sandbox.atomicExactly(["--cache-dir", folder.path, "cache", "info", "--json"] + options)

        #expect(feed.status == 0)
        #expect(feed.output.contains("sunt aut facere repellat"))
        #expect(feed.errorLines.count == 1, "stderr: \(feed.errorOutput)")
        #expect(feed.errorOutput.hasPrefix("warning: the cache cannot be used ("), "\(feed.errorOutput)")
        #expect(feed.errorOutput.hasSuffix("); continuing without it\n"), "\(feed.errorOutput)")
        #expect(info.status == 0)
        #expect((EndToEndFixtures.json(info.output) as? [String: Any])?["path"] as? String == ":memory:")
    }

    @Test func aBlankGHTokenFallsBackToGitHubTokenAndALineEndIsTrimmed() async throws {
        let gitHub = try TestHTTPServer()
        defer { gitHub.stop() }
        gitHub.route("/users/octocat", .json(EndToEndFixtures.userDetailJSON(login: "octocat", id: 1)))
        let sandbox = try EndToEndSandbox()

        for (environment, sent) in [
            (["GH_TOKEN": " ", "GITHUB_TOKEN": "ghp_fallback"], "ghp_fallback"),
            (["GITHUB_TOKEN": " ", "GH_TOKEN": "ghp_first"], "ghp_first"),
            (["GH_TOKEN": "ghp_trimmed\n"], "ghp_trimmed"),
            (["GITHUB_TOKEN": "ghp_other\n"], "ghp_other"),
        ] {
            let run = try await sandbox.atomic(
                ["user", "octocat", "--ttl", "0"], gitHub: gitHub, environment: environment)
            #expect(run.status == 0, "\(environment): \(run.errorOutput)")
            #expect(gitHub.requests.last?.header("Authorization") == "Bearer \(sent)", "\(environment)")
        }
    }

    @Test func aGHHostThatNamesNoHostIsAUsageErrorForCommandsThatAskTheNetwork() async throws {
        let sandbox = try EndToEndSandbox()

        let evil = try await sandbox.atomicExactly(["user", "octocat"], environment: ["GH_HOST": "127.0.0.1:1/evil?"])
        #expect(evil.status == 2)
        #expect(evil.errorOutput.hasPrefix("error: GH_HOST is not a host name"), "\(evil.errorOutput)")
        let escape = try await sandbox.atomicExactly(["user", "octocat"], environment: ["GH_HOST": "x\u{1B}[31my"])
        #expect(escape.status == 2)
        #expect(escape.errorLines.first == #"error: GH_HOST is not a host name: "x\u{1B}[31my""#)
        let help = try await sandbox.atomicExactly(["--help"], environment: ["GH_HOST": "127.0.0.1:1/evil?"])
        #expect(help.status == 0)

        // A host with a port, or a blank GH_HOST, is no usage error: the first is asked, the second left aside.
        let port = try await sandbox.atomicExactly(
            ["user", "octocat", "--posts-api-url", EndToEndSandbox.closedURL], environment: ["GH_HOST": "127.0.0.1:1"])
        #expect(port.status == 1, "\(port.errorOutput)")
        #expect(port.errorOutput.hasPrefix("error: could not connect to 127.0.0.1:1"), "\(port.errorOutput)")
        let gitHub = try TestHTTPServer()
        defer { gitHub.stop() }
        gitHub.route("/users/octocat", .json(EndToEndFixtures.userDetailJSON(login: "octocat", id: 1)))
        let blank = try await sandbox.atomic(["user", "octocat"], gitHub: gitHub, environment: ["GH_HOST": "  "])
        #expect(blank.status == 0, "\(blank.errorOutput)")
    }

    @Test func aTokenWithAControlCharacterIsAUsageErrorNamingItsVariableBeforeAnyRequest() async throws {
        let gitHub = try TestHTTPServer()
        defer { gitHub.stop() }
        gitHub.route("/users/qq", .json(EndToEndFixtures.userDetailJSON(login: "qq", id: 1)))
        let sandbox = try EndToEndSandbox()

        let run = try await sandbox.atomic(
            ["user", "qq"], gitHub: gitHub, environment: ["GITHUB_TOKEN": "secret\r\nX-Injected: 1"])
        #expect(run.status == 2)
        #expect(run.errorLines.count == 2, "\(run.errorOutput)")
        #expect(run.errorLines.first?.hasPrefix("error: GITHUB_TOKEN contains a control character") == true)
        #expect(run.errorLines.last?.hasPrefix("hint: ") == true)
        #expect(!run.errorOutput.contains("secret") && !run.errorOutput.contains("try again"))
        #expect(gitHub.requestCount == 0)

        // For another GitHub host its own variable is read first, and named.
        let enterprise = try await sandbox.atomicExactly(
            ["user", "qq", "--posts-api-url", EndToEndSandbox.closedURL],
            environment: ["GH_HOST": "127.0.0.2:1", "GITHUB_ENTERPRISE_TOKEN": "a\u{7F}b", "GH_TOKEN": "a\rb"])
        #expect(enterprise.status == 2)
        #expect(enterprise.errorOutput.hasPrefix("error: GITHUB_ENTERPRISE_TOKEN "), "\(enterprise.errorOutput)")
    }

    @Test func demoAvatarsAreCachedInTheAvatarsFolderAndAnUnusableFolderLeavesTheMemoryCache() async throws {
        let sandbox = try EndToEndSandbox()
        let login = DemoDataset.standard.gitHubUsers[4].user.login

        let cached = try await PseudoTerminal.run(
            ["--no-interactive", "--demo", "--cache-dir", sandbox.cacheDirectory.path, "user", login, "--avatar"],
            environment: sandbox.environment())
        #expect(cached.status == 0)
        #expect(cached.output.contains("▀"), "\(cached.output)")
        let avatars = try ImageDiskCache(folder: sandbox.cacheDirectory.appendingPathComponent("avatars"))
        #expect(await avatars.totalSize > 0, "nothing was cached in the avatars folder")

        let folder = try Self.unusableFolder(in: sandbox)
        let uncached = try await PseudoTerminal.run(
            ["--no-interactive", "--demo", "--cache-dir", folder.path, "user", login, "--avatar"],
            environment: sandbox.environment())
        #expect(uncached.status == 0)
        #expect(uncached.output.contains("▀"), "\(uncached.output)")
    }

    @Test func aGIFAvatarShowsThePlaceholderAndWithJSONNothingIsDownloaded() async throws {
        let (gitHub, avatars) = try TestHTTPServer.gitHubProfileAndAvatars(
            avatar: TestResponse(headers: [("Content-Type", "image/gif")], body: Data("GIF89a".utf8) + Data(count: 32)))
        defer { gitHub.stop() }
        defer { avatars.stop() }
        let sandbox = try EndToEndSandbox()

        let gif = try await PseudoTerminal.run(
            ["--no-interactive", "user", "octocat", "--avatar"] + sandbox.options(gitHub: gitHub),
            environment: sandbox.environment())
        #expect(gif.status == 0)
        #expect(!gif.output.contains("▀"))
        #expect(gif.output.contains("│   ML   │"), "\(gif.output)")
        #expect(avatars.requestCount(to: "/u/1") == 1)

        let json = try await PseudoTerminal.run(
            ["--no-interactive", "user", "octocat", "--avatar", "--json", "--no-color"]
                + sandbox.options(gitHub: gitHub),
            environment: sandbox.environment())
        let plainJSON = try await PseudoTerminal.run(
            ["--no-interactive", "user", "octocat", "--json", "--no-color"] + sandbox.options(gitHub: gitHub),
            environment: sandbox.environment())
        #expect(json.status == 0)
        #expect(PseudoTerminal.withoutSpinner(json.output) == PseudoTerminal.withoutSpinner(plainJSON.output))
        #expect(avatars.requestCount(to: "/u/1") == 1, "--json downloaded the avatar")
    }

    @Test func offlineAnAvatarNotCachedOnDiskIsNotAskedForAndThePlaceholderIsShown() async throws {
        let (gitHub, avatars) = try TestHTTPServer.gitHubProfileAndAvatars()
        defer { gitHub.stop() }
        defer { avatars.stop() }
        let sandbox = try EndToEndSandbox()
        let cached = try await sandbox.atomic(["user", "octocat"], gitHub: gitHub)
        #expect(cached.status == 0)

        let offline = try await PseudoTerminal.run(
            ["--no-interactive", "--offline", "user", "octocat", "--avatar"] + sandbox.options(gitHub: gitHub),
            environment: sandbox.environment())

        #expect(offline.status == 0)
        #expect(offline.output.contains("│   ML   │"), "\(offline.output)")
        #expect(avatars.requestCount == 0)
        #expect(gitHub.requestCount == 1)
    }
}

import AtomicTestSupport
import Foundation
import Testing

/// Users are rows and list pages id ranges: any request inside what is cached is answered by the built binary
/// offline or with the server stopped, and a request past it shows what is cached with an "incomplete" warning.
@Suite struct EndToEndOfflineRangeTests {
    /// A sandbox whose cache holds `atomic users --limit 5` (users 1–5 of 1–50, GitHub-style `Link` headers),
    /// and the stopped server it came from.
    private static func cachedFirstFive(
        posts: TestHTTPServer? = nil
    ) async throws -> (EndToEndSandbox, TestHTTPServer) {
        let gitHub = try TestHTTPServer.gitHubUsers(ids: Array(1...50), sendsLink: true)
        let sandbox = try EndToEndSandbox()
        let first = try await sandbox.atomic(["users", "--limit", "5"], gitHub: gitHub)
        #expect(first.status == 0, "stderr: \(first.errorOutput)")
        if let posts {
            EndToEndFixtures.serveFeed(on: posts)
            let feed = try await sandbox.atomic(["posts"], posts: posts)
            #expect(feed.status == 0, "stderr: \(feed.errorOutput)")
            posts.stop()
        }
        gitHub.stop()
        return (sandbox, gitHub)
    }

    private static func logins(_ output: String) -> [String] {
        // Tab-separated records (output is a pipe): id, login, profile.
        output.split(separator: "\n").compactMap { line in
            line.split(separator: "\t").dropFirst().first.map(String.init)
        }
    }

    @Test func offlineUsersInsideTheCachedRangeAnswerFromTheRows() async throws {
        let (sandbox, server) = try await Self.cachedFirstFive()

        let run = try await sandbox.atomic(["--offline", "users", "--limit", "3"], gitHub: server)

        #expect(run.status == 0, "stderr: \(run.errorOutput)")
        #expect(run.errorOutput == "")
        #expect(Self.logins(run.output) == ["user1", "user2", "user3"], "stdout: \(run.output)")
    }

    @Test func offlineUsersFromTheMiddleOfTheCachedRange() async throws {
        let (sandbox, server) = try await Self.cachedFirstFive()

        let run = try await sandbox.atomic(
            ["--offline", "users", "--since", "2", "--limit", "3", "--json"], gitHub: server)

        #expect(run.status == 0, "stderr: \(run.errorOutput)")
        let ids = (EndToEndFixtures.json(run.output) as? [[String: Any]])?.compactMap { $0["id"] as? Int }
        #expect(ids == [3, 4, 5])
        #expect(server.requestCount == 1)
    }

    @Test func staleUsersWithTheServerDownAreShownWithTheStaleWarning() async throws {
        let (sandbox, server) = try await Self.cachedFirstFive()

        let run = try await sandbox.atomic(["--ttl", "0", "users", "--limit", "4"], gitHub: server)

        #expect(run.status == 0, "stderr: \(run.errorOutput)")
        #expect(Self.logins(run.output) == ["user1", "user2", "user3", "user4"], "stdout: \(run.output)")
        #expect(run.errorLines.count == 1, "stderr: \(run.errorOutput)")
        #expect(
            run.errorOutput.hasPrefix("warning: could not connect to 127.0.0.1:\(server.port), showing data cached "))
    }

    @Test func offlineOverviewWorksWhenBothFeaturesAreCached() async throws {
        let posts = try TestHTTPServer()
        let (sandbox, gitHub) = try await Self.cachedFirstFive(posts: posts)

        let run = try await sandbox.atomic(["--offline"], gitHub: gitHub, posts: posts)

        #expect(run.status == 0, "stderr: \(run.errorOutput)")
        #expect(run.output.contains("GitHub users (first 5)"), "stdout: \(run.output)")
        #expect(run.output.contains("Leanne Graham"), "stdout: \(run.output)")
        #expect(
            run.errorOutput
                == "warning: the list is incomplete (offline): 5 users are cached, the rest could not be fetched\n")
    }

    @Test func offlinePastTheCachedRangeShowsWhatIsCachedWithAWarning() async throws {
        let (sandbox, server) = try await Self.cachedFirstFive()

        let run = try await sandbox.atomic(["--offline", "users", "--limit", "8"], gitHub: server)

        #expect(run.status == 0, "stderr: \(run.errorOutput)")
        #expect(Self.logins(run.output) == ["user1", "user2", "user3", "user4", "user5"], "stdout: \(run.output)")
        #expect(
            run.errorOutput
                == "warning: the list is incomplete (offline): 5 users are cached, the rest could not be fetched\n")
    }

    @Test func serverDownPastTheCachedRangeShowsWhatIsCachedWithAWarning() async throws {
        let (sandbox, server) = try await Self.cachedFirstFive()

        let run = try await sandbox.atomic(["users", "--limit", "8", "--per-page", "5"], gitHub: server)

        #expect(run.status == 0, "stderr: \(run.errorOutput)")
        #expect(Self.logins(run.output).count == 5, "stdout: \(run.output)")
        #expect(
            run.errorOutput
                == "warning: the list is incomplete (could not connect to 127.0.0.1:\(server.port)): 5 users are "
                + "cached, the rest could not be fetched\n")
    }

    @Test func offlineWithNothingCachedAfterTheCursorIsAnError() async throws {
        let (sandbox, server) = try await Self.cachedFirstFive()

        let run = try await sandbox.atomic(["--offline", "users", "--since", "40", "--limit", "3"], gitHub: server)

        #expect(run.status == 1)
        #expect(run.errorOutput.hasPrefix("error: "), "stderr: \(run.errorOutput)")
        #expect(run.output == "")
    }

    @Test func aStaleListThatStopsEarlyIsOneWarningSayingBoth() async throws {
        let gitHub = try TestHTTPServer.gitHubUsers(ids: Array(1...50), sendsLink: true)
        defer { gitHub.stop() }
        let sandbox = try EndToEndSandbox()
        let first = try await sandbox.atomic(["users", "--limit", "5"], gitHub: gitHub)
        #expect(first.status == 0, "stderr: \(first.errorOutput)")
        gitHub.route("/users", TestResponse(status: 500, body: Data("{}".utf8)))

        let run = try await sandbox.atomic(["--ttl", "0", "users", "--limit", "10", "--per-page", "5"], gitHub: gitHub)

        #expect(run.status == 0, "stderr: \(run.errorOutput)")
        #expect(Self.logins(run.output).count == 5, "stdout: \(run.output)")
        #expect(run.errorLines.count == 1, "stderr: \(run.errorOutput)")
        #expect(
            run.errorOutput.hasPrefix(
                "warning: the list is incomplete (the server could not answer (HTTP 500)): 5 users are shown as "
                    + "cached "), "stderr: \(run.errorOutput)")
        #expect(run.errorOutput.hasSuffix(" ago, the rest could not be fetched\n"), "stderr: \(run.errorOutput)")
    }

    @Test func anEmptyListIntoAPipeWritesNothingOnStandardOutput() async throws {
        let sandbox = try EndToEndSandbox()
        let users = try await sandbox.atomic(["--demo", "users", "--since", "999999999"])
        #expect(users.status == 0)
        #expect(users.output == "")
        #expect(users.errorOutput == "No users.\n")

        let posts = try TestHTTPServer()
        defer { posts.stop() }
        for path in ["/posts", "/users", "/comments"] { posts.route(path, .json("[]")) }
        let feed = try await sandbox.atomic(["posts"], posts: posts)
        #expect(feed.status == 0, "stderr: \(feed.errorOutput)")
        #expect(feed.output == "")
        #expect(feed.errorOutput == "No posts.\n")
    }
}

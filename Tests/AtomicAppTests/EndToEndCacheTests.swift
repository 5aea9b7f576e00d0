import AtomicTestSupport
import Foundation
import Testing

/// The cache policy seen from outside: the built binary run several times over one cache folder.
@Suite struct EndToEndCacheTests {
    private static let feedPaths = EndToEndFixtures.feedPaths

    private static func feedRequestCount(_ server: TestHTTPServer) -> Int {
        feedPaths.map { server.requestCount(to: $0) }.reduce(0, +)
    }

    @Test func postsWithinTheTTLMakeNoRequest() async throws {
        let server = try TestHTTPServer.postsFeed()
        defer { server.stop() }
        let sandbox = try EndToEndSandbox()

        let first = try await sandbox.atomic(["posts"], posts: server)
        #expect(first.status == 0, "stderr: \(first.errorOutput)")
        #expect(first.errorOutput == "")
        #expect(Self.feedPaths.map { server.requestCount(to: $0) } == [1, 1, 1])
        let table = first.output.split(separator: "\n")
        #expect(table.count == 3, "stdout: \(first.output)")
        #expect(table.first?.contains("\tLeanne Graham\t") == true)
        #expect(table.first?.contains("sunt aut facere repellat") == true)

        let second = try await sandbox.atomic(["posts"], posts: server)

        #expect(second.status == 0, "stderr: \(second.errorOutput)")
        #expect(second.errorOutput == "")
        #expect(second.output == first.output)
        #expect(Self.feedRequestCount(server) == 3, "the second run made requests")
    }

    @Test func staleFeedIsRevalidatedWithItsETag() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        EndToEndFixtures.serveFeedWithETags(on: server)
        let sandbox = try EndToEndSandbox()

        let first = try await sandbox.atomic(["posts"], posts: server)
        #expect(first.status == 0, "stderr: \(first.errorOutput)")

        let second = try await sandbox.atomic(["posts", "--ttl", "0"], posts: server)

        #expect(second.status == 0, "stderr: \(second.errorOutput)")
        #expect(second.errorOutput == "")
        #expect(second.output == first.output)
        for path in Self.feedPaths {
            let requests = server.requests(to: path)
            #expect(requests.count == 2, "\(path)")
            #expect(requests.first?.header("If-None-Match") == nil, "\(path)")
            #expect(requests.last?.header("If-None-Match") == EndToEndFixtures.etag(for: path), "\(path)")
        }
        let info = try await sandbox.atomic(["cache", "info", "--json"])
        let endpoints = try #require(
            (EndToEndFixtures.json(info.output) as? [String: Any])?["endpoints"] as? [[String: Any]])
        #expect(
            Set(endpoints.compactMap { $0["etag"] as? String }) == Set(Self.feedPaths.map(EndToEndFixtures.etag(for:))))
    }

    @Test func serverDownWithAStaleCacheShowsTheCachedData() async throws {
        let server = try TestHTTPServer.postsFeed()
        let sandbox = try EndToEndSandbox()
        let first = try await sandbox.atomic(["posts"], posts: server)
        #expect(first.status == 0, "stderr: \(first.errorOutput)")
        server.stop()

        let second = try await sandbox.atomic(["posts", "--ttl", "0"], posts: server)

        #expect(second.status == 0, "stderr: \(second.errorOutput)")
        #expect(second.output == first.output)
        #expect(second.errorLines.count == 1, "stderr: \(second.errorOutput)")
        #expect(
            second.errorOutput.hasPrefix("warning: could not connect to 127.0.0.1:\(server.port), showing data cached ")
        )
        #expect(second.errorOutput.hasSuffix(" ago\n"))
    }

    @Test func serverDownWithNothingCachedIsOneErrorLine() async throws {
        let server = try TestHTTPServer()
        server.stop()
        let sandbox = try EndToEndSandbox()

        let run = try await sandbox.atomic(["posts"], posts: server)

        #expect(run.status == 1)
        #expect(run.output == "")
        #expect(run.errorLines.count == 1, "stderr: \(run.errorOutput)")
        #expect(run.errorOutput.hasPrefix("error: "))
    }

    @Test func malformedJSONLeavesTheCacheUntouched() async throws {
        let server = try TestHTTPServer.postsFeed()
        defer { server.stop() }
        let sandbox = try EndToEndSandbox()
        let first = try await sandbox.atomic(["posts"], posts: server)
        #expect(first.status == 0, "stderr: \(first.errorOutput)")
        let infoBefore = try await sandbox.atomic(["cache", "info", "--json"])
        let endpointsBefore = try #require(Self.endpoints(infoBefore.output))

        server.route("/posts", .json(#"[{"userId":1,"id":1,"title":"cut"#))
        let second = try await sandbox.atomic(["posts", "--ttl", "0"], posts: server)

        #expect(second.status == 0, "stderr: \(second.errorOutput)")
        #expect(second.output == first.output)
        #expect(second.errorLines.count == 1, "stderr: \(second.errorOutput)")
        #expect(second.errorOutput.hasPrefix("warning: the server sent unreadable data, showing data cached "))
        #expect(server.requestCount(to: "/posts") == 2)
        let infoAfter = try await sandbox.atomic(["cache", "info", "--json"])
        let endpointsAfter = try #require(Self.endpoints(infoAfter.output))
        let postsKey = "GET \(server.baseURL.absoluteString)/posts"
        let fetchedBefore = try #require(endpointsBefore[postsKey]?["fetchedAt"] as? String, "\(infoBefore.output)")
        #expect(endpointsAfter[postsKey]?["fetchedAt"] as? String == fetchedBefore)
        #expect(endpointsAfter.count == endpointsBefore.count)
        let offline = try await sandbox.atomic(["posts", "--offline"], posts: server)
        #expect(offline.output == first.output)
    }

    @Test func malformedJSONWithNothingCachedIsOneErrorLine() async throws {
        let server = try TestHTTPServer.postsFeed()
        defer { server.stop() }
        server.route("/posts", .json("{not json"))
        let sandbox = try EndToEndSandbox()

        let run = try await sandbox.atomic(["posts"], posts: server)

        #expect(run.status == 1)
        #expect(run.output == "")
        #expect(run.errorLines.count == 1, "stderr: \(run.errorOutput)")
        #expect(run.errorOutput.hasPrefix("error: "))
        #expect(run.errorOutput.contains("could not be read"), "stderr: \(run.errorOutput)")
        #expect(!run.errorOutput.contains("Swift/"))
        #expect(!run.errorOutput.contains("Fatal"))
    }

    @Test func missingPostIsOneErrorLine() async throws {
        let server = try TestHTTPServer.postsFeed()
        defer { server.stop() }
        let sandbox = try EndToEndSandbox()

        let run = try await sandbox.atomic(["post", "99"], posts: server)

        #expect(run.status == 1)
        #expect(run.output == "")
        #expect(run.errorOutput == "error: no post with id 99\n")
    }

    @Test func offlineWithNothingCachedIsOneErrorLine() async throws {
        let server = try TestHTTPServer.postsFeed()
        defer { server.stop() }
        let sandbox = try EndToEndSandbox()

        let run = try await sandbox.atomic(["posts", "--offline"], posts: server)

        #expect(run.status == 1)
        #expect(run.output == "")
        #expect(run.errorLines.count == 1, "stderr: \(run.errorOutput)")
        #expect(run.errorOutput.hasPrefix("error: "))
        #expect(server.requestCount == 0)
    }

    @Test func offlineAfterACachedRunMakesNoRequest() async throws {
        let posts = try TestHTTPServer.postsFeed()
        defer { posts.stop() }
        let gitHub = try TestHTTPServer.gitHubUsers(ids: Array(1...50), sendsLink: true)
        defer { gitHub.stop() }
        let sandbox = try EndToEndSandbox()
        let feed = try await sandbox.atomic(["posts"], posts: posts)
        let users = try await sandbox.atomic(["users", "--limit", "40", "--per-page", "20"], gitHub: gitHub)
        #expect(feed.status == 0 && users.status == 0, "stderr: \(feed.errorOutput)\(users.errorOutput)")
        let requestsBefore = posts.requestCount + gitHub.requestCount

        // A TTL of zero makes everything stale: offline mode must still not ask.
        let offlineFeed = try await sandbox.atomic(["posts", "--offline", "--ttl", "0"], posts: posts)
        let offlineUsers = try await sandbox.atomic(
            ["users", "--limit", "40", "--per-page", "20", "--offline"], gitHub: gitHub)
        let offlinePost = try await sandbox.atomic(["post", "1", "--offline"], posts: posts)

        #expect(posts.requestCount + gitHub.requestCount == requestsBefore)
        #expect(offlineFeed.status == 0)
        #expect(offlineFeed.output == feed.output)
        #expect(offlineFeed.errorOutput.hasPrefix("warning: offline, showing data cached "))
        #expect(offlineUsers.status == 0)
        #expect(offlineUsers.output == users.output)
        #expect(offlineUsers.errorOutput == "")
        #expect(offlinePost.status == 0, "stderr: \(offlinePost.errorOutput)")
        #expect(offlinePost.output.hasPrefix("sunt aut facere repellat\nby Leanne Graham (@Bret)"))
        #expect(offlinePost.output.contains("2 comments"))
    }

    /// `cache info --json` output as endpoint key → the endpoint's object, or nil when it is not that shape.
    private static func endpoints(_ output: String) -> [String: NSDictionary]? {
        guard let object = EndToEndFixtures.json(output) as? [String: Any],
            let endpoints = object["endpoints"] as? [NSDictionary]
        else { return nil }
        var byKey: [String: NSDictionary] = [:]
        for endpoint in endpoints {
            guard let key = endpoint["key"] as? String else { return nil }
            byKey[key] = endpoint
        }
        return byKey
    }
}

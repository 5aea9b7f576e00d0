import AtomicTestSupport
import Foundation
import Persistence
import Testing

/// A stored `ETag` or `Last-Modified` that cannot be sent as a header value (a CR LF in it) counts as absent:
/// the refresh goes out without it, its answer renews the entry, and nothing is said about a server that was
/// never asked. Over loopback, for a users range, a profile and the posts feed.
@Suite struct EndToEndInvalidValidatorTests {
    /// What the servers send as validators.
    static let etag = "\"v2\""
    static let lastModified = "Tue, 01 Dec 2026 09:00:00 GMT"

    /// An answer with both validators, or `304` when the request carries the current `ETag`.
    static func answer(_ body: String, to request: RecordedRequest) -> TestResponse {
        let validators = [("ETag", etag), ("Last-Modified", lastModified)]
        if request.header("If-None-Match") == etag {
            return TestResponse(status: 304, headers: validators)
        }
        return .json(body, headers: validators)
    }

    @Test func aStoredValidatorWithALineBreakIsLeftOutAndTheEntryIsRefreshed() async throws {
        let gitHub = try TestHTTPServer()
        defer { gitHub.stop() }
        gitHub.route("/users") { Self.answer(EndToEndFixtures.gitHubUsersJSON(ids: 1...5), to: $0) }
        gitHub.route("/users/octocat") {
            Self.answer(EndToEndFixtures.userDetailJSON(login: "octocat", id: 1), to: $0)
        }
        let posts = try TestHTTPServer()
        defer { posts.stop() }
        for (path, body) in [
            ("/posts", EndToEndFixtures.postsJSON), ("/users", EndToEndFixtures.authorsJSON),
            ("/comments", EndToEndFixtures.commentsJSON),
        ] {
            posts.route(path) { Self.answer(body, to: $0) }
        }
        let sandbox = try EndToEndSandbox()
        let commands = [["users", "--limit", "5", "--per-page", "5"], ["user", "octocat"], ["posts"]]
        for command in commands {
            let filled = try await sandbox.atomic(command, gitHub: gitHub, posts: posts)
            #expect(filled.status == 0, "stderr: \(filled.errorOutput)")
        }

        // Poison the stored validators: users lose both, the profile its ETag, the feed its Last-Modified.
        let bad = "\r\nX-Injected: yes"
        let database = try DatabaseQueue(path: sandbox.cacheDirectory.appendingPathComponent("cache.sqlite").path)
        let gitHubPrefix = "GET \(gitHub.baseURL.absoluteString)"
        try await database.write { writer in
            try writer.execute(
                sql: "UPDATE cache_entries SET etag = etag || ?, last_modified = last_modified || ? WHERE key LIKE ?",
                arguments: [bad, bad, "\(gitHubPrefix)%/users?%"])
            try writer.execute(
                sql: "UPDATE cache_entries SET etag = etag || ? WHERE key LIKE ?",
                arguments: [bad, "\(gitHubPrefix)%/users/octocat"])
            try writer.execute(
                sql: "UPDATE cache_entries SET last_modified = last_modified || ? WHERE key NOT LIKE ?",
                arguments: [bad, "\(gitHubPrefix)%"])
        }
        let poisoned = try await database.read {
            try Int.fetchOne(
                $0, sql: "SELECT count(*) FROM cache_entries WHERE etag LIKE ? OR last_modified LIKE ?",
                arguments: ["%X-Injected%", "%X-Injected%"])
        }
        #expect(poisoned == 5)

        for command in commands {
            let refreshed = try await sandbox.atomic(["--ttl", "0"] + command, gitHub: gitHub, posts: posts)
            #expect(refreshed.status == 0, "\(command): \(refreshed.errorOutput)")
            #expect(refreshed.errorOutput.isEmpty, "\(command): \(refreshed.errorOutput)")
        }

        let sent = gitHub.requests + posts.requests
        #expect(!sent.contains { $0.header("X-Injected") != nil })
        let usersPage = try #require(gitHub.requests(to: "/users").last)
        #expect(usersPage.header("If-None-Match") == nil)
        #expect(usersPage.header("If-Modified-Since") == nil)
        let profile = try #require(gitHub.requests(to: "/users/octocat").last)
        #expect(profile.header("If-None-Match") == nil)
        #expect(profile.header("If-Modified-Since") == Self.lastModified)
        for path in EndToEndFixtures.feedPaths {
            let request = try #require(posts.requests(to: path).last)
            #expect(request.header("If-None-Match") == Self.etag, "\(path)")
            #expect(request.header("If-Modified-Since") == nil, "\(path)")
        }
        // The answers renewed the entries: a 200 brought new validators, a 304 kept the good one.
        let remaining = try await database.read {
            try Int.fetchOne(
                $0, sql: "SELECT count(*) FROM cache_entries WHERE etag LIKE ? OR last_modified LIKE ?",
                arguments: ["%X-Injected%", "%X-Injected%"])
        }
        #expect(remaining == 3)
        let gitHubLeft = try await database.read {
            try Int.fetchOne(
                $0,
                sql: "SELECT count(*) FROM cache_entries WHERE key LIKE ? AND (etag LIKE ? OR last_modified LIKE ?)",
                arguments: ["\(gitHubPrefix)%", "%X-Injected%", "%X-Injected%"])
        }
        #expect(gitHubLeft == 0)
        await database.close()
    }
}

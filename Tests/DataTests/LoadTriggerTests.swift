import AtomicCore
import AtomicTestSupport
import Domain
import Foundation
import Networking
import NetworkingURLSession
import Persistence
import Testing

@testable import Data

/// Domain's ``LoadTrigger``, passed in the ``LoadContext`` of a load, honoured below it, over real HTTP on 127.0.0.1: a retry reaches a host in its
/// unreachable-host cool-down, and a refresh revalidates data still within its time-to-live.
@Suite("Load triggers against a loopback server")
struct LoadTriggerTests {
    private static func profileJSON(login: String) -> String {
        #"{"login":"\#(login)","id":583231,"name":"The Octocat","public_repos":8,"public_gists":8,"#
            + #""followers":9000,"following":9,"created_at":"2011-01-25T18:44:36Z"}"#
    }

    /// A users repository over libcurl (or URLSession) to `server`, with the standard 30 s cool-down and no
    /// retries, on a clock that stands still.
    private static func repository(
        server: TestHTTPServer, clock: TestClock
    ) async throws -> CachedGitHubUsersRepository {
        #if os(Linux)
            let transport: any HTTPTransport = CurlTransport()
        #else
            let transport: any HTTPTransport = URLSessionTransport()
        #endif
        let client = HTTPClient(
            transport: transport,
            configuration: HTTPClient.Configuration(
                retryPolicy: .never, unreachableHostCoolDown: .seconds(30), clock: clock))
        let store = try await SQLiteCacheStore.inMemory(featureMigrations: FeatureMigrations.all)
        return CachedGitHubUsersRepository(
            client: client, baseURL: server.baseURL, policy: CachePolicy(store: store, clock: clock))
    }

    /// A posts repository over libcurl (or URLSession) to `server`, with no retries, on a clock that stands still.
    private static func postsRepository(
        server: TestHTTPServer, clock: TestClock
    ) async throws -> CachedPostsRepository {
        #if os(Linux)
            let transport: any HTTPTransport = CurlTransport()
        #else
            let transport: any HTTPTransport = URLSessionTransport()
        #endif
        let client = HTTPClient(
            transport: transport, configuration: HTTPClient.Configuration(retryPolicy: .never, clock: clock))
        let store = try await SQLiteCacheStore.inMemory(featureMigrations: FeatureMigrations.all)
        return CachedPostsRepository(
            client: client, baseURL: server.baseURL, policy: CachePolicy(store: store, clock: clock))
    }

    @Test("in the cool-down after a lost connection, a normal load fails at once and a retry reaches the server")
    func retryBypassesTheCoolDown() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route(
            "/users/octocat", TestResponse(behavior: .closeWithoutResponse), .json(Self.profileJSON(login: "octocat")))
        let repository = try await Self.repository(server: server, clock: TestClock())
        let login = try GitHubLogin("octocat")

        await #expect(throws: DomainError.connectionLost) {
            try await repository.user(login: login, context: .automatic)
        }
        #expect(server.requestCount(to: "/users/octocat") == 1)

        await #expect(throws: DomainError.connectionLost) {
            try await repository.user(login: login, context: .automatic)
        }
        #expect(server.requestCount(to: "/users/octocat") == 1)

        let profile = try await repository.user(login: login, context: .retry)
        #expect(server.requestCount(to: "/users/octocat") == 2)
        #expect(profile.value.login == "octocat")
        #expect(profile.freshness == .fresh)
    }

    @Test("a refresh sends a conditional request for a fresh profile; a 304 renews it")
    func refreshRevalidatesFreshData() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route(
            "/users/octocat", .json(Self.profileJSON(login: "octocat"), headers: [("ETag", #""v1""#)]),
            TestResponse(status: 304, headers: [("ETag", #""v1""#)]))
        let clock = TestClock()
        let repository = try await Self.repository(server: server, clock: clock)
        let login = try GitHubLogin("octocat")
        _ = try await repository.user(login: login, context: .automatic)
        clock.advance(by: 10)

        let automatic = try await repository.user(login: login, context: .automatic)
        #expect(server.requestCount(to: "/users/octocat") == 1)
        #expect(automatic.provenance?.decision == .fromDatabase)

        let refreshed = try await repository.user(login: login, context: .refresh)
        let requests = server.requests(to: "/users/octocat")
        #expect(requests.count == 2)
        #expect(requests.last?.header("If-None-Match") == #""v1""#)
        #expect(refreshed.freshness == .revalidated)
        #expect(refreshed.provenance?.decision == .revalidated)
        #expect(refreshed.fetchedAt == clock.now)
    }

    @Test("a refresh revalidates a fresh users page too")
    func refreshRevalidatesFreshPage() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        let page = #"[{"login":"a","id":1},{"login":"b","id":2}]"#
        server.route("/users", .json(page, headers: [("ETag", #""p1""#)]), .json(page, headers: [("ETag", #""p2""#)]))
        let repository = try await Self.repository(server: server, clock: TestClock())
        _ = try await repository.users(after: nil, pageSize: 2, context: .automatic)

        _ = try await repository.users(after: nil, pageSize: 2, context: .automatic)
        #expect(server.requestCount(to: "/users") == 1)

        let refreshed = try await repository.users(after: nil, pageSize: 2, context: .refresh)
        #expect(server.requests(to: "/users").last?.header("If-None-Match") == #""p1""#)
        #expect(refreshed.value.users.map(\.id) == [1, 2])
        #expect(refreshed.provenance?.decision == .refetched)
    }

    @Test("a refresh sends conditional requests for a fresh posts feed, as for users and profiles; 304s renew it")
    func refreshRevalidatesFreshPosts() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        let bodies = [
            "/posts": #"[{"userId":1,"id":1,"title":"First","body":"One"}]"#,
            "/users": #"[{"id":1,"name":"Leanne Graham","username":"Bret"}]"#,
            "/comments": #"[{"postId":1,"id":1,"name":"n","email":"a@comments.test","body":"A"}]"#,
        ]
        for (path, body) in bodies {
            server.route(
                path, .json(body, headers: [("ETag", "\"\(path)-v1\"")]),
                TestResponse(status: 304, headers: [("ETag", "\"\(path)-v1\"")]))
        }
        let clock = TestClock()
        let repository = try await Self.postsRepository(server: server, clock: clock)
        _ = try await repository.posts(context: .automatic)
        clock.advance(by: 10)

        let automatic = try await repository.posts(context: .automatic)
        #expect(server.requestCount == 3)
        #expect(automatic.freshness == .fresh)

        let refreshed = try await repository.posts(context: .refresh)
        for path in bodies.keys {
            let requests = server.requests(to: path)
            #expect(requests.count == 2, "\(path)")
            #expect(requests.first?.header("If-None-Match") == nil, "\(path)")
            #expect(requests.last?.header("If-None-Match") == "\"\(path)-v1\"", "\(path)")
        }
        #expect(refreshed.value.map(\.post.title) == ["First"])
        #expect(refreshed.freshness == .revalidated)
        #expect(refreshed.fetchedAt == clock.now)
    }
}

import AtomicCore
import AtomicTestSupport
import Domain
import Foundation
import Networking
import NetworkingURLSession
import Persistence
import Testing

@testable import Data

/// Per-segment revalidation over real HTTP on loopback: each cached list page is revalidated with its own ETag; a
/// `304` renews that segment only, a `200` replaces the rows of its range.
@Suite("User range revalidation over loopback")
struct UserRangeRevalidationTests {
    /// A GitHub-like user list that answers conditional requests: `users` may change between calls.
    final class UserList: Sendable {
        let users = Locked<[(id: Int, login: String)]>([])
        let version = Locked(1)

        func handler(port: Int) -> @Sendable (RecordedRequest) -> TestResponse {
            { [self] request in
                let since = request.queryValue("since").flatMap { Int($0) } ?? 0
                let perPage = request.queryValue("per_page").flatMap { Int($0) } ?? 30
                let page = Array(users.withLock { $0 }.filter { $0.id > since }.prefix(perPage))
                let etag = "\"v\(version.withLock { $0 })-\(since)\""
                if request.header("If-None-Match") == etag {
                    return TestResponse(status: 304, headers: [("ETag", etag)])
                }
                let body =
                    "["
                    + page.map { #"{"login":"\#($0.login)","id":\#($0.id),"avatar_url":"https://a.test/\#($0.id)"}"# }
                    .joined(separator: ",") + "]"
                var headers = [(name: String, value: String)]([("ETag", etag)])
                if let last = page.last {
                    headers.append(
                        ("Link", "<http://127.0.0.1:\(port)/users?per_page=\(perPage)&since=\(last.id)>; rel=\"next\""))
                }
                return .json(body, headers: headers)
            }
        }
    }

    private struct Setup {
        let server: TestHTTPServer
        let list: UserList
        let clock: TestClock
        let store: SQLiteCacheStore
        let repository: CachedGitHubUsersRepository
    }

    private static func setup(ids: [Int]) async throws -> Setup {
        let server = try TestHTTPServer()
        let list = UserList()
        list.users.withLock { $0 = ids.map { ($0, "user\($0)") } }
        server.route("/users", handler: list.handler(port: server.port))
        let clock = TestClock()
        let store = try await SQLiteCacheStore.inMemory(featureMigrations: FeatureMigrations.all)
        let client = HTTPClient(transport: URLSessionTransport(), configuration: .init(retryPolicy: .never))
        let repository = CachedGitHubUsersRepository(
            client: client, baseURL: server.baseURL,
            policy: CachePolicy(store: store, clock: clock, timeToLive: 300))
        return Setup(server: server, list: list, clock: clock, store: store, repository: repository)
    }

    @Test("a 304 renews one segment: only the stale page is asked again, conditionally, and both stay")
    func notModifiedRenewsOneSegment() async throws {
        let setup = try await Self.setup(ids: Array(1...10))
        defer { setup.server.stop() }
        _ = try await setup.repository.users(after: nil, pageSize: 5, context: .automatic)
        setup.clock.advance(by: 400)
        _ = try await setup.repository.users(after: UserCursor(since: 5), pageSize: 5, context: .automatic)
        #expect(setup.server.requestCount == 2)

        let first = try await setup.repository.users(after: nil, pageSize: 5, context: .automatic)

        #expect(first.value.users.map(\.id) == [1, 2, 3, 4, 5])
        #expect(first.freshness == .revalidated)
        let requests = setup.server.requests(to: "/users")
        #expect(requests.count == 3)
        #expect(requests.last?.queryValue("since") == nil)
        #expect(requests.last?.header("If-None-Match") == "\"v1-0\"")
        let second = try await setup.repository.users(after: UserCursor(since: 5), pageSize: 5, context: .automatic)
        #expect(second.freshness == .fresh)
        #expect(setup.server.requestCount == 3, "the second segment was still fresh")
    }

    @Test("a 200 replaces the range: a user deleted upstream vanishes, a renamed one updates")
    func modifiedReplacesTheRange() async throws {
        let setup = try await Self.setup(ids: Array(1...10))
        defer { setup.server.stop() }
        _ = try await setup.repository.users(after: nil, pageSize: 5, context: .automatic)
        setup.list.users.withLock { users in
            users.removeAll { $0.id == 3 }
            if let index = users.firstIndex(where: { $0.id == 4 }) { users[index].login = "renamed4" }
        }
        setup.list.version.withLock { $0 = 2 }
        setup.clock.advance(by: 400)

        let page = try await setup.repository.users(after: nil, pageSize: 5, context: .automatic)

        #expect(page.value.users.map(\.id) == [1, 2, 4, 5, 6])
        #expect(page.value.users.map(\.login) == ["user1", "user2", "renamed4", "user5", "user6"])
        #expect(page.freshness == .fresh)
        #expect(setup.server.requests(to: "/users").last?.header("If-None-Match") == "\"v1-0\"")
        let stored = try await setup.store.read { reader in
            try Row.fetchAll(reader, sql: "SELECT id FROM github_users ORDER BY id").map {
                try $0.value("id", as: Int.self)
            }
        }
        #expect(stored == [1, 2, 4, 5, 6])
    }

    @Test("a limit that crosses the end of the cached range fetches only the missing rest")
    func limitCrossingTheRangeEndFetchesTheRest() async throws {
        let setup = try await Self.setup(ids: Array(1...20))
        defer { setup.server.stop() }
        _ = try await setup.repository.users(after: nil, pageSize: 5, context: .automatic)

        let page = try await setup.repository.users(after: UserCursor(since: 3), pageSize: 5, context: .automatic)

        #expect(page.value.users.map(\.id) == [4, 5, 6, 7, 8])
        #expect(page.value.next == UserCursor(since: 8))
        let requests = setup.server.requests(to: "/users")
        #expect(requests.count == 2)
        #expect(requests.last?.queryValue("since") == "5")
    }
}

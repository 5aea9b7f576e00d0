import AtomicCore
import AtomicTestSupport
import Domain
import Foundation
import Networking
import NetworkingURLSession
import Persistence
import Testing

@testable import Data

/// The cached repositories' `Updates` over real HTTP on loopback: the stored answer first, without the network,
/// then, only when it was stale, the refreshed one.
@Suite("Stale-while-revalidate updates")
struct StaleWhileRevalidateTests {
    private struct Setup {
        let server: TestHTTPServer
        let postsServer: TestHTTPServer
        let clock: TestClock
        let users: CachedGitHubUsersRepository
        let posts: CachedPostsRepository
    }

    private static func setup() async throws -> Setup {
        let server = try TestHTTPServer()
        let list = UserRangeRevalidationTests.UserList()
        list.users.withLock { $0 = (1...10).map { ($0, "user\($0)") } }
        server.route("/users", handler: list.handler(port: server.port))
        let postsServer = try TestHTTPServer()
        postsServer.route("/posts", .json(#"[{"userId":1,"id":1,"title":"first","body":"text"}]"#))
        postsServer.route("/users", .json("[]"))
        postsServer.route("/comments", .json("[]"))
        let clock = TestClock()
        let store = try await SQLiteCacheStore.inMemory(featureMigrations: FeatureMigrations.all)
        let client = HTTPClient(transport: URLSessionTransport(), configuration: .init(retryPolicy: .never))
        let policy = CachePolicy(store: store, clock: clock, timeToLive: 300)
        return Setup(
            server: server, postsServer: postsServer, clock: clock,
            users: CachedGitHubUsersRepository(client: client, baseURL: server.baseURL, policy: policy),
            posts: CachedPostsRepository(client: client, baseURL: postsServer.baseURL, policy: policy))
    }

    @Test("nothing stored: one element, from the network")
    func nothingStored() async throws {
        let setup = try await Self.setup()
        defer {
            setup.server.stop()
            setup.postsServer.stop()
        }
        var answers: [Fetched<UserPage>] = []
        for try await answer in setup.users.usersUpdates(after: nil, pageSize: 5, context: .automatic) {
            answers.append(answer)
        }
        #expect(answers.map(\.value.users.count) == [5])
        #expect(answers.map(\.freshness) == [.fresh])
        #expect(setup.server.requestCount == 1)
    }

    @Test("fresh rows: one element, no request")
    func freshStored() async throws {
        let setup = try await Self.setup()
        defer {
            setup.server.stop()
            setup.postsServer.stop()
        }
        _ = try await setup.users.users(after: nil, pageSize: 5, context: .automatic)
        var answers: [Fetched<UserPage>] = []
        for try await answer in setup.users.usersUpdates(after: nil, pageSize: 5, context: .automatic) {
            answers.append(answer)
        }
        #expect(answers.map(\.freshness) == [.fresh])
        #expect(setup.server.requestCount == 1)
    }

    @Test("stale rows: the refresh starts from the snapshot the stored page was read from, so the rows are read once")
    func staleRowsAreReadOnce() async throws {
        let setup = try await Self.setup()
        defer {
            setup.server.stop()
            setup.postsServer.stop()
        }
        _ = try await setup.users.users(after: nil, pageSize: 5, context: .automatic)
        setup.clock.advance(by: 301)
        let store = setup.users.policy.store

        var iterator = setup.users.usersUpdates(after: nil, pageSize: 5, context: .automatic).makeAsyncIterator()
        let stored = try await iterator.next()
        let before = await store.readTransactionCount
        let refreshed = try await iterator.next()
        let reads = await store.readTransactionCount - before

        #expect(stored?.freshness.isStale == true && stored?.staleReason == nil)
        #expect(refreshed?.freshness.isStale == false)
        #expect(refreshed?.value.users.map(\.id) == [1, 2, 3, 4, 5])
        // The policy's look-up of the stale segment's entry, then the read of what the revalidation left: the
        // snapshot the stored page came from is not read again first.
        #expect(reads == 2)
    }

    @Test("stale rows: first the stored page without a request, then the revalidated one")
    func staleStored() async throws {
        let setup = try await Self.setup()
        defer {
            setup.server.stop()
            setup.postsServer.stop()
        }
        _ = try await setup.users.users(after: nil, pageSize: 5, context: .automatic)
        setup.clock.advance(by: 600)
        var iterator = setup.users.usersUpdates(after: nil, pageSize: 5, context: .automatic).makeAsyncIterator()

        let first = try await iterator.next()
        #expect(first?.freshness == .stale(age: 600))
        #expect(first?.staleReason == nil)
        #expect(setup.server.requestCount == 1, "the stored answer came without the network")
        let second = try await iterator.next()
        #expect(second?.freshness == .revalidated)
        #expect(second?.value.users.map(\.id) == [1, 2, 3, 4, 5])
        #expect(setup.server.requests(to: "/users").last?.header("If-None-Match") == "\"v1-0\"")
        #expect(try await iterator.next() == nil)
    }

    @Test("stale rows and the server down: the stored page twice, the second with the failure")
    func staleAndServerDown() async throws {
        let setup = try await Self.setup()
        defer { setup.postsServer.stop() }
        _ = try await setup.users.users(after: nil, pageSize: 5, context: .automatic)
        setup.server.stop()
        setup.clock.advance(by: 600)
        var answers: [Fetched<UserPage>] = []
        for try await answer in setup.users.usersUpdates(after: nil, pageSize: 5, context: .automatic) {
            answers.append(answer)
        }
        #expect(answers.count == 2)
        #expect(answers.map(\.freshness) == [.stale(age: 600), .stale(age: 600)])
        #expect(answers.first?.staleReason == nil)
        #expect(answers.last?.staleReason != nil)
    }

    @Test("posts: a stale feed comes first from the tables, then refreshed")
    func stalePosts() async throws {
        let setup = try await Self.setup()
        defer {
            setup.server.stop()
            setup.postsServer.stop()
        }
        _ = try await setup.posts.posts(context: .automatic)
        setup.clock.advance(by: 600)
        let before = setup.postsServer.requestCount
        var iterator = setup.posts.postsUpdates(context: .automatic).makeAsyncIterator()

        let first = try await iterator.next()
        #expect(first?.freshness == .stale(age: 600))
        #expect(setup.postsServer.requestCount == before)
        let second = try await iterator.next()
        #expect(second?.freshness.isStale == false)
        #expect(second?.value.map(\.post.title) == ["first"])
        #expect(setup.postsServer.requestCount == before + 3)
        #expect(try await iterator.next() == nil)
        var detail: [Fetched<PostDetail>] = []
        for try await answer in setup.posts.postUpdates(id: 1, context: .automatic) { detail.append(answer) }
        #expect(detail.map(\.freshness) == [.fresh])
    }
}

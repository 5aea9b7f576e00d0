import AtomicCore
import Domain
import Foundation
import Networking
import Persistence
import Testing

@testable import Data

/// The cache cleared (as by another process's `cache clear`) after the feed's tables were written and before the
/// answer is read from them: the answer is never empty or partial, the feed is fetched again.
@Suite("CachedPostsRepository and a clear between the write and the read")
struct CachedPostsRepositoryClearTests {
    private typealias Environment = RepositoryTestEnvironment

    private static let postsJSON = """
        [{"userId":1,"id":1,"title":"First post","body":"Body one"},
         {"userId":2,"id":2,"title":"Second post","body":"Body two"}]
        """
    private static let authorsJSON = """
        [{"id":1,"name":"Leanne Graham","username":"Bret"},{"id":2,"name":"Ervin Howell","username":"Antonette"}]
        """
    private static let commentsJSON = """
        [{"postId":1,"id":1,"name":"first","email":"a@comments.test","body":"A"},
         {"postId":2,"id":2,"name":"second","email":"b@comments.test","body":"B"}]
        """

    /// Every endpoint answers its fixture twice (the first fetch and the one after the clear).
    private static func stubFeed(_ env: Environment) throws {
        let bodies: [JSONPlaceholderRoute: String] = [
            .posts: postsJSON, .users: authorsJSON, .comments: commentsJSON,
        ]
        for route in JSONPlaceholderRoute.allCases {
            let response = StubTransport.Outcome.response(.json(bodies[route] ?? "[]"))
            env.transport.stub(url: try Environment.url(route), outcomes: [response, response])
        }
    }

    /// A repository whose first `/comments` request waits until `/posts` and `/users` are stored, then clears
    /// the store before it is answered: `/comments` is written after the clear, the other two are gone.
    private static func repository(_ env: Environment) throws -> CachedPostsRepository {
        let transport = ClearingTransport(
            wrapped: env.transport, store: env.store, trigger: try Environment.url(.comments),
            written: [try Environment.url(.posts), try Environment.url(.users)].map { CacheKey(url: $0) })
        let client = HTTPClient(
            transport: transport, configuration: HTTPClient.Configuration(retryPolicy: .never, clock: env.clock))
        return CachedPostsRepository(client: client, baseURL: Environment.postsBaseURL, policy: env.policy())
    }

    @Test("the list is read from a whole feed, fetched again after the clear")
    func listAfterClear() async throws {
        let env = try await Environment()
        try Self.stubFeed(env)

        let feed = try await Self.repository(env).posts(context: .automatic)

        #expect(feed.value.map(\.post.id) == [1, 2])
        #expect(feed.value.map(\.authorName) == ["Leanne Graham", "Ervin Howell"])
        #expect(feed.value.map(\.commentCount) == [1, 1])
        let counts = try JSONPlaceholderRoute.allCases.map { env.requests(to: try Environment.url($0)).count }
        // `/comments` was stored after the clear and is still fresh: only the two cleared away are fetched again.
        #expect(counts == [2, 2, 1])
    }

    @Test("a post is read with its author and comments from a whole feed, fetched again after the clear")
    func detailAfterClear() async throws {
        let env = try await Environment()
        try Self.stubFeed(env)

        let detail = try await Self.repository(env).post(id: 1, context: .automatic)

        #expect(detail.value.post.title == "First post")
        #expect(detail.value.author?.name == "Leanne Graham")
        #expect(detail.value.comments.map(\.id) == [1])
    }

    @Test("offline, a feed cleared away is not cached, never an empty answer")
    func offlineAfterClear() async throws {
        let env = try await Environment()
        try Self.stubFeed(env)
        _ = try await env.postsRepository().posts(context: .automatic)
        try await env.store.clear()

        await #expect(throws: DomainError.notCached) {
            try await env.postsRepository(mode: .offline).posts(context: .automatic)
        }
    }
}

/// Passes every request to `wrapped`; the first request for `trigger` first waits until every key of `written` has
/// a cache entry (each written with its table in one transaction), then clears `store`.
private struct ClearingTransport: HTTPTransport {
    let wrapped: StubTransport
    let store: SQLiteCacheStore
    let trigger: URL
    let written: [CacheKey]
    private let cleared = ClearedOnce()

    init(wrapped: StubTransport, store: SQLiteCacheStore, trigger: URL, written: [CacheKey]) {
        self.wrapped = wrapped
        self.store = store
        self.trigger = trigger
        self.written = written
    }

    func send(_ request: TransportRequest, limits: TransportLimits) async throws(NetworkError) -> TransportResponse {
        if request.url == trigger, await cleared.claim() {
            let written = written
            // The other two loads run concurrently with this request: wait, yielding, until both committed.
            while (try? await store.read({ reader in try written.allSatisfy { try reader.cacheEntry(for: $0) != nil } }))
                != true
            {
                await Task.yield()
            }
            do {
                try await store.clear()
            } catch {
                Issue.record("clearing the store failed: \(error)")
            }
        }
        return try await wrapped.send(request, limits: limits)
    }
}

/// True for the first ``claim()`` only.
private actor ClearedOnce {
    private var claimed = false

    func claim() -> Bool {
        defer { claimed = true }
        return !claimed
    }
}

import AtomicCore
import Foundation
import Networking
import Persistence
import Testing

@testable import Data

/// What a repository test runs against: one manual clock shared by the transport, the HTTP client and the
/// cache policy, a stub transport that records every request, and an in-memory store with the Posts tables.
struct RepositoryTestEnvironment {
    /// The GitHub root the tests stub.
    static let gitHubBaseURL = URL(string: "https://api.github.test")!
    /// The JSONPlaceholder root the tests stub.
    static let postsBaseURL = URL(string: "https://posts.test")!

    /// The clock of the transport, the client and the policy.
    let clock: TestClock
    /// The transport; table mode unless a handler-mode or demo transport was passed in.
    let transport: StubTransport
    /// The cache database.
    let store: SQLiteCacheStore
    /// The client over ``transport``.
    let client: HTTPClient

    /// An environment over `transport` (a fresh table-mode one when nil) and a new in-memory store.
    init(
        clock: TestClock = TestClock(),
        transport: StubTransport? = nil,
        retryPolicy: RetryPolicy = .never
    ) async throws {
        self.clock = clock
        self.transport = transport ?? StubTransport(clock: clock)
        store = try await SQLiteCacheStore.inMemory(featureMigrations: FeatureMigrations.all)
        client = HTTPClient(
            transport: self.transport, configuration: HTTPClient.Configuration(retryPolicy: retryPolicy, clock: clock))
    }

    /// A cache policy over the store, with the environment's clock.
    func policy(mode: CacheMode = .online, timeToLive: TimeInterval = 300) -> CachePolicy {
        CachePolicy(store: store, clock: clock, timeToLive: timeToLive, mode: mode)
    }

    /// The GitHub users repository over the stub transport.
    func usersRepository(mode: CacheMode = .online, baseURL: URL = gitHubBaseURL) -> CachedGitHubUsersRepository {
        CachedGitHubUsersRepository(client: client, baseURL: baseURL, policy: policy(mode: mode))
    }

    /// The posts repository over the stub transport.
    func postsRepository(mode: CacheMode = .online, baseURL: URL = postsBaseURL) -> CachedPostsRepository {
        CachedPostsRepository(client: client, baseURL: baseURL, policy: policy(mode: mode))
    }

    /// The URL of a GitHub request against the stubbed root.
    static func url(_ request: GitHubRoute) throws -> URL {
        try GitHubEndpoint<Data>(baseURL: gitHubBaseURL, request).makeURL()
    }

    /// The URL of a JSONPlaceholder request against the stubbed root.
    static func url(_ request: JSONPlaceholderRoute) throws -> URL {
        try JSONPlaceholderEndpoint<Data>(baseURL: postsBaseURL, request).makeURL()
    }

    /// The requests received for `url`, query included.
    func requests(to url: URL) -> [TransportRequest] {
        transport.requests(to: url)
    }
}

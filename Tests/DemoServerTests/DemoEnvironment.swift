import AtomicCore
import Data
import DemoServer
import Foundation
import Networking
import Persistence

/// The app's repositories over the demo transport, as demo mode builds them: one manual clock shared by the
/// transport, the HTTP client and the cache policy, and an in-memory store with every feature's tables.
struct DemoEnvironment {
    /// The clock of the transport, the client and the policy.
    let clock: TestClock
    /// The demo transport, which records every request.
    let transport: StubTransport
    /// The client over ``transport``.
    let client: HTTPClient
    /// The cache policy over an in-memory store.
    let policy: CachePolicy

    /// An environment over the demo transport of the standard dataset, serving the built-in features' requests.
    init() async throws {
        clock = TestClock()
        transport = DemoTransport.make(clock: clock, routes: DemoGitHubUsersRoutes.all + DemoPostsRoutes.all)
        client = HTTPClient(transport: transport, configuration: .init(retryPolicy: .never, clock: clock))
        let store = try await SQLiteCacheStore.inMemory(featureMigrations: FeatureMigrations.all)
        policy = CachePolicy(store: store, clock: clock)
    }

    /// The GitHub users repository against the demo GitHub root.
    var usersRepository: CachedGitHubUsersRepository {
        CachedGitHubUsersRepository(client: client, baseURL: DemoTransport.gitHubBaseURL, policy: policy)
    }

    /// The posts repository against the demo JSONPlaceholder root.
    var postsRepository: CachedPostsRepository {
        CachedPostsRepository(client: client, baseURL: DemoTransport.postsBaseURL, policy: policy)
    }
}

import AtomicCore
import Data
import DemoServer
import Domain
import Foundation
import Networking
import Persistence

/// Opening the posts list from a fresh cache (a join over SQLite tables, no request) against fetching, decoding
/// and storing the feed every time, the way it is compared with (an in-process transport with no latency, so only
/// the app's own work is measured; target: at most half its time).
enum PostsFeedBenchmark {
    /// The benchmark.
    static func make() -> Benchmark {
        Benchmark(
            name: "posts-feed",
            title: "open the posts list from a fresh cache (floor: fetched, decoded and stored)", target: 0.5
        ) {
            let api = DemoAPI(
                githubBaseURL: DemoTransport.gitHubBaseURL, postsBaseURL: DemoTransport.postsBaseURL,
                routes: DemoPostsRoutes.all)
            // Answers without looking at validators, so every fetch is a full 200.
            let transport = StubTransport { request in
                api.respond(method: request.httpMethod ?? "GET", url: request.url ?? DemoTransport.postsBaseURL)
            }
            let client = HTTPClient(transport: transport)
            let store = try await SQLiteCacheStore.inMemory(featureMigrations: FeatureMigrations.all)
            func repository(timeToLive: TimeInterval) -> CachedPostsRepository {
                CachedPostsRepository(
                    client: client, baseURL: DemoTransport.postsBaseURL,
                    policy: CachePolicy(store: store, clock: SystemClock(), timeToLive: timeToLive))
            }
            let cached = repository(timeToLive: 3600)
            let refetching = repository(timeToLive: 0)
            guard try await refetching.posts(context: .automatic).value.count == 100 else {
                throw BenchmarkError("expected the demo feed's 100 posts")
            }
            return Benchmark.Sides(
                ours: { try await Benchmark.time { _ = try await cached.posts(context: .automatic) } },
                floor: { try await Benchmark.time { _ = try await refetching.posts(context: .automatic) } })
        }
    }
}

import AtomicCore
import Data
import Domain
import Foundation
import Networking
import Persistence

/// Opening the posts list: from a fresh cache (a join over SQLite tables, no request) against fetching,
/// decoding and storing the feed every time (an in-process transport with no latency, so only the
/// app's own work is measured).
struct PostsFeedBenchmark {
    /// Runs both ways and returns the comparison.
    func run(measurement: Measurement) async throws -> ComparisonLine {
        let api = DemoAPI(githubBaseURL: DemoTransport.gitHubBaseURL, postsBaseURL: DemoTransport.postsBaseURL)
        // Answers without looking at validators, so every fetch is a full 200.
        let transport = StubTransport { request in
            let answer = api.respond(
                method: request.httpMethod ?? "GET", url: request.url ?? DemoTransport.postsBaseURL)
            return StubResponse(status: answer.status, headers: HTTPHeaders(answer.headers), body: answer.body)
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

        var count = 0
        let fromCache = try await measurement.median { count = try await cached.posts().value.count }
        let fetched = try await measurement.median { count = try await refetching.posts().value.count }
        guard count == 100 else {
            throw BenchmarkError("expected the demo feed's 100 posts, got \(count)")
        }
        return ComparisonLine(
            title: "Open the posts list (100 posts, 10 authors, 500 comments)",
            chosen: ("from a fresh cache", fromCache), alternative: ("fetched, decoded and stored", fetched))
    }
}

import AtomicCore
import Domain
import Foundation
import Networking
import Persistence
import Testing

@testable import Data

@Suite("Home status providers")
struct StatusProviderTests {
    private typealias Environment = RepositoryTestEnvironment

    @Test("nothing cached: neither feature has a fetch time")
    func nothingCached() async throws {
        let env = try await Environment()
        let provider = StoreFeatureCacheStatus(
            store: env.store, gitHubBaseURL: Environment.gitHubBaseURL, postsBaseURL: Environment.postsBaseURL)

        #expect(
            try await provider.cacheStatus(of: .gitHubUsers)
                == FeatureCacheStatus(feature: .gitHubUsers, lastFetchedAt: nil))
        #expect(try await provider.cacheStatus(of: .posts).isCached == false)
    }

    @Test("each feature's newest and oldest entries, kept apart even on one server")
    func newestAndOldestPerFeature() async throws {
        let env = try await Environment()
        let base = URL(string: "http://127.0.0.1:8080")!
        let start = env.clock.now
        let entries: [(URL, TimeInterval)] = [
            (try GitHubEndpoint<Data>(baseURL: base, .users(since: nil, perPage: 30)).makeURL(), 0),
            (try GitHubEndpoint<Data>(baseURL: base, .user(login: try GitHubLogin("octocat"))).makeURL(), 100),
            (try JSONPlaceholderEndpoint<Data>(baseURL: base, .posts).makeURL(), 10),
            (try JSONPlaceholderEndpoint<Data>(baseURL: base, .users).makeURL(), 20),
            (try JSONPlaceholderEndpoint<Data>(baseURL: base, .comments).makeURL(), 30),
        ]
        try await env.store.write { writer in
            for (url, offset) in entries {
                try writer.saveCacheEntry(
                    CacheEntry(key: CacheKey(url: url), fetchedAt: start.addingTimeInterval(offset)))
            }
        }
        let provider = StoreFeatureCacheStatus(store: env.store, gitHubBaseURL: base, postsBaseURL: base)

        let users = try await provider.cacheStatus(of: .gitHubUsers)
        let posts = try await provider.cacheStatus(of: .posts)

        #expect(
            users
                == FeatureCacheStatus(
                    feature: .gitHubUsers, lastFetchedAt: start.addingTimeInterval(100), oldestFetchedAt: start))
        #expect(
            posts
                == FeatureCacheStatus(
                    feature: .posts, lastFetchedAt: start.addingTimeInterval(30),
                    oldestFetchedAt: start.addingTimeInterval(10)))
        #expect(posts.oldestAge(at: start.addingTimeInterval(70)) == 60)
    }

    @Test("the budget is the tracker's latest: none before a response, then the last one's headers")
    func budgetFromTracker() async throws {
        let env = try await Environment()
        let tracker = RateLimitTracker()
        let client = HTTPClient(
            transport: env.transport, configuration: HTTPClient.Configuration(observers: [tracker], clock: env.clock))
        let url = try Environment.url(.users(since: nil, perPage: 1))
        env.transport.stub(
            url: url,
            .json(
                "[]",
                headers: ["x-ratelimit-limit": "5000", "x-ratelimit-remaining": "4999", "x-ratelimit-reset": "60"]))
        let provider = TrackedRateLimitBudget(tracker: tracker)
        #expect(await provider.currentBudget(of: .core) == nil)

        _ = try await client.send(HTTPRequest<[Int]>(url: url))

        #expect(
            await provider.currentBudget(of: .core)
                == RateLimitBudget(remaining: 4999, limit: 5000, resetAt: Date(timeIntervalSince1970: 60)))
    }

    @Test("the provider reads the budget of the resource asked for, of its own origin")
    func budgetPerResource() async throws {
        let env = try await Environment()
        let tracker = RateLimitTracker()
        let client = HTTPClient(
            transport: env.transport, configuration: HTTPClient.Configuration(observers: [tracker], clock: env.clock))
        let users = try Environment.url(.users(since: nil, perPage: 1))
        let search = try #require(URL(string: users.absoluteString.replacingOccurrences(of: "/users", with: "/search")))
        env.transport.stub(
            url: users, .json("[]", headers: ["x-ratelimit-limit": "60", "x-ratelimit-remaining": "58"]))
        env.transport.stub(
            url: search,
            .json(
                "[]",
                headers: ["x-ratelimit-limit": "10", "x-ratelimit-remaining": "9", "x-ratelimit-resource": "search"]))
        _ = try await client.send(HTTPRequest<[Int]>(url: users))
        _ = try await client.send(HTTPRequest<[Int]>(url: search))

        let provider = TrackedRateLimitBudget(tracker: tracker, baseURL: users)
        #expect(await provider.currentBudget(of: .core) == RateLimitBudget(remaining: 58, limit: 60))
        #expect(
            await provider.currentBudget(of: .search) == RateLimitBudget(remaining: 9, limit: 10, resource: .search))
        let elsewhere = TrackedRateLimitBudget(tracker: tracker, baseURL: URL(string: "https://other.example.test")!)
        #expect(await elsewhere.currentBudget(of: .core) == nil)
        #expect(RateLimitBudget.Resource(header: nil) == .core && RateLimitBudget.Resource(header: " ") == .core)
        #expect(RateLimitBudget.Resource(header: " search ") == .search)
    }
}

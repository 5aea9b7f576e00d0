import AtomicCore
import Data
import Domain
import Foundation
import Networking
import Testing

@testable import DemoServer

@Suite("DemoTransport")
struct DemoTransportTests {
    private static let dataset = DemoDataset.standard
    /// The built-in features' requests, as the app lists them.
    private static let routes = DemoGitHubUsersRoutes.all + DemoPostsRoutes.all

    @Test("a page of five users comes back through the HTTP client")
    func fiveUsersThroughTheClient() async throws {
        let clock = TestClock()
        let client = HTTPClient(
            transport: DemoTransport.make(clock: clock, routes: Self.routes),
            configuration: HTTPClient.Configuration(retryPolicy: .never, clock: clock))
        let url = try #require(URL(string: DemoTransport.gitHubBaseURL.absoluteString + "/users?per_page=5"))

        let response = try await client.response(
            for: GitHubEndpoint<[GitHubUserDTO]>(baseURL: DemoTransport.gitHubBaseURL, .users(since: nil, perPage: 5)))

        #expect(response.url == url)
        #expect(response.value == Array(Self.dataset.gitHubUsers.prefix(5).map(\.user)))
        #expect(response.etag != nil)
        #expect(response.links.next?.absoluteString.hasPrefix(DemoTransport.gitHubBaseURL.absoluteString) == true)
    }

    @Test("latency is between 15 and 60 ms, the same every time for a URL, and varies between URLs")
    func latencyRange() throws {
        var seen: Set<Int> = []
        for since in stride(from: 0, to: 2_000, by: 40) {
            let url = try #require(URL(string: "https://api.github.demo/users?per_page=30&since=\(since)"))
            let latency = DemoTransport.latency(for: url)
            #expect((15...60).contains(latency))
            #expect(DemoTransport.latency(for: url) == latency)
            seen.insert(latency)
        }
        #expect(seen.count > 5)
    }

    @Test("the transport waits its latency on the injected clock, never on the wall clock")
    func latencyWaitsOnTheClock() async throws {
        let clock = TestClock()
        let start = clock.now
        let transport = DemoTransport.make(clock: clock, routes: Self.routes)
        let url = try #require(URL(string: DemoTransport.postsBaseURL.absoluteString + "/users"))

        let first = try await transport.send(TransportRequest(url: url))
        let second = try await transport.send(TransportRequest(url: url))

        let expected = Duration.milliseconds(DemoTransport.latency(for: url))
        #expect(first.status == 200)
        #expect(second.body == first.body)
        #expect(clock.sleeps == [expected, expected])
        #expect(abs(clock.now.timeIntervalSince(start) - 2 * expected.timeInterval) < 0.000_001)
    }

    @Test("users page 1 leads to page 2 by its cursor")
    func usersPaging() async throws {
        let env = try await DemoEnvironment()
        let repository = env.usersRepository
        let expected = Self.dataset.gitHubUsers.map { $0.user.toDomain() }

        let first = try await repository.users(after: nil, pageSize: 30, context: .automatic)
        let next = try #require(first.value.next)
        let second = try await repository.users(after: next, pageSize: 30, context: .automatic)

        #expect(first.value.users == Array(expected[0..<30]))
        #expect(next == UserCursor(since: expected[29].id))
        #expect(second.value.users == Array(expected[30..<60]))
        #expect(second.value.next == UserCursor(since: expected[59].id))
    }

    @Test("the last demo page has no cursor, and past the end the list is an empty page")
    func usersEnd() async throws {
        let env = try await DemoEnvironment()
        let repository = env.usersRepository
        let users = Self.dataset.gitHubUsers
        let cursor = UserCursor(since: users[users.count - 11].user.id)

        let last = try await repository.users(after: cursor, pageSize: 30, context: .automatic)
        let beyond = try await repository.users(
            after: UserCursor(since: users[users.count - 1].user.id), pageSize: 30, context: .automatic)

        #expect(last.value.users.count == 10)
        #expect(last.value.next == nil)
        #expect(beyond.value.users.isEmpty)
        #expect(beyond.value.next == nil)
    }

    @Test("a demo profile opens by login; an unknown login is notFound")
    func profiles() async throws {
        let env = try await DemoEnvironment()
        let repository = env.usersRepository
        let someone = Self.dataset.gitHubUsers[3]

        let profile = try await repository.user(login: GitHubLogin(someone.user.login), context: .automatic)

        #expect(profile.value == someone.toDomain())
        // The demo's 404 reports the demo's made-up budget, as GitHub's 404s report theirs.
        let reported = RateLimitBudget(
            remaining: 59, limit: 60, resetAt: Date(timeIntervalSince1970: 1_767_229_200))
        await #expect(throws: DomainError.notFound(.gitHubUser(login: "no-such-demo-user"), rateLimit: reported)) {
            try await repository.user(login: GitHubLogin("no-such-demo-user"), context: .automatic)
        }
    }

    @Test("the demo feed has 100 posts, each with an author and 5 comments; a post opens with its 5 comments")
    func postsFeed() async throws {
        let env = try await DemoEnvironment()
        let repository = env.postsRepository

        let feed = try await repository.posts(context: .automatic)
        let detail = try await repository.post(id: 42, context: .automatic)

        #expect(feed.value.count == 100)
        #expect(feed.value.map(\.id) == Array(1...100))
        #expect(feed.value.allSatisfy { $0.authorName != nil && $0.commentCount == 5 })
        #expect(detail.value.post == Self.dataset.posts[41].toDomain())
        #expect(detail.value.author?.id == detail.value.post.userId)
        #expect(detail.value.comments.count == 5)
        #expect(detail.value.comments.map(\.id) == detail.value.comments.map(\.id).sorted())
        #expect(detail.value.comments.allSatisfy { $0.postId == 42 })
        #expect(env.transport.requestCount == 3)
    }

    @Test("after the time-to-live the demo answers the conditional requests with 304")
    func demoRevalidation() async throws {
        let env = try await DemoEnvironment()
        let repository = env.postsRepository
        let first = try await repository.posts(context: .automatic)

        env.clock.advance(by: 300)
        let second = try await repository.posts(context: .automatic)

        #expect(second.freshness == .revalidated)
        #expect(second.value == first.value)
        #expect(env.transport.requests.suffix(3).allSatisfy { $0.value(forHTTPHeaderField: "If-None-Match") != nil })
    }
}

import Domain
import Foundation
import Testing

@testable import Presentation

@Suite("Inspector content")
struct InspectorContentTests {
    private static let now = Date(timeIntervalSince1970: 1_767_225_600)
    private static let profileURL = URL(string: "https://api.github.com/users/octocat")!

    private static let budget = RateLimitBudget(remaining: 57, limit: 60, resetAt: now.addingTimeInterval(600))

    /// The content for a profile answered with `decision`; the screen's budget is `rateLimit`, by default the one
    /// the answer's request reported (none from the database).
    private static func content(
        _ decision: Provenance.CacheDecision, age: TimeInterval? = 720, demo: Bool = false,
        rateLimit: RateLimitBudget?? = nil
    ) -> InspectorContent {
        let reported = decision == .fromDatabase ? nil : budget
        return InspectorContent(
            route: .user(login: "octocat"), viewModel: "UserDetailViewModel", useCase: "GetGitHubUserUseCase",
            provenance: Provenance(
                repository: "CachedGitHubUsersRepository", endpoints: [profileURL], decision: decision, age: age,
                requestCount: decision == .fromDatabase ? 0 : 1, requestDuration: .milliseconds(120),
                rateLimit: reported),
            rateLimit: rateLimit ?? reported, now: now, demo: demo)
    }

    private static func value(_ label: String, in content: InspectorContent) -> String? {
        content.lines.first { $0.label == label }?.value
    }

    @Test("a revalidated profile: every line, from the route to the rate limit")
    func revalidatedLines() {
        let content = Self.content(.revalidated)

        #expect(content.title == "Inspector · how this screen's data was made")
        #expect(
            content.lines == [
                InspectorLine(label: "Route", value: "user octocat"),
                InspectorLine(label: "View model", value: "UserDetailViewModel"),
                InspectorLine(label: "Use case", value: "GetGitHubUserUseCase"),
                InspectorLine(label: "Repository", value: "CachedGitHubUsersRepository"),
                InspectorLine(label: "Endpoint", value: "GET https://api.github.com/users/octocat"),
                InspectorLine(
                    label: "Cache", value: "revalidated: the server answered 304 Not Modified, the stored data was kept"
                ),
                InspectorLine(label: "Age", value: "12 min"),
                InspectorLine(label: "Requests", value: "1 request in 120 ms"),
                InspectorLine(label: "Rate limit", value: "57 of 60 GitHub requests left · resets 00:10 UTC"),
            ])
    }

    @Test("with the demo data, no cache, network or request budget is spoken of, whatever the headers said")
    func demoLines() {
        let content = Self.content(.refetched, demo: true)

        #expect(
            Array(content.lines.suffix(4)) == [
                InspectorLine(label: "Cache", value: "none: demo data, kept in memory for this run only"),
                InspectorLine(label: "Age", value: "12 min"),
                InspectorLine(
                    label: "Requests",
                    value: "1 request in 120 ms, answered by the built-in demo server, not the network"),
                InspectorLine(label: "Rate limit", value: "none: demo data makes no GitHub requests"),
            ])
    }

    @Test(
        "each cache decision in words",
        arguments: [
            (Provenance.CacheDecision.fromDatabase, "fresh from the database, no request"),
            (.refetched, "refetched: the server answered 200 with the data, now stored"),
            (.revalidated, "revalidated: the server answered 304 Not Modified, the stored data was kept"),
            (.stale(reason: nil), "stale: served from the database without asking the server"),
            (.stale(reason: .offline), "stale because of an error: offline"),
            (
                .stale(reason: .server(status: 503, message: nil)),
                "stale because of an error: the server could not answer (HTTP 503)"
            ),
            (.stale(reason: .timedOut(after: 30)), "stale because of an error: the server did not answer in time"),
        ])
    func decisionWords(decision: Provenance.CacheDecision, words: String) {
        #expect(Self.value("Cache", in: Self.content(decision)) == words)
    }

    @Test("fresh from the database: no request and no rate limit reported")
    func fromDatabaseCounts() {
        let content = Self.content(.fromDatabase, age: 42)
        #expect(Self.value("Requests", in: content) == "none")
        #expect(Self.value("Rate limit", in: content) == "not reported")
        #expect(Self.value("Age", in: content) == "42 s")
    }

    @Test("the rate limit is the screen's budget, the one the status bar shows, even when the answer made no request")
    func rateLimitIsTheScreensBudget() {
        let exhausted = RateLimitBudget(remaining: 0, limit: 60, resetAt: Self.now.addingTimeInterval(600))
        let fromDatabase = Self.content(.fromDatabase, rateLimit: exhausted)
        #expect(Self.value("Rate limit", in: fromDatabase) == "0 of 60 GitHub requests left · resets 00:10 UTC")
        let stale = Self.content(.stale(reason: .rateLimited(until: nil)), rateLimit: exhausted)
        #expect(Self.value("Rate limit", in: stale) == "0 of 60 GitHub requests left · resets 00:10 UTC")
        #expect(Self.value("Rate limit", in: Self.content(.refetched, rateLimit: .some(nil))) == "not reported")
    }

    @Test("a stale answer's rate limit names its reset time, as the command line does")
    func staleRateLimitNamesTheReset() {
        let content = Self.content(.stale(reason: .rateLimited(until: Self.now.addingTimeInterval(14 * 3_600 + 300))))
        #expect(Self.value("Cache", in: content) == "stale because of an error: rate limited until 14:05 UTC")
    }

    @Test("the age is told from the fetch time at the moment shown, as the notice and home tell it")
    func ageFromTheFetchTime() {
        func content(at now: Date) -> InspectorContent {
            InspectorContent(
                route: .users(since: nil), viewModel: "UsersListViewModel", useCase: "ListGitHubUsersUseCase",
                provenance: Provenance(
                    repository: "CachedGitHubUsersRepository", endpoints: [Self.profileURL], decision: .fromDatabase,
                    age: 720, fetchedAt: Self.now.addingTimeInterval(-720)),
                rateLimit: nil, now: now)
        }
        #expect(Self.value("Age", in: content(at: Self.now)) == "12 min")
        #expect(Self.value("Age", in: content(at: Self.now.addingTimeInterval(60))) == "13 min")
    }

    @Test("several endpoints are listed one a line; seconds past one are written with a decimal")
    func severalEndpoints() {
        let urls = ["posts", "users", "comments"].map { URL(string: "https://jsonplaceholder.typicode.com/\($0)")! }
        let content = InspectorContent(
            route: .posts, viewModel: "PostsListViewModel", useCase: "ListPostsUseCase",
            provenance: Provenance(
                repository: "CachedPostsRepository", endpoints: urls, decision: .refetched, age: 0, requestCount: 3,
                requestDuration: .milliseconds(1_250)),
            rateLimit: nil, now: Self.now)

        let endpointLines = content.lines.filter { $0.value.hasPrefix("GET ") }
        #expect(endpointLines.map(\.label) == ["Endpoints", "", ""])
        #expect(endpointLines.last?.value == "GET https://jsonplaceholder.typicode.com/comments")
        #expect(Self.value("Requests", in: content) == "3 requests in 1.2 s")
    }

    @Test("without a recorded answer the inspector says so; remote text is escaped")
    func noProvenanceAndEscaping() {
        let content = InspectorContent(
            route: .user(login: "evil\u{1B}]0;title\u{07}"), viewModel: "UserDetailViewModel",
            useCase: "GetGitHubUserUseCase", provenance: nil, rateLimit: nil, now: nil)

        #expect(content.lines.last == InspectorLine(label: "Data", value: "no answer recorded yet"))
        #expect(Self.value("Route", in: content) == "user evil\\u{1B}]0;title\\u{7}")
    }

    @Test(
        "routes in words",
        arguments: [
            (Route.home, "home"), (.users(since: nil), "users"), (.users(since: 46), "users after id 46"),
            (.posts, "posts"),
            (.post(id: 3), "post 3"),
        ])
    func routeWords(route: Route, words: String) {
        #expect(InspectorContent.describe(route) == words)
    }
}

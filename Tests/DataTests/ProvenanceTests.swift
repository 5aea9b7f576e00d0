import AtomicCore
import Domain
import Foundation
import Networking
import Persistence
import Testing

@testable import Data

/// Every answer of the cached repositories carries how it was made: endpoints, cache decision, age, requests
/// and the last response's rate-limit headers.
@Suite("Provenance of repository answers")
struct ProvenanceTests {
    private typealias Environment = RepositoryTestEnvironment

    private static let profileJSON =
        #"{"login":"octocat","id":583231,"name":"The Octocat","public_repos":8,"public_gists":8,"#
        + #""followers":9000,"following":9,"created_at":"2011-01-25T18:44:36Z"}"#

    private static let rateLimitHeaders: HTTPHeaders = [
        "ETag": #""v1""#, "x-ratelimit-limit": "60", "x-ratelimit-remaining": "57", "x-ratelimit-reset": "1700000000",
    ]

    private static func profileURL() throws -> URL { try Environment.url(.user(login: try GitHubLogin("octocat"))) }

    @Test("a 200 is refetched, with its endpoint, one request and GitHub's rate-limit headers")
    func refetched() async throws {
        let env = try await Environment()
        env.transport.stub(url: try Self.profileURL(), .json(Self.profileJSON, headers: Self.rateLimitHeaders))

        let profile = try await env.usersRepository().user(login: try GitHubLogin("octocat"), context: .automatic)

        let expected = Provenance(
            repository: "CachedGitHubUsersRepository", endpoints: [try Self.profileURL()], decision: .refetched,
            age: 0, requestCount: 1, requestDuration: .zero,
            rateLimit: RateLimitBudget(remaining: 57, limit: 60, resetAt: Date(timeIntervalSince1970: 1_700_000_000)),
            fetchedAt: env.clock.now)
        #expect(profile.provenance == expected)
    }

    @Test("within the time-to-live the answer is from the database, with its age and no request")
    func fromDatabase() async throws {
        let env = try await Environment()
        env.transport.stub(url: try Self.profileURL(), .json(Self.profileJSON, headers: Self.rateLimitHeaders))
        let repository = env.usersRepository()
        _ = try await repository.user(login: try GitHubLogin("octocat"), context: .automatic)
        env.clock.advance(by: 42)

        let profile = try await repository.user(login: try GitHubLogin("octocat"), context: .automatic)

        #expect(
            profile.provenance
                == Provenance(
                    repository: "CachedGitHubUsersRepository", endpoints: [try Self.profileURL()],
                    decision: .fromDatabase, age: 42, fetchedAt: env.clock.now.addingTimeInterval(-42)))
    }

    @Test("a 304 is revalidated; a failed refresh is stale with the failure as its reason")
    func revalidatedThenStale() async throws {
        let env = try await Environment()
        env.transport.stub(
            url: try Self.profileURL(),
            outcomes: [
                .response(.json(Self.profileJSON, headers: Self.rateLimitHeaders)),
                .response(StubResponse(status: 304, headers: Self.rateLimitHeaders)),
                .failure(.noConnection),
            ])
        let repository = env.usersRepository()
        _ = try await repository.user(login: try GitHubLogin("octocat"), context: .automatic)
        env.clock.advance(by: 301)

        let revalidated = try await repository.user(login: try GitHubLogin("octocat"), context: .automatic)
        #expect(revalidated.provenance?.decision == .revalidated)
        #expect(revalidated.provenance?.requestCount == 1)
        #expect(revalidated.provenance?.rateLimit?.remaining == 57)
        env.clock.advance(by: 400)

        let stale = try await repository.user(login: try GitHubLogin("octocat"), context: .automatic)
        #expect(stale.provenance?.decision == .stale(reason: .offline))
        #expect(stale.provenance?.age == 400)
        #expect(stale.provenance?.requestCount == 1)
        #expect(stale.provenance?.rateLimit == nil)
    }

    @Test("a refresh refused with the budget used up is stale, and the answer and its reason carry that budget")
    func rateLimitedRefreshCarriesTheBudget() async throws {
        let env = try await Environment()
        let refused: HTTPHeaders = [
            "x-ratelimit-limit": "60", "x-ratelimit-remaining": "0", "x-ratelimit-reset": "1700000000",
        ]
        env.transport.stub(
            url: try Self.profileURL(),
            outcomes: [
                .response(.json(Self.profileJSON, headers: Self.rateLimitHeaders)),
                .response(.json(#"{"message":"API rate limit exceeded"}"#, status: 403, headers: refused)),
            ])
        let repository = env.usersRepository()
        _ = try await repository.user(login: try GitHubLogin("octocat"), context: .automatic)
        env.clock.advance(by: 301)

        let stale = try await repository.user(login: try GitHubLogin("octocat"), context: .automatic)

        let reset = Date(timeIntervalSince1970: 1_700_000_000)
        let exhausted = RateLimitBudget(remaining: 0, limit: 60, resetAt: reset)
        #expect(stale.provenance?.rateLimit == exhausted)
        #expect(stale.staleReason == .rateLimited(until: reset, rateLimit: exhausted))
        #expect(stale.staleReason?.rateLimit == exhausted)
    }

    @Test("offline, a stale answer has no reason: no refresh was tried")
    func offlineStale() async throws {
        let env = try await Environment()
        env.transport.stub(url: try Self.profileURL(), .json(Self.profileJSON))
        _ = try await env.usersRepository().user(login: try GitHubLogin("octocat"), context: .automatic)
        env.clock.advance(by: 600)

        let profile = try await env.usersRepository(mode: .offline).user(
            login: try GitHubLogin("octocat"), context: .automatic)

        #expect(profile.provenance?.decision == .stale(reason: nil))
        #expect(profile.provenance?.requestCount == 0)
    }

    @Test("a users page names its page URL; the feed names its three collections and counts three requests")
    func pagesAndFeed() async throws {
        let env = try await Environment()
        let pageURL = try Environment.url(.users(since: nil, perPage: 2))
        env.transport.stub(url: pageURL, .json(#"[{"login":"a","id":1},{"login":"b","id":2}]"#))
        for request in JSONPlaceholderRoute.allCases {
            env.transport.stub(url: try Environment.url(request), .json("[]"))
        }

        let page = try await env.usersRepository().users(after: nil, pageSize: 2, context: .automatic)
        let feed = try await env.postsRepository().posts(context: .automatic)
        let again = try await env.postsRepository().posts(context: .automatic)

        #expect(page.provenance?.endpoints == [pageURL])
        #expect(page.provenance?.decision == .refetched)
        let feedURLs = try JSONPlaceholderRoute.allCases.map { try Environment.url($0) }
        #expect(feed.provenance?.repository == "CachedPostsRepository")
        #expect(Set(feed.provenance?.endpoints ?? []) == Set(feedURLs))
        #expect(feed.provenance?.requestCount == 3)
        #expect(feed.provenance?.decision == .refetched)
        #expect(again.provenance?.decision == .fromDatabase)
        #expect(again.provenance?.endpoints == feedURLs)
    }

    @Test("updates: the stored answer, then the refreshed one, each with its own provenance")
    func updatesCarryProvenance() async throws {
        let env = try await Environment()
        env.transport.stub(
            url: try Self.profileURL(),
            outcomes: [.response(.json(Self.profileJSON)), .response(.json(Self.profileJSON))])
        let repository = env.usersRepository()
        _ = try await repository.user(login: try GitHubLogin("octocat"), context: .automatic)
        env.clock.advance(by: 301)

        var decisions: [Provenance.CacheDecision?] = []
        for try await answer in repository.userUpdates(login: try GitHubLogin("octocat"), context: .automatic) {
            decisions.append(answer.provenance?.decision)
        }

        #expect(decisions == [.stale(reason: nil), .refetched])
    }

    @Test(
        "credentials never appear in an endpoint",
        arguments: [
            ("https://user:secret@api.github.test/users?per_page=3", "https://api.github.test/users?per_page=3"),
            (
                "https://api.github.test/users?access_token=abc&per_page=3",
                "https://api.github.test/users?access_token=redacted&per_page=3"
            ),
        ])
    func credentialsRemoved(raw: String, shown: String) throws {
        #expect(CredentialFreeURL.make(try #require(URL(string: raw))).absoluteString == shown)
    }

    @Test(
        "an address taken as it is is one that rebuilding would give back unchanged",
        arguments: [
            ("https://api.github.com/users?per_page=100&since=46", true),
            ("https://api.github.com/users", true),
            ("http://localhost:8080/users/octocat?since=1", true),
            ("https://api.github.com/users?Token=abc", false),
            ("https://api.github.com/users?per_page=3&SIG=x", false),
            ("https://user:secret@api.github.com/users", false),
            ("https://API.github.com/users", false),
            ("https://api.github.com/users?flag", false),
            ("https://api.github.com/users?a=b&&c=d", false),
            ("https://api.github.com/users?q=a%20b", false),
            ("https://api.github.com/users#top", false),
            ("ftp://api.github.com/users", false),
            ("https:///users", false),
        ])
    func plainAddresses(raw: String, isPlain: Bool) throws {
        let url = try #require(URL(string: raw))
        #expect(CredentialFreeURL.isPlainlyFree(url) == isPlain)
        if isPlain {
            #expect(CredentialFreeURL.rebuilt(url) == url)
        }
        #expect(CredentialFreeURL.make(url) == CredentialFreeURL.rebuilt(url))
    }
}

import AtomicCore
import Domain
import Foundation
import Networking
import Persistence
import Testing

@testable import Data

@Suite("CachedUserRepositoriesRepository")
struct CachedUserRepositoriesRepositoryTests {
    /// The loopback root the stub answers for.
    private static let baseURL = URL(string: "http://127.0.0.1:8080")!

    /// The recorded answer: the same text as `DemoUserRepositoriesRoutes.recordedResponse`.
    private static let recordedResponse = #"""
        [
          {
            "archived" : false,
            "description" : "My first repository on GitHub!",
            "fork" : false,
            "forks_count" : 1100,
            "full_name" : "octocat/Hello-World",
            "html_url" : "http://127.0.0.1/octocat/Hello-World",
            "id" : 1296269,
            "language" : "Swift",
            "name" : "Hello-World",
            "stargazers_count" : 2500,
            "updated_at" : "2026-11-30T10:00:00Z"
          },
          {
            "archived" : true,
            "description" : null,
            "fork" : true,
            "forks_count" : 40,
            "full_name" : "octocat/linguist",
            "html_url" : "http://127.0.0.1/octocat/linguist",
            "id" : 1300192,
            "language" : null,
            "name" : "linguist",
            "stargazers_count" : 120,
            "updated_at" : "2026-10-01T08:30:00Z"
          },
          {
            "archived" : false,
            "description" : "Notes, with an emoji 🐙",
            "fork" : false,
            "forks_count" : 0,
            "full_name" : "octocat/octo-notes",
            "html_url" : "http://127.0.0.1/octocat/octo-notes",
            "id" : 1300500,
            "language" : "Markdown",
            "name" : "octo-notes",
            "stargazers_count" : 7,
            "updated_at" : "2026-09-15T12:00:00Z"
          }
        ]
        """#

    /// ``recordedResponse`` decoded.
    private static func recorded() throws -> [RepositoryDTO] {
        try JSONDecoder().decode([RepositoryDTO].self, from: Data(recordedResponse.utf8))
    }

    /// The page size of the tests: about half the recorded resources, so that there is a second page.
    private static var pageSize: Int {
        get throws { try max(recorded().count / 2, 1) }
    }

    /// What one test runs against: a stub transport answering with `respond`, one clock for it, the client and
    /// the policy, and an in-memory store with the feature's migrations.
    private struct Environment {
        let clock: TestClock
        let transport: StubTransport
        let client: HTTPClient
        let store: SQLiteCacheStore

        init(respond: @escaping @Sendable (TransportRequest) throws -> StubResponse) async throws {
            let clock = TestClock()
            self.clock = clock
            transport = StubTransport(clock: clock) { request in try respond(request) }
            client = HTTPClient(
                transport: transport, configuration: HTTPClient.Configuration(retryPolicy: .never, clock: clock))
            // In version order: a built-in feature's later migration (the posts authors' pages) follows this one.
            store = try await SQLiteCacheStore.inMemory(
                featureMigrations: (FeatureMigrations.all + UserRepositoriesSchema.migrations).sorted {
                    $0.version < $1.version
                })
        }

        func repository(mode: CacheMode = .online) throws -> CachedUserRepositoriesRepository {
            CachedUserRepositoriesRepository(
                client: client, baseURL: CachedUserRepositoriesRepositoryTests.baseURL,
                policy: CachePolicy(store: store, clock: clock, mode: mode),
                pageSize: try CachedUserRepositoriesRepositoryTests.pageSize)
        }
    }

    /// GitHub's `404`.
    private static let notFound = StubResponse.json(
        #"{"message":"Not Found","documentation_url":"https://docs.github.com/rest"}"#, status: 404)

    /// The `ETag` of every page the stub serves.
    private static let etag = #"W/"recorded""#

    /// GitHub's answer to `request` from the recorded resources: a page of `per_page` with its `Link`, `304`
    /// for the `ETag`, `404` for another path.
    private static func gitHub(_ request: TransportRequest) throws -> StubResponse {
        let expected = try GitHub(baseURL: baseURL).userRepositories(
            login: try GitHubLogin("octocat"), page: nil, perPage: 1
        ).makeURL()
        guard let url = request.url, let components = URLComponents(url: url, resolvingAgainstBaseURL: true),
            components.percentEncodedPath
                == URLComponents(url: expected, resolvingAgainstBaseURL: true)?.percentEncodedPath
        else { return notFound }
        if request.value(forHTTPHeaderField: "If-None-Match") == etag {
            return StubResponse(status: 304, headers: ["ETag": etag])
        }
        var query: [String: String] = [:]
        for item in components.queryItems ?? [] { query[item.name] = item.value }
        let resources = try recorded()
        let perPage = Int(query["per_page"] ?? "") ?? 30
        let number = Int(query["page"] ?? "") ?? 1
        let page = Array(resources.dropFirst((number - 1) * perPage).prefix(perPage))
        let isFirst = number == 1
        let next =
            "<\(url.absoluteString.split(separator: "?")[0])?page=\(number + 1)&per_page=\(perPage)>; rel=\"next\""
        let start = (number - 1) * perPage
        let body = String(decoding: try JSONEncoder().encode(page), as: UTF8.self)
        var headers: HTTPHeaders = ["ETag": etag]
        if isFirst || start + page.count < resources.count {
            headers["Link"] = next
        }
        return .json(body, headers: headers)
    }

    @Test("UserRepositories: the first call fetches, the second is answered from the table")
    func secondCallFromTheTable() async throws {
        let recorded = try Self.recorded()
        let pageSize = try Self.pageSize
        let env = try await Environment { try Self.gitHub($0) }
        let repository = try env.repository()

        let first = try await repository.userRepositories(
            login: try GitHubLogin("octocat"), cursor: nil, context: .automatic)
        env.clock.advance(by: 299)
        let second = try await repository.userRepositories(
            login: try GitHubLogin("octocat"), cursor: nil, context: .automatic)

        #expect(first.value.items == Array(recorded.prefix(pageSize)).map { $0.toDomain() })
        #expect(first.freshness == .fresh)
        #expect(second.value == first.value)
        #expect(second.freshness == .fresh)
        #expect(second.fetchedAt == first.fetchedAt)
        #expect(env.transport.requestCount == 1)
    }

    @Test("UserRepositories: after the time-to-live the request carries If-None-Match and a 304 keeps the rows")
    func revalidatesWithETag() async throws {
        let env = try await Environment { try Self.gitHub($0) }
        let repository = try env.repository()
        let first = try await repository.userRepositories(
            login: try GitHubLogin("octocat"), cursor: nil, context: .automatic)

        env.clock.advance(by: 300)
        let second = try await repository.userRepositories(
            login: try GitHubLogin("octocat"), cursor: nil, context: .automatic)

        let requests = env.transport.requests
        try #require(requests.count == 2)
        #expect(requests[0].value(forHTTPHeaderField: "If-None-Match") == nil)
        #expect(requests[1].value(forHTTPHeaderField: "If-None-Match") == Self.etag)
        #expect(second.freshness == .revalidated)
        #expect(second.value == first.value)
        #expect(second.fetchedAt == env.clock.now)
    }

    @Test("UserRepositories: a stale answer is served with its age when the network fails")
    func staleWhenTheNetworkFails() async throws {
        let failing = Locked(false)
        let env = try await Environment { request in
            guard !failing.withLock({ $0 }) else { throw NetworkError.noConnection }
            return try Self.gitHub(request)
        }
        let repository = try env.repository()
        let first = try await repository.userRepositories(
            login: try GitHubLogin("octocat"), cursor: nil, context: .automatic)

        failing.withLock { $0 = true }
        env.clock.advance(by: 720)
        let second = try await repository.userRepositories(
            login: try GitHubLogin("octocat"), cursor: nil, context: .automatic)

        #expect(second.value == first.value)
        #expect(second.freshness == .stale(age: 720))
        #expect(second.staleReason == .offline)
    }

    @Test("UserRepositories: offline sends nothing: notCached at first, then the stored rows")
    func offline() async throws {
        let env = try await Environment { try Self.gitHub($0) }

        await #expect(throws: DomainError.notCached) {
            try await env.repository(mode: .offline).userRepositories(
                login: try GitHubLogin("octocat"), cursor: nil, context: .automatic)
        }
        #expect(env.transport.requestCount == 0)
        let online = try await env.repository().userRepositories(
            login: try GitHubLogin("octocat"), cursor: nil, context: .automatic)
        let offline = try await env.repository(mode: .offline).userRepositories(
            login: try GitHubLogin("octocat"), cursor: nil, context: .automatic)
        #expect(offline.value == online.value)
        #expect(env.transport.requestCount == 1)
    }

    @Test("UserRepositories: a 404 is notFound for the parameters asked")
    func notFound() async throws {
        let env = try await Environment { _ in Self.notFound }

        await #expect(throws: DomainError.notFound(.gitHubUser(login: "octocat"))) {
            try await env.repository().userRepositories(
                login: try GitHubLogin("octocat"), cursor: nil, context: .automatic)
        }
    }

    @Test("UserRepositories: the next page is the one the Link header names")
    func secondPageFollowsTheLink() async throws {
        let recorded = try Self.recorded()
        let pageSize = try Self.pageSize
        let env = try await Environment { try Self.gitHub($0) }
        let repository = try env.repository()

        let first = try await repository.userRepositories(
            login: try GitHubLogin("octocat"), cursor: nil, context: .automatic)
        let next = try #require(first.value.next)
        let second = try await repository.userRepositories(
            login: try GitHubLogin("octocat"), cursor: next, context: .automatic)

        #expect(second.value.items == Array(recorded.dropFirst(pageSize).prefix(pageSize)).map { $0.toDomain() })
        let url = try #require(env.transport.requests.last?.url)
        #expect(url.query?.contains("page=2") == true)
    }
}

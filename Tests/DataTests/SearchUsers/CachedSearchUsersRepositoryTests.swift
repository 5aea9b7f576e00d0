import AtomicCore
import Domain
import Foundation
import Networking
import Persistence
import Testing

@testable import Data

@Suite("CachedSearchUsersRepository")
struct CachedSearchUsersRepositoryTests {
    /// The loopback root the stub answers for.
    private static let baseURL = URL(string: "http://127.0.0.1:8080")!

    /// The recorded answer: the same text as `DemoSearchUsersRoutes.recordedResponse`.
    private static let recordedResponse = #"""
        {
          "incomplete_results" : false,
          "items" : [
            {
              "avatar_url" : "http://127.0.0.1/u/101?v=4",
              "html_url" : "http://127.0.0.1/ada-lovelace",
              "id" : 101,
              "login" : "ada-lovelace",
              "site_admin" : false,
              "type" : "User"
            },
            {
              "avatar_url" : "http://127.0.0.1/u/102?v=4",
              "html_url" : "http://127.0.0.1/grace-hopper",
              "id" : 102,
              "login" : "grace-hopper",
              "site_admin" : false,
              "type" : "User"
            },
            {
              "avatar_url" : "http://127.0.0.1/u/103?v=4",
              "html_url" : "http://127.0.0.1/alan-turing",
              "id" : 103,
              "login" : "alan-turing",
              "site_admin" : false,
              "type" : "User"
            }
          ],
          "total_count" : 3
        }
        """#

    /// ``recordedResponse`` decoded.
    private static func recorded() throws -> [FoundUserDTO] {
        try recordedAnswer().items
    }
    /// ``recordedResponse`` decoded: the answer whose fields every page carries.
    private static func recordedAnswer() throws -> SearchUsersAnswerDTO {
        try JSONDecoder().decode(SearchUsersAnswerDTO.self, from: Data(recordedResponse.utf8))
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
            store = try await SQLiteCacheStore.inMemory(
                // In version order: a built-in feature's later migration (the posts authors' pages) follows this one.
                featureMigrations: (FeatureMigrations.all + SearchUsersSchema.migrations).sorted {
                    $0.version < $1.version
                })
        }

        func repository(mode: CacheMode = .online) throws -> CachedSearchUsersRepository {
            CachedSearchUsersRepository(
                client: client, baseURL: CachedSearchUsersRepositoryTests.baseURL,
                policy: CachePolicy(store: store, clock: clock, mode: mode),
                pageSize: try CachedSearchUsersRepositoryTests.pageSize)
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
        let expected = try GitHub(baseURL: baseURL).searchUsers(query: "ada-lovelace", page: nil, perPage: 1).makeURL()
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
        let body = String(
            decoding: try JSONEncoder().encode(
                SearchUsersAnswerDTO(
                    items: page, incompleteResults: (try? recordedAnswer())?.incompleteResults ?? false,
                    totalCount: (try? recordedAnswer())?.totalCount ?? 0)), as: UTF8.self)
        var headers: HTTPHeaders = ["ETag": etag]
        if isFirst || start + page.count < resources.count {
            headers["Link"] = next
        }
        return .json(body, headers: headers)
    }

    @Test("SearchUsers: the first call fetches, the second is answered from the table")
    func secondCallFromTheTable() async throws {
        let recorded = try Self.recorded()
        let pageSize = try Self.pageSize
        let env = try await Environment { try Self.gitHub($0) }
        let repository = try env.repository()

        let first = try await repository.searchUsers(query: "ada-lovelace", cursor: nil, context: .automatic)
        env.clock.advance(by: 299)
        let second = try await repository.searchUsers(query: "ada-lovelace", cursor: nil, context: .automatic)

        #expect(first.value.items == Array(recorded.prefix(pageSize)).map { $0.toDomain() })
        #expect(first.freshness == .fresh)
        #expect(second.value == first.value)
        #expect(second.freshness == .fresh)
        #expect(second.fetchedAt == first.fetchedAt)
        #expect(env.transport.requestCount == 1)
    }

    @Test("SearchUsers: after the time-to-live the request carries If-None-Match and a 304 keeps the rows")
    func revalidatesWithETag() async throws {
        let env = try await Environment { try Self.gitHub($0) }
        let repository = try env.repository()
        let first = try await repository.searchUsers(query: "ada-lovelace", cursor: nil, context: .automatic)

        env.clock.advance(by: 300)
        let second = try await repository.searchUsers(query: "ada-lovelace", cursor: nil, context: .automatic)

        let requests = env.transport.requests
        try #require(requests.count == 2)
        #expect(requests[0].value(forHTTPHeaderField: "If-None-Match") == nil)
        #expect(requests[1].value(forHTTPHeaderField: "If-None-Match") == Self.etag)
        #expect(second.freshness == .revalidated)
        #expect(second.value == first.value)
        #expect(second.fetchedAt == env.clock.now)
    }

    @Test("SearchUsers: a stale answer is served with its age when the network fails")
    func staleWhenTheNetworkFails() async throws {
        let failing = Locked(false)
        let env = try await Environment { request in
            guard !failing.withLock({ $0 }) else { throw NetworkError.noConnection }
            return try Self.gitHub(request)
        }
        let repository = try env.repository()
        let first = try await repository.searchUsers(query: "ada-lovelace", cursor: nil, context: .automatic)

        failing.withLock { $0 = true }
        env.clock.advance(by: 720)
        let second = try await repository.searchUsers(query: "ada-lovelace", cursor: nil, context: .automatic)

        #expect(second.value == first.value)
        #expect(second.freshness == .stale(age: 720))
        #expect(second.staleReason == .offline)
    }

    @Test("SearchUsers: offline sends nothing: notCached at first, then the stored rows")
    func offline() async throws {
        let env = try await Environment { try Self.gitHub($0) }

        await #expect(throws: DomainError.notCached) {
            try await env.repository(mode: .offline).searchUsers(
                query: "ada-lovelace", cursor: nil, context: .automatic)
        }
        #expect(env.transport.requestCount == 0)
        let online = try await env.repository().searchUsers(query: "ada-lovelace", cursor: nil, context: .automatic)
        let offline = try await env.repository(mode: .offline).searchUsers(
            query: "ada-lovelace", cursor: nil, context: .automatic)
        #expect(offline.value == online.value)
        #expect(env.transport.requestCount == 1)
    }

    @Test("SearchUsers: a 404 is notFound for the parameters asked")
    func notFound() async throws {
        let env = try await Environment { _ in Self.notFound }

        await #expect(throws: DomainError.notFound(.resource(noun: "user search", key: "ada-lovelace"))) {
            try await env.repository().searchUsers(query: "ada-lovelace", cursor: nil, context: .automatic)
        }
    }

    @Test("SearchUsers: the next page is the one the Link header names")
    func secondPageFollowsTheLink() async throws {
        let recorded = try Self.recorded()
        let pageSize = try Self.pageSize
        let env = try await Environment { try Self.gitHub($0) }
        let repository = try env.repository()

        let first = try await repository.searchUsers(query: "ada-lovelace", cursor: nil, context: .automatic)
        let next = try #require(first.value.next)
        let second = try await repository.searchUsers(query: "ada-lovelace", cursor: next, context: .automatic)

        #expect(second.value.items == Array(recorded.dropFirst(pageSize).prefix(pageSize)).map { $0.toDomain() })
        let url = try #require(env.transport.requests.last?.url)
        #expect(url.query?.contains("page=2") == true)
    }
}

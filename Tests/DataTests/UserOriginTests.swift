import AtomicCore
import Domain
import Foundation
import Networking
import Persistence
import Testing

@testable import Data

/// Two GitHub APIs sharing one cache database: the users, ranges and profiles of one are never answered for the
/// other, and a profile updates list rows of its own API only.
@Suite("Users kept per API origin")
struct UserOriginTests {
    private typealias Environment = RepositoryTestEnvironment

    /// The second API, a GitHub Enterprise Server root on another host.
    private static let otherBaseURL = URL(string: "https://ghe.test/api/v3")!

    private static func usersJSON(_ ids: [Int], prefix: String) -> String {
        "[" + ids.map { #"{"login":"\#(prefix)\#($0)","id":\#($0)}"# }.joined(separator: ",") + "]"
    }

    private static func profileJSON(login: String, id: Int, name: String) -> String {
        #"{"login":"\#(login)","id":\#(id),"name":"\#(name)","public_repos":1,"public_gists":0,"#
            + #""followers":0,"following":0}"#
    }

    private static func otherURL(_ route: GitHubRoute) throws -> URL {
        try GitHubEndpoint<Data>(baseURL: otherBaseURL, route).makeURL()
    }

    /// An environment whose first API has cached the list page (0, ∞) holding users 1, 2 and 3 named `a1`…`a3`.
    private static func firstAPICached() async throws -> Environment {
        let env = try await Environment()
        env.transport.stub(
            url: try Environment.url(.users(since: nil, perPage: 3)), .json(usersJSON([1, 2, 3], prefix: "a")))
        _ = try await env.usersRepository().users(after: nil, pageSize: 3, context: .automatic)
        return env
    }

    @Test("the origin is the API's base URL as the cache keys spell it")
    func originText() {
        #expect(GitHubUsersSchema.origin(of: Environment.gitHubBaseURL) == "https://api.github.test")
        #expect(GitHubUsersSchema.origin(of: Self.otherBaseURL) == "https://ghe.test/api/v3")
        #expect(GitHubUsersSchema.origin(of: URL(string: "http://127.0.0.1:18082")!) == "http://127.0.0.1:18082")
        #expect(GitHubUsersSchema.origin(of: URL(string: "http://127.0.0.1:18089")!) == "http://127.0.0.1:18089")
    }

    @Test("a second API with the first one cached is asked, and answers with its own users")
    func secondAPIIsFetched() async throws {
        let env = try await Self.firstAPICached()
        let otherURL = try Self.otherURL(.users(since: nil, perPage: 3))
        env.transport.stub(url: otherURL, .json(Self.usersJSON([1, 2, 3], prefix: "b")))
        let other = env.usersRepository(baseURL: Self.otherBaseURL)

        #expect(await other.knownUsers(after: nil, limit: 3, context: .automatic) == nil)
        let page = try await other.users(after: nil, pageSize: 3, context: .automatic)

        #expect(page.value.users.map(\.login) == ["b1", "b2", "b3"])
        #expect(env.requests(to: otherURL).count == 1)
        let first = try await env.usersRepository(mode: .offline).users(after: nil, pageSize: 3, context: .automatic)
        #expect(first.value.users.map(\.login) == ["a1", "a2", "a3"], "the second API's page leaves the first's rows")
        let known = await other.knownUsers(after: nil, limit: 3, context: .automatic)
        #expect(known?.value.users.map(\.login) == ["b1", "b2", "b3"])
    }

    @Test("offline, a second API with the first one cached has nothing cached")
    func secondAPIOffline() async throws {
        let env = try await Self.firstAPICached()
        let other = env.usersRepository(mode: .offline, baseURL: Self.otherBaseURL)

        #expect(await other.knownUsers(after: nil, limit: 3, context: .automatic) == nil)
        await #expect(throws: DomainError.notCached) {
            try await other.users(after: nil, pageSize: 3, context: .automatic)
        }
        await #expect(throws: DomainError.notCached) {
            try await other.users(after: UserCursor(since: 1), pageSize: 1, context: .automatic)
        }
        #expect(env.transport.requestCount == 1)
    }

    @Test("a profile updates the list row of its own API only")
    func profileUpdatesItsOwnOrigin() async throws {
        let env = try await Self.firstAPICached()
        env.transport.stub(
            url: try Self.otherURL(.users(since: nil, perPage: 3)), .json(Self.usersJSON([1, 2, 3], prefix: "b")))
        let other = env.usersRepository(baseURL: Self.otherBaseURL)
        _ = try await other.users(after: nil, pageSize: 3, context: .automatic)
        env.transport.stub(
            url: try Self.otherURL(.user(login: try GitHubLogin("b1"))),
            .json(Self.profileJSON(login: "renamed", id: 1, name: "Other")))

        _ = try await other.user(login: try GitHubLogin("b1"), context: .automatic)

        let first = try await env.usersRepository(mode: .offline).users(after: nil, pageSize: 3, context: .automatic)
        #expect(first.value.users.map(\.login) == ["a1", "a2", "a3"])
        let second = try await env.usersRepository(mode: .offline, baseURL: Self.otherBaseURL)
            .users(after: nil, pageSize: 3, context: .automatic)
        #expect(second.value.users.map(\.login) == ["renamed", "b2", "b3"])
    }

    @Test("the same login on two APIs is two profiles")
    func profilesPerOrigin() async throws {
        let env = try await Environment()
        let login = try GitHubLogin("octocat")
        env.transport.stub(
            url: try Environment.url(.user(login: login)), .json(Self.profileJSON(login: "octocat", id: 7, name: "A")))
        env.transport.stub(
            url: try Self.otherURL(.user(login: login)), .json(Self.profileJSON(login: "octocat", id: 9, name: "B")))
        _ = try await env.usersRepository().user(login: login, context: .automatic)
        _ = try await env.usersRepository(baseURL: Self.otherBaseURL).user(login: login, context: .automatic)

        let first = try await env.usersRepository(mode: .offline).user(login: login, context: .automatic)
        let second = try await env.usersRepository(mode: .offline, baseURL: Self.otherBaseURL).user(
            login: login, context: .automatic)

        #expect(first.value.name == "A")
        #expect(first.value.id == 7)
        #expect(second.value.name == "B")
    }
}

import AtomicCore
import Domain
import Foundation
import Networking
import Persistence
import Testing

@testable import Data

/// Stored rows of types this app never writes count as absent: online they are fetched again (unconditionally)
/// and replaced; offline the error says the cached copy is unreadable, never that the server sent bad data.
@Suite("Unreadable cache entries")
struct UnreadableCacheEntryTests {
    private typealias Environment = RepositoryTestEnvironment

    private static let firstPage = GitHubRoute.users(since: nil, perPage: 3)

    private static func usersJSON(_ ids: [Int]) -> String {
        let users = ids.map { id in
            #"{"login":"user\#(id)","id":\#(id),"avatar_url":"https://avatars.test/u/\#(id)","#
                + #""html_url":"https://github.com/user\#(id)"}"#
        }
        return "[" + users.joined(separator: ",") + "]"
    }

    private static let profileJSON =
        #"{"login":"octocat","id":583231,"avatar_url":"https://avatars.test/u/583231","#
        + #""html_url":"https://github.com/octocat","name":"The Octocat","public_repos":8,"public_gists":8,"#
        + #""followers":9000,"following":9,"created_at":"2011-01-25T18:44:36Z"}"#

    /// Statements that leave stored users of types the app never writes.
    static let damagedBodies: [String] = [
        "UPDATE github_users SET login = X'FFFE00'", "UPDATE github_users SET avatar_url = X'00'",
        "UPDATE github_user_segments SET since = 'zero'", "UPDATE github_user_segments SET next_since = 'soon'",
    ]

    /// Runs `statement` against the stored rows.
    private static func damageEveryEntry(in env: Environment, with statement: String) async throws {
        try await env.store.write { try $0.execute(sql: statement) }
    }

    @Test(
        "online, an undecodable stored page is fetched again without validators and replaced", arguments: damagedBodies)
    func onlinePageIsRefetched(body: String) async throws {
        let env = try await Environment()
        let url = try Environment.url(Self.firstPage)
        env.transport.stub(
            url: url, .json(Self.usersJSON([1, 2, 3]), headers: ["ETag": #""v1""#]),
            .json(Self.usersJSON([4, 5, 6]), headers: ["ETag": #""v2""#]))
        let repository = env.usersRepository()
        _ = try await repository.users(after: nil, pageSize: 3, context: .automatic)
        try await Self.damageEveryEntry(in: env, with: body)

        let page = try await repository.users(after: nil, pageSize: 3, context: .automatic)

        #expect(page.value.users.map(\.id) == [4, 5, 6])
        #expect(page.freshness == .fresh)
        let requests = env.requests(to: url)
        try #require(requests.count == 2)
        #expect(requests[1].value(forHTTPHeaderField: "If-None-Match") == nil)
        let again = try await repository.users(after: nil, pageSize: 3, context: .automatic)
        #expect(again.value.users.map(\.id) == [4, 5, 6])
        #expect(env.transport.requestCount == 2, "the replaced entry is fresh and readable")
    }

    @Test("offline, an undecodable stored page is reported as an unreadable cached copy", arguments: damagedBodies)
    func offlinePageIsUnreadable(body: String) async throws {
        let env = try await Environment()
        env.transport.stub(url: try Environment.url(Self.firstPage), .json(Self.usersJSON([1, 2, 3])))
        _ = try await env.usersRepository().users(after: nil, pageSize: 3, context: .automatic)
        try await Self.damageEveryEntry(in: env, with: body)

        await #expect(throws: DomainError.cacheUnreadable) {
            try await env.usersRepository(mode: .offline).users(after: nil, pageSize: 3, context: .automatic)
        }
        #expect(env.transport.requestCount == 1)
    }

    @Test("an undecodable stored profile is fetched again online and unreadable offline")
    func profile() async throws {
        let env = try await Environment()
        let octocat = try GitHubLogin("octocat")
        let url = try Environment.url(.user(login: octocat))
        env.transport.stub(url: url, .json(Self.profileJSON), .json(Self.profileJSON))
        _ = try await env.usersRepository().user(login: octocat, context: .automatic)
        try await Self.damageEveryEntry(in: env, with: "UPDATE github_profiles SET public_repos = 'many'")

        await #expect(throws: DomainError.cacheUnreadable) {
            try await env.usersRepository(mode: .offline).user(login: octocat, context: .automatic)
        }
        let user = try await env.usersRepository().user(login: octocat, context: .automatic)

        #expect(user.value.login == "octocat")
        #expect(env.requests(to: url).count == 2)
    }

    @Test("online, when the refetch of an unreadable entry fails, the error is the network's, not the cache's")
    func refetchFailureIsTheNetworks() async throws {
        let env = try await Environment()
        env.transport.stub(
            url: try Environment.url(Self.firstPage),
            outcomes: [.response(.json(Self.usersJSON([1, 2, 3]))), .failure(.noConnection)])
        _ = try await env.usersRepository().users(after: nil, pageSize: 3, context: .automatic)
        try await Self.damageEveryEntry(in: env, with: "UPDATE github_users SET login = X'00'")

        await #expect(throws: DomainError.offline) {
            try await env.usersRepository().users(after: nil, pageSize: 3, context: .automatic)
        }
    }

    @Test("a fetch time of the wrong type makes the entry unreadable too")
    func wrongTypedFetchTime() async throws {
        let env = try await Environment()
        env.transport.stub(url: try Environment.url(Self.firstPage), .json(Self.usersJSON([1, 2, 3])))
        _ = try await env.usersRepository().users(after: nil, pageSize: 3, context: .automatic)
        try await env.store.write { try $0.execute(sql: "UPDATE cache_entries SET fetched_at = 'yesterday'") }

        await #expect(throws: DomainError.cacheUnreadable) {
            try await env.usersRepository(mode: .offline).users(after: nil, pageSize: 3, context: .automatic)
        }
    }

    @Test("a stored post of the wrong type makes the posts table unreadable: refetched online, reported offline")
    func postsRows() async throws {
        let env = try await Environment()
        let bodies: [JSONPlaceholderRoute: String] = [
            .posts: #"[{"userId":1,"id":1,"title":"First","body":"One"}]"#,
            .users: #"[{"id":1,"name":"Leanne Graham","username":"Bret"}]"#,
            .comments: #"[{"postId":1,"id":1,"name":"n","email":"e@x.test","body":"b"}]"#,
        ]
        for (request, body) in bodies {
            env.transport.stub(url: try Environment.url(request), .json(body), .json(body))
        }
        _ = try await env.postsRepository().posts(context: .automatic)
        try await env.store.write {
            try $0.execute(sql: "UPDATE posts SET title = ?", arguments: [Data([0x00, 0x01])])
        }

        await #expect(throws: DomainError.cacheUnreadable) {
            try await env.postsRepository(mode: .offline).posts(context: .automatic)
        }
        let feed = try await env.postsRepository().posts(context: .automatic)

        #expect(feed.value.map(\.post.title) == ["First"])
        #expect(env.requests(to: try Environment.url(.posts)).count == 2)
        #expect(env.requests(to: try Environment.url(.comments)).count == 1)
    }
}

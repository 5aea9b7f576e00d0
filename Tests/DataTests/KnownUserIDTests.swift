import AtomicCore
import Domain
import Foundation
import Networking
import Persistence
import Testing

@testable import Data

/// `knownUserID(login:)` finds a stored user's id from its login, in any case, without a request: what a screen
/// needs to walk the list to a user remembered by login.
@Suite("CachedGitHubUsersRepository.knownUserID")
struct KnownUserIDTests {
    private typealias Environment = RepositoryTestEnvironment

    private static func usersJSON(_ ids: ClosedRange<Int>) -> String {
        let users = ids.map { id in
            #"{"login":"User\#(id)","id":\#(id * 10),"avatar_url":"https://avatars.test/u/\#(id)","#
                + #""html_url":"https://github.com/User\#(id)","type":"User","site_admin":false}"#
        }
        return "[" + users.joined(separator: ",") + "]"
    }

    /// Two pages stored: User1…User3 (ids 10…30), then User4…User6 (ids 40…60).
    private static func storeTwoPages(in env: Environment) async throws -> CachedGitHubUsersRepository {
        env.transport.stub(
            url: try Environment.url(.users(since: nil, perPage: 3)),
            .json(
                usersJSON(1...3),
                headers: ["Link": #"<https://api.github.test/users?per_page=3&since=30>; rel="next""#]))
        env.transport.stub(
            url: try Environment.url(.users(since: 30, perPage: 3)),
            .json(
                usersJSON(4...6),
                headers: ["Link": #"<https://api.github.test/users?per_page=3&since=60>; rel="next""#]))
        let repository = env.usersRepository()
        let first = try await repository.users(after: nil, pageSize: 3, context: .automatic)
        _ = try await repository.users(after: first.value.next, pageSize: 3, context: .automatic)
        return repository
    }

    @Test("a stored user's id, whatever the case of the login, with no request")
    func storedUser() async throws {
        let env = try await Environment()
        let repository = try await Self.storeTwoPages(in: env)
        let asked = env.transport.requests.count

        #expect(await repository.knownUserID(login: try GitHubLogin("User5")) == 50)
        #expect(await repository.knownUserID(login: try GitHubLogin("user2")) == 20)
        #expect(await ListGitHubUsersUseCase(repository: repository).knownUserID(login: try GitHubLogin("USER6")) == 60)
        #expect(env.transport.requests.count == asked, "the id is read from the rows alone")
    }

    @Test("a login never stored, or stored for another origin, is unknown")
    func unknownUser() async throws {
        let env = try await Environment()
        let repository = try await Self.storeTwoPages(in: env)

        #expect(await repository.knownUserID(login: try GitHubLogin("user7")) == nil)
        let otherOrigin = env.usersRepository(baseURL: URL(string: "https://ghe.example.test/api/v3")!)
        #expect(await otherOrigin.knownUserID(login: try GitHubLogin("user5")) == nil)
    }

    @Test("a repository without a store knows no id")
    func withoutAStore() async throws {
        struct NoStore: GitHubUsersRepository {
            func users(after cursor: UserCursor?, pageSize: Int, context: LoadContext) async throws(DomainError)
                -> Fetched<UserPage>
            {
                Fetched(value: UserPage(users: [], next: nil), freshness: .fresh, fetchedAt: nil)
            }
            func user(login: GitHubLogin, context: LoadContext) async throws(DomainError) -> Fetched<GitHubUserDetail> {
                throw .notFound(.gitHubUser(login: login.rawValue))
            }
        }
        #expect(await NoStore().knownUserID(login: try GitHubLogin("octocat")) == nil)
    }
}

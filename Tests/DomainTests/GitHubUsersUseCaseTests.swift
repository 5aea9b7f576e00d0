import Domain
import Foundation
import Testing

@Suite("Listing and getting GitHub users")
struct GitHubUsersUseCaseTests {
    @Test("one page passes the cursor through")
    func passesCursor() async throws {
        let users = SampleUsers.make(count: 50)
        let repository = RecordingUsersRepository.listing(users)
        let page = try await ListGitHubUsersUseCase(repository: repository)(
            after: UserCursor(since: users[9].id), pageSize: 5, context: .automatic)
        #expect(page.value.users == Array(users[10..<15]))
        #expect(page.value.next == UserCursor(since: users[14].id))
        #expect(await repository.pageRequests == [.init(cursor: UserCursor(since: users[9].id), pageSize: 5)])
    }

    @Test(
        "page sizes outside 1...100 are clamped",
        arguments: [(0, 1), (-3, 1), (1, 1), (30, 30), (100, 100), (101, 100), (5_000, 100)])
    func clampsPageSize(asked: Int, sent: Int) async throws {
        let repository = RecordingUsersRepository.listing(SampleUsers.make(count: 3))
        _ = try await ListGitHubUsersUseCase(repository: repository)(pageSize: asked, context: .automatic)
        #expect(await repository.pageRequests.map(\.pageSize) == [sent])
    }

    @Test("the default page size is GitHub's 30")
    func defaultPageSize() async throws {
        let repository = RecordingUsersRepository.listing(SampleUsers.make(count: 3))
        _ = try await ListGitHubUsersUseCase(repository: repository)(context: .automatic)
        #expect(await repository.pageRequests == [.init(cursor: nil, pageSize: 30)])
    }

    @Test("a repository error reaches the caller unchanged")
    func listError() async {
        let repository = RecordingUsersRepository(pageAnswer: { _, _ in .failure(.rateLimited(until: nil)) })
        await #expect(throws: DomainError.rateLimited(until: nil)) {
            _ = try await ListGitHubUsersUseCase(repository: repository)(context: .automatic)
        }
    }

    @Test("a login is trimmed and a leading @ dropped before asking")
    func trimsLogin() async throws {
        let detail = GitHubUserDetail(id: 1, login: "octo-cat_1")
        let repository = RecordingUsersRepository(userAnswer: { _ in
            .success(Fetched(value: detail, freshness: .fresh, fetchedAt: nil))
        })
        let fetched = try await GetGitHubUserUseCase(repository: repository)(
            login: "  @octo-cat_1\n", context: .automatic)
        #expect(fetched.value == detail)
        #expect(await repository.userRequests == ["octo-cat_1"])
    }

    @Test(
        "a login outside GitHub's rule is not found without asking",
        arguments: ["", "   ", "@", ".", "..", "a/b", "a\u{1B}b", "a\u{9B}b", "a\u{7F}", "名前", "x?y", "a b"]
    )
    func impossibleLogin(typed: String) async {
        let repository = RecordingUsersRepository()
        await #expect(throws: DomainError.notFound(.gitHubUser(login: typed))) {
            _ = try await GetGitHubUserUseCase(repository: repository)(login: typed, context: .automatic)
        }
        #expect(await repository.userRequests.isEmpty)
    }

    @Test(
        "logins GitHub has, including Enterprise Managed Users and apps, are asked for unchanged",
        arguments: ["octocat", "octocat_acme", "dependabot[bot]", "a-b", "-old--login-", "Mona_Lisa-2"]
    )
    func possibleLogin(login: String) async throws {
        let detail = GitHubUserDetail(id: 1, login: login)
        let repository = RecordingUsersRepository(userAnswer: { _ in
            .success(Fetched(value: detail, freshness: .fresh, fetchedAt: nil))
        })
        _ = try await GetGitHubUserUseCase(repository: repository)(login: login, context: .automatic)
        #expect(await repository.userRequests == [login])
    }

    @Test("an unknown login is reported as not found")
    func unknownLogin() async {
        let repository = RecordingUsersRepository(userAnswer: { .failure(.notFound(.gitHubUser(login: $0))) })
        await #expect(throws: DomainError.notFound(.gitHubUser(login: "ghost"))) {
            _ = try await GetGitHubUserUseCase(repository: repository)(login: "ghost", context: .automatic)
        }
    }
}

import Domain
import Foundation
import Testing

@Suite("ListUserRepositoriesUseCase")
struct ListUserRepositoriesUseCaseTests {
    /// A repository that answers `answer` and records the arguments of every call, as text.
    private actor RecordingUserRepositoriesRepository: UserRepositoriesRepository {
        let answer: Result<Fetched<UserRepositoriesPage>, DomainError>
        private(set) var calls: [[String]] = []

        init(answer: Result<Fetched<UserRepositoriesPage>, DomainError>) {
            self.answer = answer
        }

        func userRepositories(login: GitHubLogin, cursor: Int?, context: LoadContext) async throws(DomainError)
            -> Fetched<UserRepositoriesPage>
        {
            calls.append([login.rawValue, cursor.map(String.init) ?? "nil"])
            return try answer.get()
        }
    }

    private static func answer() -> Fetched<UserRepositoriesPage> {
        Fetched(
            value: UserRepositoriesPage(
                items: [
                    Repository(
                        id: 7, archived: false, description: nil, fork: false, forksCount: 11,
                        fullName: "sample fullName", htmlURL: "sample htmlURL", language: "sample language",
                        name: "sample name", stargazersCount: 16, updatedAt: "sample updatedAt")
                ], next: 4), freshness: .stale(age: 720), fetchedAt: Date(timeIntervalSince1970: 9))
    }

    @Test("UserRepositories: the arguments reach the repository and its answer comes back")
    func passesArgumentsAndAnswers() async throws {
        let expected = Self.answer()
        let repository = RecordingUserRepositoriesRepository(answer: .success(expected))

        let answer = try await ListUserRepositoriesUseCase(repository: repository)(
            login: try GitHubLogin("octocat"), cursor: 3, context: .automatic)

        #expect(answer == expected)
        #expect(await repository.calls == [["octocat", "3"]])
    }

    @Test("UserRepositories: a failure of the repository is thrown as it is")
    func forwardsErrors() async throws {
        let repository = RecordingUserRepositoriesRepository(answer: .failure(.notCached))

        await #expect(throws: DomainError.notCached) {
            _ = try await ListUserRepositoriesUseCase(repository: repository)(
                login: try GitHubLogin("octocat"), cursor: 3, context: .automatic)
        }
        #expect(await repository.calls == [["octocat", "3"]])
    }

    @Test("UserRepositories: the updates are the repository's answers")
    func updates() async throws {
        let expected = Self.answer()
        let repository = RecordingUserRepositoriesRepository(answer: .success(expected))
        var answers: [Fetched<UserRepositoriesPage>] = []

        for try await answer in ListUserRepositoriesUseCase(repository: repository).updates(
            login: try GitHubLogin("octocat"), cursor: 3, context: .automatic)
        {
            answers.append(answer)
        }

        #expect(answers == [expected])
        #expect(await repository.calls == [["octocat", "3"]])
    }
}

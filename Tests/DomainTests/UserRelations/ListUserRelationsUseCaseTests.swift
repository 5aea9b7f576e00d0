import Domain
import Foundation
import Testing

@Suite("ListUserRelationsUseCase")
struct ListUserRelationsUseCaseTests {
    /// A repository that answers `answer` and records the arguments of every call, as text.
    private actor RecordingUserRelationsRepository: UserRelationsRepository {
        let answer: Result<Fetched<UserRelationsPage>, DomainError>
        private(set) var calls: [[String]] = []

        init(answer: Result<Fetched<UserRelationsPage>, DomainError>) {
            self.answer = answer
        }

        func userRelations(login: GitHubLogin, relation: UserRelation, cursor: Int?, context: LoadContext)
            async throws(DomainError) -> Fetched<UserRelationsPage>
        {
            calls.append([login.rawValue, relation.rawValue, cursor.map(String.init) ?? "nil"])
            return try answer.get()
        }
    }

    private static func answer() -> Fetched<UserRelationsPage> {
        Fetched(
            value: UserRelationsPage(
                items: [
                    RelatedUser(
                        id: 7, avatarURL: "sample avatarURL", htmlURL: "sample htmlURL", login: "sample login",
                        siteAdmin: true, type: "sample type")
                ], next: 4), freshness: .stale(age: 720), fetchedAt: Date(timeIntervalSince1970: 9))
    }

    @Test("UserRelations: the arguments reach the repository and its answer comes back")
    func passesArgumentsAndAnswers() async throws {
        let expected = Self.answer()
        let repository = RecordingUserRelationsRepository(answer: .success(expected))

        let answer = try await ListUserRelationsUseCase(repository: repository)(
            login: try GitHubLogin("octocat"), relation: .followers, cursor: 3, context: .automatic)

        #expect(answer == expected)
        #expect(await repository.calls == [["octocat", "followers", "3"]])
    }

    @Test("UserRelations: a failure of the repository is thrown as it is")
    func forwardsErrors() async throws {
        let repository = RecordingUserRelationsRepository(answer: .failure(.notCached))

        await #expect(throws: DomainError.notCached) {
            _ = try await ListUserRelationsUseCase(repository: repository)(
                login: try GitHubLogin("octocat"), relation: .followers, cursor: 3, context: .automatic)
        }
        #expect(await repository.calls == [["octocat", "followers", "3"]])
    }

    @Test("UserRelations: the updates are the repository's answers")
    func updates() async throws {
        let expected = Self.answer()
        let repository = RecordingUserRelationsRepository(answer: .success(expected))
        var answers: [Fetched<UserRelationsPage>] = []

        for try await answer in ListUserRelationsUseCase(repository: repository).updates(
            login: try GitHubLogin("octocat"), relation: .followers, cursor: 3, context: .automatic)
        {
            answers.append(answer)
        }

        #expect(answers == [expected])
        #expect(await repository.calls == [["octocat", "followers", "3"]])
    }
}

import Domain
import Foundation
import Testing

@Suite("ListSearchUsersUseCase")
struct ListSearchUsersUseCaseTests {
    /// A repository that answers `answer` and records the arguments of every call, as text.
    private actor RecordingSearchUsersRepository: SearchUsersRepository {
        let answer: Result<Fetched<SearchUsersPage>, DomainError>
        private(set) var calls: [[String]] = []

        init(answer: Result<Fetched<SearchUsersPage>, DomainError>) {
            self.answer = answer
        }

        func searchUsers(query: String, cursor: Int?, context: LoadContext) async throws(DomainError) -> Fetched<
            SearchUsersPage
        > {
            calls.append([query, cursor.map(String.init) ?? "nil"])
            return try answer.get()
        }
    }

    private static func answer() -> Fetched<SearchUsersPage> {
        Fetched(
            value: SearchUsersPage(
                items: [
                    FoundUser(
                        id: 7, avatarURL: "sample avatarURL", htmlURL: "sample htmlURL", login: "sample login",
                        siteAdmin: true, type: "sample type")
                ], next: 4), freshness: .stale(age: 720), fetchedAt: Date(timeIntervalSince1970: 9))
    }

    @Test("SearchUsers: the arguments reach the repository and its answer comes back")
    func passesArgumentsAndAnswers() async throws {
        let expected = Self.answer()
        let repository = RecordingSearchUsersRepository(answer: .success(expected))

        let answer = try await ListSearchUsersUseCase(repository: repository)(
            query: "sample-query", cursor: 3, context: .automatic)

        #expect(answer == expected)
        #expect(await repository.calls == [["sample-query", "3"]])
    }

    @Test("SearchUsers: a failure of the repository is thrown as it is")
    func forwardsErrors() async throws {
        let repository = RecordingSearchUsersRepository(answer: .failure(.notCached))

        await #expect(throws: DomainError.notCached) {
            _ = try await ListSearchUsersUseCase(repository: repository)(
                query: "sample-query", cursor: 3, context: .automatic)
        }
        #expect(await repository.calls == [["sample-query", "3"]])
    }

    @Test("SearchUsers: the updates are the repository's answers")
    func updates() async throws {
        let expected = Self.answer()
        let repository = RecordingSearchUsersRepository(answer: .success(expected))
        var answers: [Fetched<SearchUsersPage>] = []

        for try await answer in ListSearchUsersUseCase(repository: repository).updates(
            query: "sample-query", cursor: 3, context: .automatic)
        {
            answers.append(answer)
        }

        #expect(answers == [expected])
        #expect(await repository.calls == [["sample-query", "3"]])
    }
}

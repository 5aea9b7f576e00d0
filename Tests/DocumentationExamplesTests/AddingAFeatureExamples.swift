import Domain
import Testing

// The examples of Sources/Domain/Domain.docc/AddingAFeature.md, compiled and run: the entity, the repository
// protocol and the use case of a feature, and an in-memory repository behind it.

struct GitHubRepository: Sendable, Hashable, Identifiable {
    let id: Int
    let name: String
    let stars: Int
}

protocol UserRepositoriesRepository: Sendable {
    func repositories(of login: GitHubLogin) async throws(DomainError) -> Fetched<[GitHubRepository]>
}

struct ListUserRepositoriesUseCase: Sendable {
    let repository: any UserRepositoriesRepository

    func callAsFunction(login: GitHubLogin) async throws(DomainError) -> Fetched<[GitHubRepository]> {
        try await repository.repositories(of: login).map { repositories in
            repositories.sorted { ($0.stars, $1.id) > ($1.stars, $0.id) }
        }
    }
}

struct InMemoryRepositories: UserRepositoriesRepository {
    let stored: [GitHubRepository]

    func repositories(of login: GitHubLogin) async throws(DomainError) -> Fetched<[GitHubRepository]> {
        Fetched(value: stored, freshness: .fresh, fetchedAt: nil)
    }
}

@Suite struct AddingAFeatureExamples {
    @Test func theUseCaseListsTheMostStarredFirstAndKeepsTheFreshness() async throws {
        let repository = InMemoryRepositories(stored: [
            GitHubRepository(id: 1, name: "Spoon-Knife", stars: 12),
            GitHubRepository(id: 2, name: "Hello-World", stars: 99),
            GitHubRepository(id: 3, name: "linguist", stars: 12),
        ])
        let list = ListUserRepositoriesUseCase(repository: repository)
        let answer = try await list(login: try GitHubLogin("octocat"))
        #expect(answer.value.map(\.name) == ["Hello-World", "Spoon-Knife", "linguist"])
        #expect(answer.freshness == .fresh)
    }
}

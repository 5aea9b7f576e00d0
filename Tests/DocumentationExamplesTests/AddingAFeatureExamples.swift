import Domain
import Presentation
import Testing

// The examples of Sources/Domain/Domain.docc/AddingAFeature.md, compiled and run: the entity, the repository
// protocol and the use case of a feature, an in-memory repository behind it, and the route type of its screen.

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

enum UserRepositoriesRoute: FeatureRoute {
    case repositories(login: String)

    var parent: Route? {
        switch self {
        case .repositories(let login): .user(login: login)
        }
    }
    var title: String { "Repositories" }
    var words: String {
        switch self {
        case .repositories(let login): "repositories of \(login)"
        }
    }

    static func route(for link: DeepLink) throws(DeepLinkError) -> UserRepositoriesRoute? {
        guard link.origin == .app, link.path.count == 3, link.path[0] == "users", link.path[2] == "repos" else {
            return nil
        }
        return .repositories(login: link.path[1])
    }
}

@Suite struct AddingAFeatureExamples {
    @Test func theRouteTypeReadsItsLinksAndNamesTheProfileBelow() throws {
        let parser = DeepLinkParser(routes: [GitHubUsersRoute.self, UserRepositoriesRoute.self])
        let route = try parser.route(for: "atomic://users/octocat/repos")
        #expect(route == Route(UserRepositoriesRoute.repositories(login: "octocat")))
        #expect(route.parent == .user(login: "octocat"))
        #expect(route.rememberedText == #"{"repositories":{"login":"octocat"}}"#)
    }

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

import AtomicCore
import Domain
import Presentation

/// An ``AppBuilder`` over scripted repositories and fake status providers.
enum AppBuilderFixture {
    static func make(
        users: ScriptedUsersRepository = ScriptedUsersRepository(),
        posts: ScriptedPostsRepository = ScriptedPostsRepository(), clock: TestClock = TestClock()
    ) -> AppBuilder {
        let status = FakeStatusProviders().useCase
        return AppBuilder(
            features: [
                UsersBuilder(
                    listUsers: ListGitHubUsersUseCase(repository: users),
                    getUser: GetGitHubUserUseCase(repository: users), showsRateLimit: true, clock: clock),
                PostsBuilder(
                    listPosts: ListPostsUseCase(repository: posts), getPost: GetPostDetailUseCase(repository: posts),
                    getAuthor: GetPostAuthorUseCase(repository: NoPostAuthors()), clock: clock),
            ],
            status: status, clock: clock)
    }

    /// The route types of both features, as the app lists them.
    static let routeTypes: [any FeatureRoute.Type] = [GitHubUsersRoute.self, PostsRoute.self]

    /// The home rows of both features, as the app lists them.
    static var homeEntries: [HomeEntry] {
        [
            HomeEntry(feature: .gitHubUsers, title: "GitHub Users", route: .users(since: nil), showsGitHubBudget: true),
            HomeEntry(feature: .posts, title: "Posts", route: .posts),
        ]
    }
}

/// No author at all: every author's page is not found.
struct NoPostAuthors: PostAuthorsRepository {
    func author(id: Int, context: LoadContext) async throws(DomainError) -> Fetched<PostAuthorProfile> {
        throw .notFound(.postAuthor(id: id))
    }
}

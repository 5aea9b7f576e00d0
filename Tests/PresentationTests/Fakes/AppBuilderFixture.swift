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
            users: UsersBuilder(
                listUsers: ListGitHubUsersUseCase(repository: users), getUser: GetGitHubUserUseCase(repository: users),
                status: status, clock: clock),
            posts: PostsBuilder(
                listPosts: ListPostsUseCase(repository: posts), getPost: GetPostDetailUseCase(repository: posts),
                clock: clock),
            status: status, clock: clock)
    }
}

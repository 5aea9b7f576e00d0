import AtomicCore
import Domain
import Presentation

extension AppBuilder {
    /// The builder of every screen's view model over the services a run of `atomic` built.
    ///
    /// The home screen's status lines come from the services' cache status (cached or not, how old) and
    /// GitHub's rate-limit budget as the last response reported it; the users screens' messages about
    /// authentication and the rate limit name the variable the token came from (or the ones to set).
    static func interactive(services: AppServices, clock: any AppClock = SystemClock()) -> AppBuilder {
        let status = GetFeatureStatusUseCase(cache: services.cacheStatus, budget: services.rateLimitBudget)
        return AppBuilder(
            users: UsersBuilder(
                listUsers: ListGitHubUsersUseCase(repository: services.users),
                getUser: GetGitHubUserUseCase(repository: services.users), status: status, clock: clock,
                token: services.token),
            posts: PostsBuilder(
                listPosts: ListPostsUseCase(repository: services.posts),
                getPost: GetPostDetailUseCase(repository: services.posts), clock: clock),
            status: status, clock: clock)
    }
}

import AtomicCore
import Domain
import Presentation

extension AppBuilder {
    /// The builder of every screen's view model over the services a run of `atomic` built.
    ///
    /// The home screen's cache lines come from `cacheStatus`; until the composition root provides one, the
    /// default ``UnknownCacheStatus`` makes each line say "cache unavailable". GitHub's budget comes from the
    /// services' rate-limit tracker.
    static func interactive(
        services: AppServices, cacheStatus: any FeatureCacheStatusProvider = UnknownCacheStatus(),
        clock: any AppClock = SystemClock()
    ) -> AppBuilder {
        let status = GetFeatureStatusUseCase(cache: cacheStatus, budget: BudgetOfServices(read: services.gitHubBudget))
        return AppBuilder(
            users: UsersBuilder(
                listUsers: ListGitHubUsersUseCase(repository: services.users),
                getUser: GetGitHubUserUseCase(repository: services.users), status: status, clock: clock),
            posts: PostsBuilder(
                listPosts: ListPostsUseCase(repository: services.posts),
                getPost: GetPostDetailUseCase(repository: services.posts), clock: clock),
            status: status, clock: clock)
    }
}

import AtomicCore
import AtomicLogger
import Domain

/// Makes the repositories feature's view model from the use case it is given; no repository, no container.
public struct UserRepositoriesBuilder: Sendable {
    /// Loads the pages.
    public let useCase: ListUserRepositoriesUseCase
    /// The time source of every view model made.
    public let clock: any AppClock
    /// Whether the screens show GitHub's budget as their loads report it (not with the demo data).
    public let showsRateLimit: Bool
    /// Where the view models log.
    public let logger: Logger
    /// Where the GitHub token comes from, named in messages about authentication and the rate limit.
    public let token: TokenSource
    /// The budget the loads reported last, one for every screen this builder makes.
    public let reportedRateLimit = ReportedRateLimit()

    /// Creates a builder over the use case; by default no budget shown, no log, no token set.
    public init(
        useCase: ListUserRepositoriesUseCase, clock: any AppClock = SystemClock(), showsRateLimit: Bool = false,
        logger: Logger = .disabled, token: TokenSource = .gitHubUnset
    ) {
        self.useCase = useCase
        self.clock = clock
        self.showsRateLimit = showsRateLimit
        self.logger = logger
        self.token = token
    }

    /// The view model of the screen the route's values name.
    @MainActor
    public func makeViewModel(login: String) -> UserRepositoriesViewModel {
        UserRepositoriesViewModel(
            login: login, useCase: useCase, showsRateLimit: showsRateLimit, reportedRateLimit: reportedRateLimit,
            clock: clock, logger: logger.child(label: "user-repositories"), token: token)
    }
}

extension UserRepositoriesBuilder: FeatureScreenBuilder {
    /// ``UserRepositoriesRoute``.
    public var routeType: any FeatureRoute.Type { UserRepositoriesRoute.self }

    /// The screen of ``UserRepositoriesRoute/userRepositories(login:)``.
    @MainActor
    public func makeScreen(for route: Route, navigator: (any Navigator)?) -> Screen? {
        switch route.as(UserRepositoriesRoute.self) {
        case .userRepositories(let login)?:
            return Screen(makeViewModel(login: login))
        case nil:
            return nil
        }
    }

    /// "repositories" on every GitHub user's profile: `R` there opens the user's repositories.
    public func relatedRoutes(to route: Route) -> [RelatedRoute] {
        guard case .user(let login)? = route.as(GitHubUsersRoute.self) else { return [] }
        return [RelatedRoute(title: "repositories", key: "R", route: .userRepositories(login: login))]
    }
}

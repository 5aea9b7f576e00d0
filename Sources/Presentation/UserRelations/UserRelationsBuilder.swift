import AtomicCore
import AtomicLogger
import Domain

/// Makes the relations feature's view model from the use case it is given; no repository, no container.
public struct UserRelationsBuilder: Sendable {
    /// Loads the pages.
    public let useCase: ListUserRelationsUseCase
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
        useCase: ListUserRelationsUseCase, clock: any AppClock = SystemClock(), showsRateLimit: Bool = false,
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
    public func makeViewModel(login: String, relation: UserRelation) -> UserRelationsViewModel {
        UserRelationsViewModel(
            login: login, relation: relation, useCase: useCase, showsRateLimit: showsRateLimit,
            reportedRateLimit: reportedRateLimit, clock: clock, logger: logger.child(label: "user-relations"),
            token: token)
    }
}

extension UserRelationsBuilder: FeatureScreenBuilder {
    /// ``UserRelationsRoute``.
    public var routeType: any FeatureRoute.Type { UserRelationsRoute.self }

    /// The screen of ``UserRelationsRoute/userRelations(login:relation:)``.
    @MainActor
    public func makeScreen(for route: Route, navigator: (any Navigator)?) -> Screen? {
        switch route.as(UserRelationsRoute.self) {
        case .userRelations(let login, let relation)?:
            return Screen.list(makeViewModel(login: login, relation: relation), navigator: navigator) {
                .user(login: $0.login)
            }
        case nil:
            return nil
        }
    }

    /// "followers" (`f`) and "following" (`F`) on every GitHub user's profile.
    public func relatedRoutes(to route: Route) -> [RelatedRoute] {
        guard case .user(let login)? = route.as(GitHubUsersRoute.self) else { return [] }
        return [
            RelatedRoute(title: "followers", key: "f", route: .userRelations(login: login, relation: .followers)),
            RelatedRoute(title: "following", key: "F", route: .userRelations(login: login, relation: .following)),
        ]
    }
}

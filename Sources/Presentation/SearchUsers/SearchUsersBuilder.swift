import AtomicCore
import AtomicLogger
import Domain

/// Makes the search users feature's view model from the use case it is given; no repository, no container.
public struct SearchUsersBuilder: Sendable {
    /// Loads the pages.
    public let useCase: ListSearchUsersUseCase
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
        useCase: ListSearchUsersUseCase, clock: any AppClock = SystemClock(), showsRateLimit: Bool = false,
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
    public func makeViewModel(query: String) -> SearchUsersViewModel {
        SearchUsersViewModel(
            query: query, useCase: useCase, showsRateLimit: showsRateLimit, reportedRateLimit: reportedRateLimit,
            clock: clock, logger: logger.child(label: "search-users"), token: token)
    }
}

extension SearchUsersBuilder: FeatureScreenBuilder {
    /// ``SearchUsersRoute``.
    public var routeType: any FeatureRoute.Type { SearchUsersRoute.self }

    /// The screen of ``SearchUsersRoute/searchUsers(query:)``.
    @MainActor
    public func makeScreen(for route: Route, navigator: (any Navigator)?) -> Screen? {
        switch route.as(SearchUsersRoute.self) {
        case .searchUsers(let query)?:
            return Screen.list(makeViewModel(query: query), navigator: navigator) { .user(login: $0.login) }
        case nil:
            return nil
        }
    }

    /// "search users" (`s`) on home and on the users list: a line for a query in GitHub's search syntax, whose
    /// Enter opens the users GitHub finds.
    public func relatedSearches(to route: Route) -> [RelatedSearch] {
        let isUsersList =
            if case .users? = route.as(GitHubUsersRoute.self) { true } else { false }
        guard route == .home || isUsersList else { return [] }
        let search = RelatedSearch(
            title: "search users", key: "s", placeholder: "search GitHub's users: location:lisbon language:swift"
        ) { text in
            let query = ListSearchUsersUseCase.normalized(text)
            return query.isEmpty ? nil : .searchUsers(query: query)
        }
        return [search]
    }
}

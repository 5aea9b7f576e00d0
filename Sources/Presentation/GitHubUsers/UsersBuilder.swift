import AtomicCore
import AtomicLogger
import Domain

/// Makes the GitHub users feature's view models from the use cases it is given; no repository, no container.
public struct UsersBuilder: Sendable {
    /// Loads pages of users.
    public let listUsers: ListGitHubUsersUseCase
    /// Loads one profile.
    public let getUser: GetGitHubUserUseCase
    /// Whether the screens show GitHub's budget as their loads report it (not with the demo data, whose budget is
    /// made up).
    public let showsRateLimit: Bool
    /// Users per page, 1…100.
    public let pageSize: Int
    /// How many rows before the end the next page starts (see ``PagedListModel/prefetchThreshold``).
    public let prefetchThreshold: Int
    /// The most pages the list holds at once (see ``PagedListModel/maximumPages``); `nil` holds every page loaded.
    public let maximumPages: Int?
    /// The pages the list holds by default: 20, which is 600 users at GitHub's page size of 30 and 2,000 at 100,
    /// several screens either side of the rows shown on any terminal, while the memory stays flat however far
    /// the person scrolls.
    public static let defaultMaximumPages = 20
    /// The time source of every view model made.
    public let clock: any AppClock
    /// Where the view models log.
    public let logger: Logger
    /// Where the GitHub token comes from, named in the view models' messages about authentication and the
    /// rate limit.
    public let token: TokenSource
    /// The budget the list's and the profiles' loads reported last, one for every screen this builder makes.
    public let reportedRateLimit = ReportedRateLimit()

    /// Creates a builder over the use cases; defaults: GitHub's page size of 30, a prefetch threshold of 10, a
    /// window of ``defaultMaximumPages`` pages, no token set, no budget shown.
    public init(
        listUsers: ListGitHubUsersUseCase, getUser: GetGitHubUserUseCase, showsRateLimit: Bool = false,
        pageSize: Int = ListGitHubUsersUseCase.defaultPageSize, prefetchThreshold: Int = 10,
        maximumPages: Int? = defaultMaximumPages, clock: any AppClock = SystemClock(), logger: Logger = .disabled,
        token: TokenSource = .gitHubUnset
    ) {
        self.token = token
        self.listUsers = listUsers
        self.getUser = getUser
        self.showsRateLimit = showsRateLimit
        self.pageSize = pageSize
        self.prefetchThreshold = prefetchThreshold
        self.maximumPages = maximumPages
        self.clock = clock
        self.logger = logger
    }

    /// A list view model starting after the user with id `since`.
    @MainActor
    public func makeList(since: Int?) -> UsersListViewModel {
        UsersListViewModel(
            listUsers: listUsers, showsRateLimit: showsRateLimit, reportedRateLimit: reportedRateLimit, since: since,
            pageSize: pageSize,
            prefetchThreshold: prefetchThreshold, maximumPages: maximumPages, clock: clock,
            logger: logger.child(label: "users"), token: token)
    }

    /// A profile view model for `login`.
    @MainActor
    public func makeDetail(login: String) -> UserDetailViewModel {
        UserDetailViewModel(
            login: login, getUser: getUser, showsRateLimit: showsRateLimit, reportedRateLimit: reportedRateLimit,
            clock: clock,
            logger: logger.child(label: "user"),
            token: token)
    }
}

extension UsersBuilder: FeatureScreenBuilder {
    /// ``GitHubUsersRoute``.
    public var routeType: any FeatureRoute.Type { GitHubUsersRoute.self }

    /// "GitHub Users", with the users' cache status and GitHub's budget; it opens the list from the start.
    public var homeEntries: [HomeEntry] {
        [HomeEntry(feature: .gitHubUsers, title: "GitHub Users", route: .users(since: nil), showsGitHubBudget: true)]
    }

    /// The list (selecting a user shows the profile) or a profile.
    @MainActor
    public func makeScreen(for route: Route, navigator: (any Navigator)?) -> Screen? {
        switch route.as(GitHubUsersRoute.self) {
        case .users(let since)?:
            return .list(makeList(since: since), navigator: navigator) { .user(login: $0.login) }
        case .user(let login)?:
            return Screen(makeDetail(login: login))
        case nil:
            return nil
        }
    }
}

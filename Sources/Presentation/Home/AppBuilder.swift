import AtomicCore
import Domain

/// Makes the view model of any route: the feature builders plus the home screen's use case. A shell that needs
/// a screen for a route asks ``makeScreen(for:)``; coordinators use it to make the screens they push.
public struct AppBuilder: Sendable {
    /// The GitHub users feature.
    public let users: UsersBuilder
    /// The posts feature.
    public let posts: PostsBuilder
    /// The home screen's status lines.
    public let status: GetFeatureStatusUseCase
    /// The time source of the home screen.
    public let clock: any AppClock

    /// Creates the builder from the feature builders and the status use case.
    public init(users: UsersBuilder, posts: PostsBuilder, status: GetFeatureStatusUseCase, clock: any AppClock) {
        self.users = users
        self.posts = posts
        self.status = status
        self.clock = clock
    }

    /// The home screen's view model.
    @MainActor
    public func makeHome() -> HomeViewModel {
        HomeViewModel(status: status, clock: clock)
    }

    /// A new view model for `route`, not yet loaded and not wired to any coordinator.
    @MainActor
    public func makeScreen(for route: Route) -> Screen {
        switch route {
        case .home: .home(makeHome())
        case .users(let since): .usersList(users.makeList(since: since))
        case .user(let login): .userDetail(users.makeDetail(login: login))
        case .posts: .postsList(posts.makeList())
        case .post(let id): .postDetail(posts.makeDetail(id: id))
        }
    }
}

/// The GitHub users flow: the list, and a profile on top when a user is selected.
///
/// Selecting a user pushes ``Route/user(login:)``; ``back()`` pops it; going back from the list finishes the
/// flow, and the parent drops this coordinator and with it the screens' view models.
@MainActor
public final class UsersCoordinator: FlowCoordinator {
    /// Always empty: the flow starts no sub-flow.
    public let children: [any Coordinator] = []
    /// Called once when the person leaves the list.
    public var onFinish: (() -> Void)?

    private let router: any Router
    private let builder: UsersBuilder
    private let since: Int?
    private var screens = FlowScreens()

    /// Creates the flow; nothing is shown before ``start()``.
    ///
    /// - Parameters:
    ///   - router: Where the screens are pushed.
    ///   - builder: Makes the view models.
    ///   - since: The id of the user the list starts after; `nil` starts at the beginning.
    public init(router: any Router, builder: UsersBuilder, since: Int? = nil) {
        self.router = router
        self.builder = builder
        self.since = since
    }

    /// The routes this flow shows, bottom first.
    public var routes: [Route] { screens.routes }

    /// Pushes the list.
    public func start() {
        guard screens.isEmpty else { return }
        let list = builder.makeList(since: since)
        list.onSelect = { [weak self] user in self?.showUser(login: user.login) }
        screens.push(.users(since: since), .usersList(list), on: router)
    }

    /// Pushes the profile of `login` on top.
    public func showUser(login: String) {
        screens.push(.user(login: login), .userDetail(builder.makeDetail(login: login)), on: router)
    }

    /// The live view model of `route`, when this flow shows it.
    public func screen(for route: Route) -> Screen? {
        screens.screen(for: route)
    }

    /// Pops the top screen; popping the list finishes the flow.
    public func back() {
        screens.pop(on: router)
        if screens.isEmpty { onFinish?() }
    }

    func stop() {
        screens.removeAll()
    }
}

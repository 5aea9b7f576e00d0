/// The posts flow: the feed, and a post on top when one is selected.
///
/// Selecting a post pushes ``Route/post(id:)``; ``back()`` pops it; going back from the feed finishes the flow,
/// and the parent drops this coordinator and with it the screens' view models.
@MainActor
public final class PostsCoordinator: FlowCoordinator {
    /// Always empty: the flow starts no sub-flow.
    public let children: [any Coordinator] = []
    /// Called once when the person leaves the feed.
    public var onFinish: (() -> Void)?

    private let router: any Router
    private let builder: PostsBuilder
    private var screens = FlowScreens()

    /// Creates the flow; nothing is shown before ``start()``.
    public init(router: any Router, builder: PostsBuilder) {
        self.router = router
        self.builder = builder
    }

    /// The routes this flow shows, bottom first.
    public var routes: [Route] { screens.routes }

    /// Pushes the feed.
    public func start() {
        guard screens.isEmpty else { return }
        let list = builder.makeList()
        list.onSelect = { [weak self] summary in self?.showPost(id: summary.id) }
        screens.push(.posts, .postsList(list), on: router)
    }

    /// Pushes the post `id` on top.
    public func showPost(id: Int) {
        screens.push(.post(id: id), .postDetail(builder.makeDetail(id: id)), on: router)
    }

    /// The live view model of `route`, when this flow shows it.
    public func screen(for route: Route) -> Screen? {
        screens.screen(for: route)
    }

    /// Pops the top screen; popping the feed finishes the flow.
    public func back() {
        screens.pop(on: router)
        if screens.isEmpty { onFinish?() }
    }

    func stop() {
        screens.removeAll()
    }
}

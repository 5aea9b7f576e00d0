/// One flow of screens opened from home: its first screen, and every screen pushed on top of it, whichever
/// feature each belongs to.
///
/// The coordinator is each screen's ``Navigator``: a view model's selection (a user in the list, the
/// repositories on a profile) pushes that route's screen, made by the ``AppBuilder``. ``back()`` pops the top
/// screen, cancelling its work; popping the first one finishes the flow, and the parent drops this coordinator
/// and with it the screens' view models.
@MainActor
public final class FlowCoordinator: Coordinator, Navigator {
    /// Always empty: the flow starts no sub-flow.
    public let children: [any Coordinator] = []
    /// Called once when the person leaves the flow's first screen.
    public var onFinish: (() -> Void)?

    private let router: any Router
    private let builder: AppBuilder
    private let root: Route
    private var entries: [(route: Route, screen: Screen)] = []

    /// Creates the flow starting at `root`; nothing is shown before ``start()``.
    public init(router: any Router, builder: AppBuilder, root: Route) {
        self.router = router
        self.builder = builder
        self.root = root
    }

    /// The routes this flow shows, bottom first.
    public var routes: [Route] { entries.map(\.route) }

    /// Pushes the first screen.
    public func start() {
        guard entries.isEmpty else { return }
        show(root)
    }

    /// Pushes the screen of `route` on top; does nothing when no feature knows the route.
    public func show(_ route: Route) {
        guard let screen = builder.makeScreen(for: route, navigator: self) else { return }
        entries.append((route, screen))
        router.push(route)
    }

    /// The topmost live view model of `route`, when this flow shows it.
    public func screen(for route: Route) -> Screen? {
        entries.last { $0.route == route }?.screen
    }

    /// Pops the top screen, cancelling its work; popping the first one finishes the flow.
    public func back() {
        guard let top = entries.popLast() else { return }
        top.screen.disappear()
        router.pop()
        if entries.isEmpty { onFinish?() }
    }

    /// Cancels every screen's work and drops them, without touching the router (the caller resets it).
    func stop() {
        for entry in entries { entry.screen.disappear() }
        entries.removeAll()
    }
}

/// The root of navigation: home, one flow of screens opened from it as a child, and deep links.
///
/// ```swift
/// let coordinator = AppCoordinator(router: shellRouter, builder: builder)
/// coordinator.start()                                   // [home]
/// coordinator.open(.user(login: "octocat"))             // [home, users(since: nil), user(login: "octocat")]
/// if let model = coordinator.screen(for: .user(login: "octocat"))?.model(UserDetailViewModel.self) {
///     await model.task()
/// }
/// coordinator.back()                                    // [home, users(since: nil)]
/// ```
///
/// The stack a route needs comes from the routes themselves: each names the route below it
/// (``FeatureRoute/parent``), down to home.
@MainActor
public final class AppCoordinator: Coordinator {
    /// Never called: the app's flow ends when the process does.
    public var onFinish: (() -> Void)?

    private let router: any Router
    private let builder: AppBuilder
    private var home: HomeViewModel?
    private var flows: [FlowCoordinator] = []

    /// Creates the coordinator; nothing is shown before ``start()``.
    public init(router: any Router, builder: AppBuilder) {
        self.router = router
        self.builder = builder
    }

    /// The running flows (at most one: the stack is home, then one flow).
    public var children: [any Coordinator] { flows }

    /// Shows home; selecting an entry there opens its route.
    public func start() {
        guard home == nil else { return }
        let model = builder.makeHome()
        let entries = model.entries
        model.onSelect = { [weak self] feature in
            guard let route = entries.first(where: { $0.feature == feature })?.route else { return }
            self?.open(route)
        }
        home = model
        router.push(.home)
    }

    /// Builds the stack `route` needs, from home, following each route's parent: `.user` gives home → users →
    /// user, `.post` home → posts → post, a list home → list, `.home` home alone. Flows that were open are
    /// finished and released first. A route no feature knows (``AppBuilder/knows(_:)``) leaves home alone.
    public func open(_ route: Route) {
        start()
        closeFlows()
        guard builder.knows(route) else { return }
        var chain: [Route] = []
        var next: Route? = route
        // At most 16 screens deep, so that routes naming each other as parents cannot loop.
        while let current = next, current != .home, chain.count < 16 {
            chain.insert(current, at: 0)
            next = current.parent
        }
        guard let root = chain.first else { return }
        let flow = FlowCoordinator(router: router, builder: builder, root: root)
        flow.onFinish = { [weak self, weak flow] in
            guard let self, let flow else { return }
            self.flows.removeAll { $0 === flow }
        }
        flows.append(flow)
        flow.start()
        for later in chain.dropFirst() { flow.show(later) }
        if flow.routes.isEmpty { closeFlows() }
    }

    /// Shows `route` on top of the screen shown: in the open flow, or as a new flow from home.
    public func show(_ route: Route) {
        guard let flow = flows.last else { return open(route) }
        flow.show(route)
    }

    /// Leaves the top screen (the shell's back key); does nothing on home.
    public func back() {
        flows.last?.back()
    }

    /// The live view model for `route` when it is on the stack, `nil` otherwise: what the shell renders.
    public func screen(for route: Route) -> Screen? {
        if route == .home, let home { return Screen(home) }
        for flow in flows.reversed() {
            if let screen = flow.screen(for: route) { return screen }
        }
        return nil
    }

    /// The routes on the stack, bottom first.
    public var routes: [Route] {
        (home == nil ? [] : [.home]) + flows.flatMap(\.routes)
    }

    private func closeFlows() {
        guard !flows.isEmpty else { return }
        for flow in flows { flow.stop() }
        flows.removeAll()
        router.popToRoot()
    }
}

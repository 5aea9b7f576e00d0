/// The root of navigation: home, the two feature flows as children, and deep links.
///
/// ```swift
/// let coordinator = AppCoordinator(router: shellRouter, builder: builder)
/// coordinator.start()                                   // [home]
/// coordinator.open(.user(login: "octocat"))             // [home, users(since: nil), user(login: "octocat")]
/// if case .userDetail(let model)? = coordinator.screen(for: .user(login: "octocat")) { await model.task() }
/// coordinator.back()                                    // [home, users(since: nil)]
/// ```
@MainActor
public final class AppCoordinator: Coordinator {
    /// Never called: the app's flow ends when the process does.
    public var onFinish: (() -> Void)?

    private let router: any Router
    private let builder: AppBuilder
    private var home: HomeViewModel?
    private var flows: [any FlowCoordinator] = []

    /// Creates the coordinator; nothing is shown before ``start()``.
    public init(router: any Router, builder: AppBuilder) {
        self.router = router
        self.builder = builder
    }

    /// The running feature flows (at most one: the stack is home, then one feature).
    public var children: [any Coordinator] { flows }

    /// Shows home; selecting a feature there opens its list.
    public func start() {
        guard home == nil else { return }
        let model = builder.makeHome()
        model.onSelect = { [weak self] feature in
            self?.open(feature == .gitHubUsers ? .users(since: nil) : .posts)
        }
        home = model
        router.push(.home)
    }

    /// Builds the stack `route` needs, from home: `.user` gives home → users → user, `.post` home → posts → post,
    /// a list home → list, `.home` home alone. Flows that were open are finished and released first.
    public func open(_ route: Route) {
        start()
        closeFlows()
        switch route {
        case .home:
            break
        case .users(let since):
            startUsers(since: since)
        case .user(let login):
            startUsers(since: nil).showUser(login: login)
        case .posts:
            startPosts()
        case .post(let id):
            startPosts().showPost(id: id)
        }
    }

    /// Leaves the top screen (the shell's back key); does nothing on home.
    public func back() {
        flows.last?.back()
    }

    /// The live view model for `route` when it is on the stack, `nil` otherwise: what the shell renders.
    public func screen(for route: Route) -> Screen? {
        if route == .home, let home { return .home(home) }
        for flow in flows.reversed() {
            if let screen = flow.screen(for: route) { return screen }
        }
        return nil
    }

    /// The routes on the stack, bottom first.
    public var routes: [Route] {
        (home == nil ? [] : [.home]) + flows.flatMap(\.routes)
    }

    @discardableResult
    private func startUsers(since: Int?) -> UsersCoordinator {
        let flow = UsersCoordinator(router: router, builder: builder.users, since: since)
        attach(flow)
        return flow
    }

    @discardableResult
    private func startPosts() -> PostsCoordinator {
        let flow = PostsCoordinator(router: router, builder: builder.posts)
        attach(flow)
        return flow
    }

    private func attach(_ flow: any FlowCoordinator) {
        flow.onFinish = { [weak self, weak flow] in
            guard let self, let flow else { return }
            self.flows.removeAll { $0 === flow }
        }
        flows.append(flow)
        flow.start()
    }

    private func closeFlows() {
        guard !flows.isEmpty else { return }
        for flow in flows { flow.stop() }
        flows.removeAll()
        router.popToRoot()
    }
}

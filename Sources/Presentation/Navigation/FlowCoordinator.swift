/// A feature's coordinator as the app coordinator drives it: it owns the screens it pushed, goes back one screen,
/// and can be stopped when the app leaves the flow another way.
@MainActor
protocol FlowCoordinator: Coordinator {
    /// The routes this flow pushed, bottom first.
    var routes: [Route] { get }
    /// The live view model of `route`, when this flow shows it.
    func screen(for route: Route) -> Screen?
    /// Leaves the top screen of the flow; leaving its first screen finishes the flow.
    func back()
    /// Cancels every screen's work and drops them, without touching the router (the caller resets it).
    func stop()
}

/// The screens one flow pushed, with the router calls that keep them in step.
@MainActor
struct FlowScreens {
    private(set) var entries: [(route: Route, screen: Screen)] = []

    /// The routes, bottom first.
    var routes: [Route] { entries.map(\.route) }

    /// Whether no screen is left.
    var isEmpty: Bool { entries.isEmpty }

    /// Pushes `screen` for `route`.
    mutating func push(_ route: Route, _ screen: Screen, on router: any Router) {
        entries.append((route, screen))
        router.push(route)
    }

    /// Pops the top screen, cancelling its work.
    mutating func pop(on router: any Router) {
        guard let top = entries.popLast() else { return }
        top.screen.disappear()
        router.pop()
    }

    /// The topmost live screen for `route`.
    func screen(for route: Route) -> Screen? {
        entries.last { $0.route == route }?.screen
    }

    /// Cancels every screen's work and forgets them.
    mutating func removeAll() {
        for entry in entries { entry.screen.disappear() }
        entries.removeAll()
    }
}

import Observation

/// A ready-made ``Router``: the navigation state as an observable stack of routes plus at most one modal route.
///
/// A shell that has no navigation of its own (the terminal app) renders the screen of ``top``; a SwiftUI shell
/// can bind a `NavigationStack` path to ``stack`` minus its root. The root (the first route pushed) is never
/// popped.
@Observable @MainActor
public final class RouteStack: Router {
    /// The pushed routes, root first; empty before the first push.
    public private(set) var stack: [Route] = []
    /// The modally presented route, if any.
    public private(set) var presented: Route?

    /// Creates an empty stack.
    public init() {}

    /// The route on screen: the presented one, else the top of the stack; `nil` before the first push.
    public var top: Route? { presented ?? stack.last }

    /// Pushes `route` on top.
    public func push(_ route: Route) {
        stack.append(route)
    }

    /// Pops the top route unless only the root is left.
    public func pop() {
        if stack.count > 1 { stack.removeLast() }
    }

    /// Pops every route above the root.
    public func popToRoot() {
        stack = Array(stack.prefix(1))
    }

    /// Presents `route` modally, replacing a route presented before.
    public func present(_ route: Route) {
        presented = route
    }

    /// Removes the presented route.
    public func dismiss() {
        presented = nil
    }
}

import Presentation

/// A router whose stack is a plain `[Route]`; records every call.
@MainActor
final class RecordingRouter: Router {
    private(set) var stack: [Route] = []
    private(set) var presented: Route?
    private(set) var calls: [String] = []

    func push(_ route: Route) {
        calls.append("push(\(route))")
        stack.append(route)
    }

    func pop() {
        calls.append("pop()")
        if stack.count > 1 { stack.removeLast() }
    }

    func popToRoot() {
        calls.append("popToRoot()")
        stack = Array(stack.prefix(1))
    }

    func present(_ route: Route) {
        calls.append("present(\(route))")
        presented = route
    }

    func dismiss() {
        calls.append("dismiss()")
        presented = nil
    }
}

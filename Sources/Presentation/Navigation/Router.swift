/// Moves between screens; the shell implements it over its own navigation (a terminal screen stack, a SwiftUI
/// `NavigationStack` path), and coordinators drive it.
///
/// The stack starts empty; the app coordinator pushes ``Route/home`` first, so that is the root.
@MainActor
public protocol Router: AnyObject {
    /// Shows `route` on top of the current screen.
    func push(_ route: Route)
    /// Removes the top screen; does nothing when only the root is left.
    func pop()
    /// Removes every screen above the root.
    func popToRoot()
    /// Shows `route` over everything, modally (for example a sheet); at most one at a time.
    func present(_ route: Route)
    /// Removes the modally presented route, if any.
    func dismiss()
}

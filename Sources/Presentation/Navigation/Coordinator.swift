/// Owns one flow of screens: makes their view models, reacts to their selections by driving the ``Router``,
/// and tells its parent when the flow is over, so the parent can drop it.
///
/// The life of a coordinator: its parent creates it with a router and a builder, sets ``onFinish``, keeps it in
/// its children and calls ``start()``, which pushes the flow's first screen. The coordinator wires each view
/// model's `onSelect` to its own navigation (selecting a user pushes the profile). When the person leaves the
/// flow's first screen, the coordinator calls ``onFinish`` once; the parent removes it from its children, and
/// the coordinator is released together with every view model it made, whose work was cancelled as its screens
/// were popped. Coordinators hold their children strongly and never their parent.
@MainActor
public protocol Coordinator: AnyObject {
    /// The coordinators of sub-flows this one started and that have not finished.
    var children: [any Coordinator] { get }
    /// Called once when the flow is over (its last screen was left); the parent removes and releases it.
    var onFinish: (() -> Void)? { get set }
    /// Shows the flow's first screen.
    func start()
}

/// Owns one flow of screens: makes their view models, reacts to their selections by driving the ``Router``,
/// and tells its parent when the flow is over, so the parent can drop it.
@MainActor
public protocol Coordinator: AnyObject {
    /// The coordinators of sub-flows this one started and that have not finished.
    var children: [any Coordinator] { get }
    /// Called once when the flow is over (its last screen was left); the parent removes and releases it.
    var onFinish: (() -> Void)? { get set }
    /// Shows the flow's first screen.
    func start()
}

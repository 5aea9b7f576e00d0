/// Where a feature's view models send the person: the flow that shows them pushes the route on top.
///
/// A ``FeatureScreenBuilder`` wires each view model's selection to it (`list.onSelect = { navigator.show(...) }`),
/// so a feature's screens open the routes of any feature without knowing which coordinator runs them.
@MainActor
public protocol Navigator: AnyObject {
    /// Shows `route` on top of the current screen.
    func show(_ route: Route)
}

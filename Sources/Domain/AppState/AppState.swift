/// What the interactive app remembers between runs: where the person was, and which row each list had
/// selected, so that the next start opens there.
///
/// Both are kept as text the presentation layer makes and reads back (for example a route encoded as JSON,
/// and an item's id); Domain stores them without interpreting them.
public struct AppState: Sendable, Equatable, Hashable, Codable {
    /// The last route shown, as the presentation layer encoded it; `nil` when none is remembered.
    public var route: String?
    /// Each list's selected item id, keyed by the list's name (for example `"users"`, `"posts"`).
    public var selections: [String: String]

    /// A state with `route` and `selections`; empty by default (nothing remembered).
    public init(route: String? = nil, selections: [String: String] = [:]) {
        self.route = route
        self.selections = selections
    }

    /// Whether nothing is remembered.
    public var isEmpty: Bool { route == nil && selections.isEmpty }
}

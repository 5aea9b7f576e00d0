import Presentation
import TerminalUI

/// One route on the shell's stack with everything the shell keeps for it: its pane (made once, when the route was
/// pushed), the list's selection and scroll position or the text's scroll position, and the id of the item the
/// list's selection is on, so that the selection follows that item when the rows change under it (a refresh, a
/// filter typed or cleared). Going back shows a list where it was left; a route closed forgets all of it.
@MainActor
public struct RouteState {
    /// The route.
    public let route: Route
    /// The terminal view of the route's view model; `nil` when no feature draws it.
    public let pane: (any Pane)?
    /// The routes other features add to this one, each opened by its key.
    public let related: [RelatedRoute]
    /// The searches features offer on this one, each opened by its key.
    public let searches: [RelatedSearch]
    /// The list's selection and first row shown; a new one selects the first row.
    public internal(set) var list = ListSelection()
    /// The text's scroll position; a new one shows the top.
    public internal(set) var scroll = TextScrollState()
    /// The id of the item the selection was put on (by the person, or restored from an earlier run); `nil` while
    /// none was.
    public internal(set) var anchor: String?

    /// The state of `route` drawn by `pane`, at its top; `related` are the routes other features add to it, and
    /// `searches` the searches they offer on it.
    init(route: Route, pane: (any Pane)?, related: [RelatedRoute], searches: [RelatedSearch] = []) {
        self.route = route
        self.pane = pane
        self.related = related
        self.searches = searches
    }

    /// The pane when it is a list.
    public var listPane: (any ListPane)? { pane as? any ListPane }
}

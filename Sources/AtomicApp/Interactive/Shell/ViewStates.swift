import Presentation
import TerminalUI

/// The state of the terminal views that is not the view models': each list's selection and scroll position,
/// each text's scroll position, kept per route, so going back shows a list where it was left; and the id of the
/// item each list's selection is on, so that the selection follows that item when the rows change under it (a
/// refresh, a filter typed or cleared).
struct ViewStates {
    private var lists: [Route: TerminalUI.ListState] = [:]
    private var texts: [Route: TextScrollState] = [:]
    private var anchors: [Route: String] = [:]

    /// The list state of `route`; a new one selects the first row.
    subscript(list route: Route) -> TerminalUI.ListState {
        get { lists[route] ?? TerminalUI.ListState() }
        set { lists[route] = newValue }
    }

    /// The scroll state of `route`; a new one shows the top.
    subscript(text route: Route) -> TextScrollState {
        get { texts[route] ?? TextScrollState() }
        set { texts[route] = newValue }
    }

    /// The id of the item the selection of `route`'s list was put on (by the person, or restored from an earlier
    /// run); `nil` while none was.
    subscript(anchor route: Route) -> String? {
        get { anchors[route] }
        set { anchors[route] = newValue }
    }

    /// Forgets the states of routes no longer on the stack, so a list opened again starts at its top.
    mutating func keep(only routes: [Route]) {
        let kept = Set(routes)
        lists = lists.filter { kept.contains($0.key) }
        texts = texts.filter { kept.contains($0.key) }
        anchors = anchors.filter { kept.contains($0.key) }
    }
}

import Presentation
import TerminalUI

/// The state of the terminal views that is not the view models': each list's selection and scroll position,
/// each text's scroll position, kept per route, so going back shows a list where it was left.
struct ViewStates {
    private var lists: [Route: TerminalUI.ListState] = [:]
    private var texts: [Route: TextScrollState] = [:]

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

    /// Forgets the states of routes no longer on the stack, so a list opened again starts at its top.
    mutating func keep(only routes: [Route]) {
        let kept = Set(routes)
        lists = lists.filter { kept.contains($0.key) }
        texts = texts.filter { kept.contains($0.key) }
    }
}

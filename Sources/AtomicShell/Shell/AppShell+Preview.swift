import Presentation
import TerminalUI

extension AppShell {
    /// The narrowest terminal, in columns, that shows a preview of the selected row beside a list: 140.
    public static let previewMinimumWidth = 140

    /// The route the preview beside the list shown should show: what its selected row opens, on a terminal at
    /// least ``previewMinimumWidth`` columns wide, with no overlay open; `nil` otherwise.
    var wantedPreview: Route? {
        state.showsHelp || state.showsInspector ? nil : state.previewRoute
    }

    /// Starts the wait before the preview of the selected row loads, once the selection moved to another row;
    /// a wait for a row left is cancelled, and the preview goes when there is nothing to preview.
    func schedulePreview() {
        guard let wanted = wantedPreview else {
            previewWait.cancel()
            if state.preview != nil { state.preview = nil }
            return
        }
        guard state.preview?.route != wanted else {
            previewWait.cancel()
            return
        }
        previewWait.start(wanted)
    }

    /// Shows `route` beside the list when the selection is still on its row: its pane is made and its first
    /// load started.
    func showPreview(_ route: Route) {
        guard wantedPreview == route, state.preview?.route != route else { return }
        let pane = builder.makeScreen(for: route, navigator: nil).flatMap(makePane)
        state.preview = RouteState(route: route, pane: pane, related: [])
        previewLoad = pane?.appear()
    }

    /// Waits for the preview's wait and its first load to end, as ``settle()`` does for the screen shown.
    public func settlePreview() async {
        await previewWait.settle()
        if let load = previewLoad {
            await load.value
            previewLoad = nil
            send(.screensChanged)
        }
    }
}

import Domain
import Foundation
import Presentation
import TerminalUI

@MainActor
extension ShellState {
    /// What the inspector says about the screen shown: its route, view model and use case, the provenance its last
    /// answer carried (home has none), and GitHub's budget as the status bar shows it.
    public var inspectorContent: InspectorContent {
        guard let pane else {
            return InspectorContent(
                route: top, viewModel: "none", useCase: "none", provenance: nil, rateLimit: nil, now: now,
                demo: isDemo, token: token)
        }
        // The names come from the types themselves, so renaming a type renames its line in the inspector. The rate
        // limit is the budget the status bar shows, not only what the answer's own requests reported.
        return InspectorContent(
            route: top, viewModel: String(describing: type(of: pane.viewModel)),
            useCase: String(describing: pane.useCase), provenance: pane.provenance,
            rateLimit: pane.chrome.rateLimit, now: now, demo: isDemo, token: token)
    }
}

extension AppShell {
    /// Applies `command` while the inspector shows: arrows and pages scroll it, `i` or Esc close it.
    func handleInInspector(_ command: KeyCommand) -> ShellEffect? {
        switch command {
        case .inspect, .back: state.showsInspector = false
        case .up: state.inspectorOffset -= 1
        case .down: state.inspectorOffset += 1
        case .pageUp: state.inspectorOffset -= state.pageHeight
        case .pageDown: state.inspectorOffset += state.pageHeight
        case .first: state.inspectorOffset = 0
        case .last: state.inspectorOffset = Int.max / 2
        case .quit: return .quit
        case .redraw: return .redraw
        default: break
        }
        return nil
    }

    /// Opens the inspector at its top.
    func openInspector() {
        state.showsInspector = true
        state.inspectorOffset = 0
    }
}

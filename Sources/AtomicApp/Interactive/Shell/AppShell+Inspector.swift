import Domain
import Foundation
import Presentation
import TerminalUI

extension AppShell {
    /// What the inspector says about the screen shown: its route, view model and use case, the provenance its last
    /// answer carried (home has none), and GitHub's budget as the status bar shows it.
    var inspectorContent: InspectorContent {
        guard let screen, let shellScreen else {
            return InspectorContent(
                route: top, viewModel: "none", useCase: "none", provenance: nil, rateLimit: nil, now: now(),
                demo: builder.status.isDemo)
        }
        // The names come from the types themselves, so renaming a type renames its line in the inspector. The rate
        // limit is the budget the status bar shows, not only what the answer's own requests reported.
        return InspectorContent(
            route: top, viewModel: String(describing: type(of: screen.viewModel)),
            useCase: String(describing: shellScreen.useCase), provenance: shellScreen.provenance,
            rateLimit: shellScreen.chrome.rateLimit, now: now(), demo: builder.status.isDemo)
    }

    /// Applies `command` while the inspector shows: arrows and pages scroll it, `i` or Esc close it.
    func handleInInspector(_ command: KeyCommand) -> ShellEffect? {
        switch command {
        case .inspect, .back: showsInspector = false
        case .up: inspectorOffset -= 1
        case .down: inspectorOffset += 1
        case .pageUp: inspectorOffset -= pageHeight
        case .pageDown: inspectorOffset += pageHeight
        case .first: inspectorOffset = 0
        case .last: inspectorOffset = Int.max / 2
        case .quit: return .quit
        case .redraw: return .redraw
        default: break
        }
        return nil
    }

    /// Opens the inspector at its top.
    func openInspector() {
        showsInspector = true
        inspectorOffset = 0
    }
}

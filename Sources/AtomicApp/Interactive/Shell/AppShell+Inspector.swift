import Domain
import Foundation
import Presentation
import TerminalUI

extension AppShell {
    /// What the inspector says about the screen shown: its route, view model and use case, and the provenance
    /// its last answer carried (home has none).
    var inspectorContent: InspectorContent {
        guard let screen else {
            return InspectorContent(route: top, viewModel: "none", useCase: "none", provenance: nil, now: now())
        }
        let names = ScreenNames.of(screen)
        let provenance: Provenance? =
            switch screen {
            case .home: nil
            case .usersList(let model): model.state.provenance
            case .userDetail(let model): model.state.provenance
            case .postsList(let model): model.state.provenance
            case .postDetail(let model): model.state.provenance
            }
        return InspectorContent(
            route: top, viewModel: names.viewModel, useCase: names.useCase, provenance: provenance, now: now())
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

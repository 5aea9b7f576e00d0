import Domain
import Presentation
import TerminalUI

/// The home screen: GitHub Users and Posts, each with its status line under it.
struct HomeScreenView {
    /// The home view model's state.
    let state: HomeState

    /// The header, notice and hints of the screen.
    var chrome: ScreenChrome {
        ScreenChrome(
            hints: [KeyHint("↑↓", "move"), KeyHint("Enter", "open"), KeyHint("?", "help"), KeyHint("q", "quit")],
            rateLimit: state.rateLimit)
    }

    /// Draws the features into `area`, the one at `list.selected` highlighted.
    func render(into buffer: inout CellBuffer, area: Rect, list: inout TerminalUI.ListState, tick: Int) {
        let phase = PhaseView(phase: state.phase, loadingText: "Reading the cache…", emptyText: "", tick: tick)
        guard phase.showsContent else { return phase.render(into: &buffer, area: area) }
        buffer.fill(area)
        if list.selected == nil || (list.selected ?? 0) >= state.features.count {
            list.selectFirst(itemCount: state.features.count)
        }
        for (index, feature) in state.features.enumerated() {
            let y = area.y + 1 + index * 3
            guard y < area.maxY else { break }
            let style = index == list.selected ? Theme.standard.selection : Style.bold
            buffer.write(" " + feature.title, x: area.x + 1, y: y, width: area.width - 2, style: style)
            if y + 1 < area.maxY {
                buffer.write(feature.statusLine, x: area.x + 3, y: y + 1, width: area.width - 4, style: .dim)
            }
        }
    }

    /// The feature at `index`, if any.
    func feature(at index: Int?) -> Feature? {
        guard let index, state.features.indices.contains(index) else { return nil }
        return state.features[index].feature
    }
}

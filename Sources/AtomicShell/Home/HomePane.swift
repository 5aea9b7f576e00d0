import Domain
import Foundation
import Presentation
import TerminalUI

/// The home screen: GitHub Users and Posts, each with its status line under it, as rows; Enter opens the
/// selected one.
public struct HomePane: ListPane {
    /// The home view model.
    public let model: HomeViewModel

    /// The pane of `model`.
    public init(model: HomeViewModel) {
        self.model = model
    }

    /// The home view model.
    public var viewModel: any ScreenModel { model }

    /// The hints of the screen and GitHub's budget.
    public var chrome: PaneChrome {
        PaneChrome(
            commandHints: [
                CommandHint([.up, .down], "move"), CommandHint(.open, "open"), CommandHint(.help, "help"),
                CommandHint(.quit, "quit"),
            ],
            rateLimit: model.state.rateLimit)
    }

    /// While the statuses are read.
    public var isBusy: Bool { model.state.phase == .loading }
    /// None: home makes no request of its own.
    public var provenance: Provenance? { nil }
    /// `GetFeatureStatusUseCase`.
    public var useCase: Any.Type { GetFeatureStatusUseCase.self }
    /// One row per feature.
    public var itemCount: Int { model.state.features.count }
    /// None: the home rows are not remembered.
    public var itemIDs: [String] { [] }
    /// Not remembered.
    public var selectionName: String? { nil }

    /// Reads the statuses the first time, and again each time home shows, as they change while the app runs.
    public func appear() -> Task<Void, Never>? {
        model.state.phase.hasLoaded ? model.refresh() : model.appear()
    }

    /// Reads the statuses again.
    public func refresh() -> Task<Void, Never>? { model.refresh() }

    /// None.
    public func webURL(selected: Int?) -> URL? { nil }

    /// Opens the feature at `index`; a row of home always opens a screen.
    @discardableResult
    public func open(at index: Int) -> Bool {
        if let feature = feature(at: index) { model.select(feature) }
        return true
    }

    /// Draws the features into `area`, the one at `list.selected` highlighted.
    public func render(into buffer: inout CellBuffer, area: Rect, list: inout ListSelection, drawing: PaneDrawing) {
        let state = model.state
        let phase = PhaseView(
            phase: state.phase, loadingText: "Reading the cache…", emptyText: "", tick: drawing.tick,
            theme: drawing.theme)
        guard phase.showsContent else { return phase.render(into: &buffer, area: area) }
        buffer.fill(area)
        if list.selected == nil || (list.selected ?? 0) >= state.features.count {
            list.selectFirst(itemCount: state.features.count)
        }
        for (index, feature) in state.features.enumerated() {
            let y = area.y + 1 + index * 3
            guard y < area.maxY else { break }
            let style = index == list.selected ? drawing.theme.selection : Style.bold
            buffer.write(" " + feature.title, x: area.x + 1, y: y, width: area.width - 2, style: style)
            if y + 1 < area.maxY {
                buffer.write(
                    feature.statusLine, x: area.x + 3, y: y + 1, width: area.width - 4,
                    style: drawing.theme.secondary)
            }
        }
    }

    /// The feature drawn on `line` of `area`: its title or its status line, as ``render(into:area:list:drawing:)``
    /// draws them three lines apart below a blank line; nil on the lines between and while the statuses are read.
    public func item(atLine line: Int, in area: Rect, list: ListSelection) -> Int? {
        guard model.state.phase == .content, line >= 1, line < area.height else { return nil }
        let (index, within) = (line - 1).quotientAndRemainder(dividingBy: 3)
        guard within < 2, index < model.state.features.count else { return nil }
        return index
    }

    /// The feature at `index`, if any.
    func feature(at index: Int?) -> Feature? {
        guard let index, model.state.features.indices.contains(index) else { return nil }
        return model.state.features[index].feature
    }
}

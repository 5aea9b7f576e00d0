import Domain
import Foundation
import Presentation
import TerminalUI

/// The home screen in the shell: the features' entries as rows; Enter opens the selected one.
struct HomeShellScreen: ShellListScreen {
    /// The home view model.
    let model: HomeViewModel

    private var view: HomeScreenView { HomeScreenView(state: model.state) }

    var chrome: ScreenChrome { view.chrome }
    var isBusy: Bool { model.state.phase == .loading }
    var provenance: Provenance? { nil }
    var useCase: Any.Type { GetFeatureStatusUseCase.self }
    var itemCount: Int { model.state.features.count }
    var itemIDs: [String] { [] }
    var selectionName: String? { nil }

    /// Reads the statuses the first time, and again each time home shows, as they change while the app runs.
    func appear() -> Task<Void, Never>? {
        model.state.phase.hasLoaded ? model.refresh() : model.appear()
    }

    func refresh() -> Task<Void, Never>? { model.refresh() }

    func webURL(selected: Int?) -> URL? { nil }

    func open(at index: Int) {
        if let feature = view.feature(at: index) { model.select(feature) }
    }

    func render(into buffer: inout CellBuffer, area: Rect, list: inout TerminalUI.ListState, tick: Int) {
        view.render(into: &buffer, area: area, list: &list, tick: tick)
    }
}

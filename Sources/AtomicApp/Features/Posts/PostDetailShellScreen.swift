import Domain
import Foundation
import Presentation
import TerminalUI

/// A post in the shell: its text and comments, scrolled; `o` opens the post's page.
struct PostDetailShellScreen: ShellTextScreen {
    /// The post's view model.
    let model: PostDetailViewModel
    /// The web pages.
    let context: ShellContext

    private var view: PostDetailScreenView { PostDetailScreenView(state: model.state, id: model.id) }

    var chrome: ScreenChrome { view.chrome }
    var isBusy: Bool { model.state.phase == .loading }
    var provenance: Provenance? { model.state.provenance }
    var useCase: Any.Type { GetPostDetailUseCase.self }

    func appear() -> Task<Void, Never>? { model.appear() }
    func refresh() -> Task<Void, Never>? { model.retry() ?? model.refresh() }
    func webURL(selected: Int?) -> URL? { context.links.post(id: model.id) }

    func render(into buffer: inout CellBuffer, area: Rect, scroll: inout TextScrollState, tick: Int) {
        view.render(into: &buffer, area: area, scroll: &scroll, tick: tick)
    }
}

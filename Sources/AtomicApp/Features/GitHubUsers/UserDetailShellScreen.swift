import Domain
import Foundation
import Presentation
import TerminalUI

/// A profile in the shell: the avatar and the fields, scrolled; `o` opens the profile page.
struct UserDetailShellScreen: ShellTextScreen {
    /// The profile's view model.
    let model: UserDetailViewModel
    /// The avatars and web pages.
    let context: ShellContext

    var chrome: ScreenChrome { UserDetailScreenView(state: model.state, login: model.login).chrome }
    var isBusy: Bool { model.state.phase == .loading }
    var provenance: Provenance? { model.state.provenance }
    var useCase: Any.Type { GetGitHubUserUseCase.self }

    func appear() -> Task<Void, Never>? { model.appear() }
    func refresh() -> Task<Void, Never>? { model.retry() ?? model.refresh() }

    func webURL(selected: Int?) -> URL? {
        ShellLinks.web(model.state.value?.profileURL) ?? context.links.profile(login: model.login)
    }

    func render(into buffer: inout CellBuffer, area: Rect, scroll: inout TextScrollState, tick: Int) {
        UserDetailScreenView(state: model.state, login: model.login, avatars: context.avatars)
            .render(into: &buffer, area: area, scroll: &scroll, tick: tick)
    }
}

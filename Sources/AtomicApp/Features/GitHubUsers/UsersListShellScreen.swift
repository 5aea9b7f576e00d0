import Domain
import Foundation
import Presentation
import TerminalUI

/// The users list in the shell: rows of logins, Enter opens a profile, `/` filters, the next page loads near
/// the end, and the selected login is remembered as the "users" selection.
struct UsersListShellScreen: ShellListScreen {
    /// The list view model.
    let model: UsersListViewModel
    /// The avatars and web pages.
    let context: ShellContext

    private var items: [GitHubUser] { model.state.visibleItems }

    var chrome: ScreenChrome { UsersListScreenView(state: model.state).chrome }
    var isBusy: Bool { model.state.phase == .loading || model.state.isLoadingMore }
    var provenance: Provenance? { model.state.provenance }
    var useCase: Any.Type { ListGitHubUsersUseCase.self }
    var itemIDs: [String] { items.map(\.login) }
    var selectionName: String? { "users" }
    var filter: String? { model.state.filter }

    func appear() -> Task<Void, Never>? { model.appear() }
    func refresh() -> Task<Void, Never>? { model.retry() ?? model.refresh() }
    func applyFilter(_ text: String) { model.filter(text) }

    func webURL(selected: Int?) -> URL? {
        guard let user = item(at: selected) else { return nil }
        return ShellLinks.web(user.profileURL) ?? context.links.profile(login: user.login)
    }

    func open(at index: Int) {
        if let user = item(at: index) { model.select(user) }
    }

    func loadMore(near index: Int) -> Task<Void, Never>? {
        item(at: index).flatMap { model.loadMoreIfNeeded(currentItem: $0) }
    }

    func reveal(_ itemID: String) -> Task<Void, Never>? { model.reveal(login: itemID) }
    func stopRevealing() { model.stopRevealing() }

    func render(into buffer: inout CellBuffer, area: Rect, list: inout TerminalUI.ListState, tick: Int) {
        UsersListScreenView(state: model.state, avatars: context.avatars)
            .render(into: &buffer, area: area, list: &list, tick: tick)
    }

    private func item(at index: Int?) -> GitHubUser? {
        guard let index, items.indices.contains(index) else { return nil }
        return items[index]
    }
}

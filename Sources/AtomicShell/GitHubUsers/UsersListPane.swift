import Domain
import Foundation
import Presentation
import TerminalUI

/// The users list: one row per loaded user (login, id), a spinner row while the next page loads, and an inline
/// "couldn't load more — r to retry" row when it failed. Enter opens a profile, `/` filters, the next page loads
/// near the end, the selected login is remembered as the "users" selection, and the avatars of the rows about to
/// appear are prefetched.
public struct UsersListPane: ListPane {
    /// The list view model.
    public let model: UsersListViewModel
    /// The web pages.
    public let context: PaneContext

    /// The pane of `model`, its pages from `context`.
    public init(model: UsersListViewModel, context: PaneContext) {
        self.model = model
        self.context = context
    }

    private var items: [GitHubUser] { model.state.visibleItems }

    /// The list view model.
    public var viewModel: any ScreenModel { model }

    /// The count, the notice, the hints and GitHub's budget.
    public var chrome: PaneChrome {
        let state = model.state
        return PaneChrome(
            trailing: ListTexts.count(
                shown: state.visibleItems.count, loaded: state.items.count, noun: "users", singular: "user",
                phase: state.phase),
            notice: state.notice,
            hints: [KeyHint("↑↓", "move"), KeyHint("Enter", "open"), KeyHint("/", "filter"), KeyHint("?", "help")],
            rateLimit: state.rateLimit)
    }

    /// While the first page or the next one loads.
    public var isBusy: Bool { model.state.phase == .loading || model.state.isLoadingMore }
    /// Where the last page came from.
    public var provenance: Provenance? { model.state.provenance }
    /// `ListGitHubUsersUseCase`.
    public var useCase: Any.Type { ListGitHubUsersUseCase.self }
    /// The logins shown.
    public var itemIDs: [String] { items.map(\.login) }
    /// "users".
    public var selectionName: String? { "users" }
    /// The filter typed.
    public var filter: String? { model.state.filter }

    /// Loads the first page.
    public func appear() -> Task<Void, Never>? { model.appear() }
    /// Retries what failed, else refreshes.
    public func refresh() -> Task<Void, Never>? { model.retry() ?? model.refresh() }
    /// Filters the loaded users by `text`.
    public func applyFilter(_ text: String) { model.filter(text) }

    /// The selected user's profile page.
    public func webURL(selected: Int?) -> URL? {
        guard let user = item(at: selected) else { return nil }
        return ShellLinks.web(user.profileURL) ?? context.links.profile(login: user.login)
    }

    /// Opens the user at `index`.
    public func open(at index: Int) {
        if let user = item(at: index) { model.select(user) }
    }

    /// Loads the next page near the end.
    public func loadMore(near index: Int) -> Task<Void, Never>? {
        item(at: index).flatMap { model.loadMoreIfNeeded(currentItem: $0) }
    }

    /// Loads pages until the user `itemID` is among the rows.
    public func reveal(_ itemID: String) -> Task<Void, Never>? { model.reveal(login: itemID) }
    /// Stops that loading.
    public func stopRevealing() { model.stopRevealing() }

    /// Draws the rows into `area`, scrolled so that `list.selected` shows.
    public func render(into buffer: inout CellBuffer, area: Rect, list: inout ListSelection, drawing: PaneDrawing) {
        let state = model.state
        let phase = PhaseView(
            phase: state.phase, loadingText: "Loading users…", emptyText: "No users", tick: drawing.tick)
        guard phase.showsContent else { return phase.render(into: &buffer, area: area) }
        let rows = state.visibleItems.map { ListRow($0.login, detail: "#\($0.id)") }
        let footer = ListTexts.footer(
            isLoadingMore: state.isLoadingMore, loadMoreError: state.loadMoreError, noMatches: rows.isEmpty,
            filter: state.filter, tick: drawing.tick)
        ListView(rows: rows, footer: footer).render(into: &buffer, area: area, state: &list)
    }

    /// The avatars of the next screenful of rows below `selected`, at the size the profile draws them in an
    /// `area` like this one; rows no longer in that screenful stop being prefetched. Nothing while the list has
    /// no rows to show, or when the area has no room for a picture.
    public func avatars(in area: Rect, selected: Int?) -> AvatarDemand {
        guard model.state.phase == .content, let cells = UserDetailPane.avatarCells(in: area) else {
            return AvatarDemand()
        }
        let items = model.state.visibleItems
        let start = min(items.count, max(0, (selected ?? 0) + 1))
        let end = min(items.count, start + max(1, area.height))
        let requests = items[start..<end].compactMap(\.avatarURL).map { AvatarRequest(url: $0, cells: cells) }
        return AvatarDemand(prefetched: requests)
    }

    private func item(at index: Int?) -> GitHubUser? {
        guard let index, items.indices.contains(index) else { return nil }
        return items[index]
    }
}

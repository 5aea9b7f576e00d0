import Domain
import Presentation
import TerminalUI

/// The users list: one row per loaded user (login, id), a spinner row while the next page loads, and an inline
/// "couldn't load more — r to retry" row when it failed.
struct UsersListScreenView {
    /// The list view model's state.
    let state: Presentation.ListState<GitHubUser>
    /// Where the avatars come from; the rows about to appear have theirs prefetched. `nil` prefetches nothing.
    var avatars: AvatarImages?

    /// The header, notice and hints of the screen.
    var chrome: ScreenChrome {
        ScreenChrome(
            trailing: ListTexts.count(
                shown: state.visibleItems.count, loaded: state.items.count, noun: "users", singular: "user",
                phase: state.phase),
            notice: state.notice,
            hints: [KeyHint("↑↓", "move"), KeyHint("Enter", "open"), KeyHint("/", "filter"), KeyHint("?", "help")],
            rateLimit: state.rateLimit)
    }

    /// Draws the rows into `area`, scrolled so that `list.selected` shows.
    @MainActor
    func render(into buffer: inout CellBuffer, area: Rect, list: inout TerminalUI.ListState, tick: Int) {
        let phase = PhaseView(phase: state.phase, loadingText: "Loading users…", emptyText: "No users", tick: tick)
        guard phase.showsContent else { return phase.render(into: &buffer, area: area) }
        let rows = state.visibleItems.map { ListRow($0.login, detail: "#\($0.id)") }
        let footer = ListTexts.footer(
            isLoadingMore: state.isLoadingMore, loadMoreError: state.loadMoreError, noMatches: rows.isEmpty,
            filter: state.filter, tick: tick)
        ListView(rows: rows, footer: footer).render(into: &buffer, area: area, state: &list)
        prefetchAvatars(below: list.selected ?? list.offset, area: area)
    }

    /// Prefetches the avatars of the next screenful of rows below `selected`, at the size the detail screen draws
    /// them in an `area` like this one; rows no longer in that screenful stop being prefetched.
    @MainActor
    private func prefetchAvatars(below selected: Int, area: Rect) {
        guard let avatars, let cells = UserDetailScreenView.avatarCells(in: area) else { return }
        let items = state.visibleItems
        let start = min(items.count, max(0, selected + 1))
        let end = min(items.count, start + max(1, area.height))
        avatars.prefetch(items[start..<end].compactMap(\.avatarURL), cells: cells)
    }
}

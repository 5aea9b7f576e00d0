import Domain
import Foundation
import Presentation
import TerminalUI

/// The posts feed in the shell: rows of titles, Enter opens a post, `/` filters, and the selected post is
/// remembered as the "posts" selection.
struct PostsListShellScreen: ShellListScreen {
    /// The feed's view model.
    let model: PostsListViewModel
    /// The web pages.
    let context: ShellContext

    private var items: [PostSummary] { model.state.visibleItems }

    var chrome: ScreenChrome { PostsListScreenView(state: model.state).chrome }
    var isBusy: Bool { model.state.phase == .loading || model.state.isLoadingMore }
    var provenance: Provenance? { model.state.provenance }
    var useCase: Any.Type { ListPostsUseCase.self }
    var itemIDs: [String] { items.map { String($0.id) } }
    var selectionName: String? { "posts" }
    var filter: String? { model.state.filter }

    func appear() -> Task<Void, Never>? { model.appear() }
    func refresh() -> Task<Void, Never>? { model.retry() ?? model.refresh() }
    func applyFilter(_ text: String) { model.filter(text) }

    func webURL(selected: Int?) -> URL? {
        item(at: selected).map { context.links.post(id: $0.id) }
    }

    func open(at index: Int) {
        if let post = item(at: index) { model.select(post) }
    }

    func loadMore(near index: Int) -> Task<Void, Never>? {
        item(at: index).flatMap { model.loadMoreIfNeeded(currentItem: $0) }
    }

    func render(into buffer: inout CellBuffer, area: Rect, list: inout TerminalUI.ListState, tick: Int) {
        PostsListScreenView(state: model.state).render(into: &buffer, area: area, list: &list, tick: tick)
    }

    private func item(at index: Int?) -> PostSummary? {
        guard let index, items.indices.contains(index) else { return nil }
        return items[index]
    }
}

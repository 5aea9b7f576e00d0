import Domain
import Foundation
import Presentation
import TerminalUI

/// The posts feed: one row per post with its title, and its author and comment count on the right. Enter opens a
/// post, `/` filters, and the selected post is remembered as the "posts" selection.
public struct PostsListPane: ListPane {
    /// The feed's view model.
    public let model: PostsListViewModel
    /// The web pages.
    public let context: PaneContext

    /// The pane of `model`, its pages from `context`.
    public init(model: PostsListViewModel, context: PaneContext) {
        self.model = model
        self.context = context
    }

    private var items: [PostSummary] { model.state.visibleItems }

    /// The feed's view model.
    public var viewModel: any ScreenModel { model }

    /// The count, the notice and the hints.
    public var chrome: PaneChrome {
        let state = model.state
        return PaneChrome(
            trailing: ListTexts.count(
                shown: state.visibleItems.count, loaded: state.items.count, noun: "posts", singular: "post",
                phase: state.phase),
            notice: state.notice,
            hints: [KeyHint("↑↓", "move"), KeyHint("Enter", "open"), KeyHint("/", "filter"), KeyHint("?", "help")])
    }

    /// While the feed loads.
    public var isBusy: Bool { model.state.phase == .loading || model.state.isLoadingMore }
    /// Where the feed came from.
    public var provenance: Provenance? { model.state.provenance }
    /// `ListPostsUseCase`.
    public var useCase: Any.Type { ListPostsUseCase.self }
    /// The posts' ids shown.
    public var itemIDs: [String] { items.map { String($0.id) } }
    /// "posts".
    public var selectionName: String? { "posts" }
    /// The filter typed.
    public var filter: String? { model.state.filter }

    /// Loads the feed.
    public func appear() -> Task<Void, Never>? { model.appear() }
    /// Retries what failed, else refreshes.
    public func refresh() -> Task<Void, Never>? { model.retry() ?? model.refresh() }
    /// Filters the loaded posts by `text`.
    public func applyFilter(_ text: String) { model.filter(text) }

    /// The selected post's page.
    public func webURL(selected: Int?) -> URL? {
        item(at: selected).map { context.links.post(id: $0.id) }
    }

    /// Opens the post at `index`.
    public func open(at index: Int) {
        if let post = item(at: index) { model.select(post) }
    }

    /// Loads more near the end.
    public func loadMore(near index: Int) -> Task<Void, Never>? {
        item(at: index).flatMap { model.loadMoreIfNeeded(currentItem: $0) }
    }

    /// Draws the rows into `area`, scrolled so that `list.selected` shows.
    public func render(into buffer: inout CellBuffer, area: Rect, list: inout ListSelection, drawing: PaneDrawing) {
        let state = model.state
        let phase = PhaseView(
            phase: state.phase, loadingText: "Loading posts…", emptyText: "No posts", tick: drawing.tick)
        guard phase.showsContent else { return phase.render(into: &buffer, area: area) }
        let rows = state.visibleItems.map { summary in
            ListRow(summary.post.title, detail: Self.detail(of: summary, width: area.width))
        }
        let footer = ListTexts.footer(
            isLoadingMore: state.isLoadingMore, loadMoreError: state.loadMoreError, noMatches: rows.isEmpty,
            filter: state.filter, tick: drawing.tick)
        ListView(rows: rows, footer: footer).render(into: &buffer, area: area, state: &list)
    }

    /// "Leanne Graham · 5 comments" on wide screens; "5 comments" alone when narrow.
    public static func detail(of summary: PostSummary, width: Int) -> String {
        let comments = CountText.counted(summary.commentCount, "comment", "comments")
        guard width >= 70, let author = summary.authorName else { return comments }
        return "\(TextWidth.truncate(TerminalSanitizer.sanitize(author), toWidth: 20)) · \(comments)"
    }

    private func item(at index: Int?) -> PostSummary? {
        guard let index, items.indices.contains(index) else { return nil }
        return items[index]
    }
}

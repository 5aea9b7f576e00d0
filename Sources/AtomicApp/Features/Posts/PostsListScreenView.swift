import Domain
import Presentation
import TerminalUI

/// The posts feed: one row per post with its title, and its author and comment count on the right.
struct PostsListScreenView {
    /// The list view model's state.
    let state: Presentation.ListState<PostSummary>

    /// The header, notice and hints of the screen.
    var chrome: ScreenChrome {
        ScreenChrome(
            trailing: ListTexts.count(
                shown: state.visibleItems.count, loaded: state.items.count, noun: "posts", singular: "post",
                phase: state.phase),
            notice: state.notice,
            hints: [KeyHint("↑↓", "move"), KeyHint("Enter", "open"), KeyHint("/", "filter"), KeyHint("?", "help")])
    }

    /// Draws the rows into `area`, scrolled so that `list.selected` shows.
    func render(into buffer: inout CellBuffer, area: Rect, list: inout TerminalUI.ListState, tick: Int) {
        let phase = PhaseView(phase: state.phase, loadingText: "Loading posts…", emptyText: "No posts", tick: tick)
        guard phase.showsContent else { return phase.render(into: &buffer, area: area) }
        let rows = state.visibleItems.map { summary in
            ListRow(summary.post.title, detail: Self.detail(of: summary, width: area.width))
        }
        let footer = ListTexts.footer(
            isLoadingMore: state.isLoadingMore, loadMoreError: state.loadMoreError, noMatches: rows.isEmpty,
            filter: state.filter, tick: tick)
        ListView(rows: rows, footer: footer).render(into: &buffer, area: area, state: &list)
    }

    /// "Leanne Graham · 5 comments" on wide screens; "5 comments" alone when narrow.
    static func detail(of summary: PostSummary, width: Int) -> String {
        let comments = CountText.counted(summary.commentCount, "comment", "comments")
        guard width >= 70, let author = summary.authorName else { return comments }
        return "\(TextWidth.truncate(TerminalSanitizer.sanitize(author), toWidth: 20)) · \(comments)"
    }
}

import Domain
import Presentation
import TerminalUI

/// One post: its title, the author with email, the body and every comment; scrollable.
struct PostDetailScreenView {
    /// The detail view model's state.
    let state: DetailState<PostDetail>
    /// The post's id, shown while it loads.
    let id: Int

    /// The header, notice and hints of the screen.
    var chrome: ScreenChrome {
        ScreenChrome(
            trailing: state.value.map { CountText.counted($0.comments.count, "comment", "comments") } ?? "",
            notice: state.notice,
            hints: [KeyHint("↑↓", "scroll"), KeyHint("o", "browser"), KeyHint("Esc", "back"), KeyHint("?", "help")])
    }

    /// Draws the post into `area`, scrolled by `scroll`.
    func render(into buffer: inout CellBuffer, area: Rect, scroll: inout TextScrollState, tick: Int) {
        let phase = PhaseView(phase: state.phase, loadingText: "Loading post \(id)…", emptyText: "", tick: tick)
        guard phase.showsContent, let detail = state.value else { return phase.render(into: &buffer, area: area) }
        let textArea = Rect(x: area.x + 1, y: area.y, width: area.width - 1, height: area.height)
        buffer.fill(area)
        TextView(paragraphs: Self.paragraphs(of: detail)).render(into: &buffer, area: textArea, state: &scroll)
    }

    /// The post as styled paragraphs.
    static func paragraphs(of detail: PostDetail) -> [StyledText] {
        var lines = [StyledText(detail.post.title, style: Style(attributes: [.bold, .underline]))]
        if let author = detail.author {
            let email = author.email.map { " <\($0)>" } ?? ""
            lines.append(StyledText("by \(author.name) (@\(author.username))\(email)", style: .dim))
        } else {
            lines.append(StyledText("by user \(detail.post.userId)", style: .dim))
        }
        lines += [StyledText(""), StyledText(detail.post.body), StyledText("")]
        lines.append(StyledText("Comments (\(CountText.grouped(detail.comments.count)))", style: .bold))
        for comment in detail.comments {
            lines += [
                StyledText(""),
                StyledText("\(comment.name) <\(comment.email)>", style: Theme.standard.key),
                StyledText(comment.body),
            ]
        }
        return lines
    }
}

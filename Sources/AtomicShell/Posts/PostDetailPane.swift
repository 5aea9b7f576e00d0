import Domain
import Foundation
import Presentation
import TerminalUI

/// One post: its title, the author with email, the body and every comment; scrolled, and `o` opens the post's
/// page.
public struct PostDetailPane: TextPane {
    /// The post's view model.
    public let model: PostDetailViewModel
    /// The web pages.
    public let context: PaneContext

    /// The pane of `model`, its pages from `context`.
    public init(model: PostDetailViewModel, context: PaneContext) {
        self.model = model
        self.context = context
    }

    /// The post's view model.
    public var viewModel: any ScreenModel { model }

    /// The comment count, the notice and the hints.
    public var chrome: PaneChrome {
        let state = model.state
        return PaneChrome(
            trailing: state.value.map { CountText.counted($0.comments.count, "comment", "comments") } ?? "",
            notice: state.notice,
            hints: [KeyHint("↑↓", "scroll"), KeyHint("o", "browser"), KeyHint("Esc", "back"), KeyHint("?", "help")])
    }

    /// While the post loads.
    public var isBusy: Bool { model.state.phase == .loading }
    /// Where the post came from.
    public var provenance: Provenance? { model.state.provenance }
    /// `GetPostDetailUseCase`.
    public var useCase: Any.Type { GetPostDetailUseCase.self }

    /// Loads the post.
    public func appear() -> Task<Void, Never>? { model.appear() }
    /// Retries what failed, else refreshes.
    public func refresh() -> Task<Void, Never>? { model.retry() ?? model.refresh() }
    /// The post's page.
    public func webURL(selected: Int?) -> URL? { context.links.post(id: model.id) }

    /// Draws the post into `area`, scrolled by `scroll`.
    public func render(
        into buffer: inout CellBuffer, area: Rect, scroll: inout TextScrollState, drawing: PaneDrawing
    ) {
        let state = model.state
        let phase = PhaseView(
            phase: state.phase, loadingText: "Loading post \(model.id)…", emptyText: "", tick: drawing.tick)
        guard phase.showsContent, let detail = state.value else { return phase.render(into: &buffer, area: area) }
        let textArea = Rect(x: area.x + 1, y: area.y, width: area.width - 1, height: area.height)
        buffer.fill(area)
        TextView(paragraphs: Self.paragraphs(of: detail)).render(into: &buffer, area: textArea, state: &scroll)
    }
    /// The post as styled paragraphs.
    public static func paragraphs(of detail: PostDetail) -> [StyledText] {
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

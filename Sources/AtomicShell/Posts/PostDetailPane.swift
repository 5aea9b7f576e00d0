import Domain
import Foundation
import Presentation
import TerminalUI

/// One post: its title, the author with email, the body and every comment; scrolled, and `o` opens the post's
/// page.
public enum PostDetailPane: DetailPaneContent {
    /// The post with its author and comments.
    public typealias Value = PostDetail
    /// The post's view model.
    public typealias Model = PostDetailViewModel

    /// `GetPostDetailUseCase`.
    public static var useCase: Any.Type { GetPostDetailUseCase.self }

    /// "Loading post 1…".
    public static func loadingText(of model: PostDetailViewModel) -> String { "Loading post \(model.id)…" }

    /// The comment count ("5 comments") once the post has loaded.
    public static func trailing(of detail: PostDetail?) -> String {
        detail.map { CountText.counted($0.comments.count, "comment", "comments") } ?? ""
    }

    /// The post's page.
    public static func webURL(of model: PostDetailViewModel, context: PaneContext) -> URL? {
        context.links.post(id: model.id)
    }

    /// The post as styled paragraphs.
    public static func paragraphs(of detail: PostDetail) -> [StyledText] {
        var lines = [StyledText.line(detail.post.title, style: Style(attributes: [.bold, .underline]))]
        if let author = detail.author {
            let email = author.email.map { " <\($0)>" } ?? ""
            lines.append(StyledText.line("by \(author.name) (@\(author.username))\(email)", style: .dim))
        } else {
            lines.append(StyledText("by user \(detail.post.userId)", style: .dim))
        }
        lines += [StyledText(""), StyledText(detail.post.body), StyledText("")]
        lines.append(StyledText("Comments (\(CountText.grouped(detail.comments.count)))", style: .bold))
        for comment in detail.comments {
            lines += [
                StyledText(""),
                StyledText.line("\(comment.name) <\(comment.email)>", style: Theme.standard.key),
                StyledText(comment.body),
            ]
        }
        return lines
    }
}

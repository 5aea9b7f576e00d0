import Domain
import Foundation
import Presentation
import TerminalUI

/// One post: its title, the author with email, the body and every comment; scrolled, and `o` opens the post's
/// page. Its parts are the author's line (selected first: Enter opens the author's page) and each comment's heading
/// (Tab and Shift-Tab move between them; `y` there copies the commenter's e-mail address).
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

    /// The author's line, which opens the author's page, then each comment's heading, which copies the commenter's
    /// e-mail address: the paragraphs ``paragraphs(of:theme:)`` puts them at.
    public static func parts(of detail: PostDetail) -> [TextPart] {
        let author = TextPart(paragraph: authorParagraph, route: .postAuthor(id: detail.post.userId))
        let comments = detail.comments.indices.map { index in
            TextPart(
                paragraph: firstCommentParagraph + 3 * index + 1, copiedText: detail.comments[index].email,
                copiedNoun: "e-mail address")
        }
        return [author] + comments
    }

    /// The index of the author's line in ``paragraphs(of:theme:)``.
    static let authorParagraph = 1
    /// The index of the first comment's paragraphs (a blank line, the heading, the text) in ``paragraphs(of:theme:)``.
    static let firstCommentParagraph = 6

    /// The post as styled paragraphs: the title, the author's line, a blank line, the body, a blank line, the
    /// comments' heading, then three paragraphs a comment (a blank line, its heading, its text).
    public static func paragraphs(of detail: PostDetail, theme: Theme) -> [StyledText] {
        var lines = [StyledText.line(detail.post.title, style: Style(attributes: [.bold, .underline]))]
        if let author = detail.author {
            let email = author.email.map { " <\($0)>" } ?? ""
            lines.append(StyledText.line("by \(author.name) (@\(author.username))\(email)", style: theme.secondary))
        } else {
            lines.append(StyledText("by user \(detail.post.userId)", style: theme.secondary))
        }
        lines += [StyledText(""), StyledText(detail.post.body), StyledText("")]
        lines.append(StyledText("Comments (\(CountText.grouped(detail.comments.count)))", style: .bold))
        for comment in detail.comments {
            lines += [
                StyledText(""),
                StyledText.line("\(comment.name) <\(comment.email)>", style: theme.key),
                StyledText(comment.body),
            ]
        }
        return lines
    }
}

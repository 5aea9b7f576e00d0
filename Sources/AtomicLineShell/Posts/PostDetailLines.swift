import Domain
import Presentation

/// One post as lines: its title, its author, its body, then each comment's heading and text; `a` opens the
/// author's page.
public enum PostDetailLines: DetailLineContent {
    /// The post with its author and comments.
    public typealias Value = PostDetail
    /// The post's view model.
    public typealias Model = PostDetailViewModel

    /// "post 3".
    public static func name(of model: PostDetailViewModel) -> String { "post \(model.id)" }

    /// The title, "by …", the body, "Comments (2)", then for each comment "Comment 1: name <e-mail>" and its text.
    public static func lines(of detail: PostDetail) -> [String] {
        var lines = [detail.post.title]
        if let author = detail.author {
            let email = author.email.map { " <\($0)>" } ?? ""
            lines.append("by \(author.name) (@\(author.username))\(email)")
        } else {
            lines.append("by user \(detail.post.userId)")
        }
        lines += [detail.post.body, "Comments (\(CountText.grouped(detail.comments.count)))"]
        for (index, comment) in detail.comments.enumerated() {
            lines += ["Comment \(index + 1): \(comment.name) <\(comment.email)>", comment.body]
        }
        return lines
    }

    /// `a` author: the author's page.
    public static func links(of detail: PostDetail) -> [RelatedRoute] {
        [RelatedRoute(title: "author", key: "a", route: .postAuthor(id: detail.post.userId))]
    }
}

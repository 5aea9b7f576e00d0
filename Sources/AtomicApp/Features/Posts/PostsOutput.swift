import Domain
import Presentation
import TerminalUI

extension PlainOutput {
    /// A table of posts: id, author, number of comments and title.
    func posts(_ posts: [PostSummary]) -> String {
        guard !posts.isEmpty else { return "No posts.\n" }
        // Titles are kept longer than authors: authors are cut first, and left out when titles would be too short.
        let table = TextTable(
            columns: [
                .init(title: "ID", alignsRight: true),
                .init(title: "AUTHOR", isFlexible: true, minimumWidth: 10, isDroppable: true),
                .init(title: "COMMENTS", alignsRight: true),
                .init(title: "TITLE", isFlexible: true, minimumWidth: 20),
            ],
            rows: posts.map { ["\($0.post.id)", $0.authorName ?? "-", "\($0.commentCount)", $0.post.title] })
        return render(table)
    }

    /// One post: title, author, body, then its comments.
    func post(_ detail: PostDetail) -> String {
        var lines = wrapped(clean(detail.post.title), styled: style.bold)
        if let author = detail.author {
            let contact = [author.email, author.website].compactMap { $0 }.map { clean($0) }.joined(separator: " · ")
            lines += wrapped(
                "by \(clean(author.name)) (@\(clean(author.username)))" + (contact.isEmpty ? "" : " · \(contact)"))
        } else {
            lines += wrapped("by user \(detail.post.userId)")
        }
        lines.append("")
        lines += TextWrapper.wrap(clean(detail.post.body, keepNewlines: true), toWidth: width)
        lines.append("")
        lines.append(style.bold(CountText.counted(detail.comments.count, "comment", "comments")))
        for comment in detail.comments {
            lines.append("")
            lines += wrapped("\(clean(comment.name)) <\(clean(comment.email))>", styled: style.dim)
            lines += TextWrapper.wrap(clean(comment.body, keepNewlines: true), toWidth: width)
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension JSONOutput {
    /// One row of `atomic posts --json`.
    struct PostItem: JSONWritable {
        let summary: PostSummary

        func write(to writer: inout JSONWriter) {
            writer.beginObject()
            writer.key("userId")
            writer.int(summary.post.userId)
            writer.key("id")
            writer.int(summary.post.id)
            writer.key("title")
            writer.string(summary.post.title)
            writer.key("author")
            writer.string(summary.authorName)
            writer.key("commentCount")
            writer.int(summary.commentCount)
            writer.endObject()
        }
    }

    /// `atomic post ID --json`.
    struct PostDetail: JSONWritable {
        let detail: Domain.PostDetail

        func write(to writer: inout JSONWriter) {
            writer.beginObject()
            writer.key("userId")
            writer.int(detail.post.userId)
            writer.key("id")
            writer.int(detail.post.id)
            writer.key("title")
            writer.string(detail.post.title)
            writer.key("body")
            writer.string(detail.post.body)
            writer.key("author")
            if let author = detail.author {
                Author(author: author).write(to: &writer)
            } else {
                writer.string(nil)
            }
            writer.key("comments")
            detail.comments.map(CommentItem.init).write(to: &writer)
            writer.endObject()
        }
    }

    /// The author inside `PostDetail`.
    struct Author: JSONWritable {
        let author: PostAuthor

        func write(to writer: inout JSONWriter) {
            writer.beginObject()
            writer.key("id")
            writer.int(author.id)
            writer.key("name")
            writer.string(author.name)
            writer.key("username")
            writer.string(author.username)
            writer.key("email")
            writer.string(author.email)
            writer.endObject()
        }
    }

    /// A comment inside `PostDetail`.
    struct CommentItem: JSONWritable {
        let comment: Comment

        func write(to writer: inout JSONWriter) {
            writer.beginObject()
            writer.key("id")
            writer.int(comment.id)
            writer.key("name")
            writer.string(comment.name)
            writer.key("email")
            writer.string(comment.email)
            writer.key("body")
            writer.string(comment.body)
            writer.endObject()
        }
    }
}

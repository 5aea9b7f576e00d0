import AtomicOutput
import Domain
import Presentation
import TerminalUI

extension PlainOutput {
    /// A table of posts: id, author, number of comments and title.
    func posts(_ posts: [PostSummary]) -> String {
        // Titles are kept longer than authors: authors are cut first, and left out when titles would be too short.
        let columns: [TextTable.Column] = [
            .init(title: "ID", alignsRight: true),
            .init(title: "AUTHOR", isFlexible: true, minimumWidth: 10, isDroppable: true),
            .init(title: "COMMENTS", alignsRight: true), .init(title: "TITLE", isFlexible: true, minimumWidth: 20),
        ]
        return table(of: posts, columns: columns, empty: "No posts.") {
            ["\($0.post.id)", $0.authorName ?? "-", "\($0.commentCount)", $0.post.title]
        }
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
            writer.object([
                "userId": .int(summary.post.userId), "id": .int(summary.post.id), "title": .string(summary.post.title),
                "author": .string(summary.authorName), "commentCount": .int(summary.commentCount),
            ])
        }
    }

    /// `atomic post ID --json`.
    struct PostDetail: JSONWritable {
        let detail: Domain.PostDetail

        func write(to writer: inout JSONWriter) {
            writer.object([
                "userId": .int(detail.post.userId), "id": .int(detail.post.id), "title": .string(detail.post.title),
                "body": .string(detail.post.body), "author": .value(detail.author.map(Author.init)),
                "comments": .value(detail.comments.map(CommentItem.init)),
            ])
        }
    }

    /// The author inside `PostDetail`.
    struct Author: JSONWritable {
        let author: PostAuthor

        func write(to writer: inout JSONWriter) {
            writer.object([
                "id": .int(author.id), "name": .string(author.name), "username": .string(author.username),
                "email": .string(author.email),
            ])
        }
    }

    /// A comment inside `PostDetail`.
    struct CommentItem: JSONWritable {
        let comment: Comment

        func write(to writer: inout JSONWriter) {
            writer.object([
                "id": .int(comment.id), "name": .string(comment.name), "email": .string(comment.email),
                "body": .string(comment.body),
            ])
        }
    }
}

import Domain
import Foundation
import Persistence

/// Reads and replaces the Posts feature's rows; every statement binds its values.
///
/// When an answer repeats an id, its last row is kept: the feed stays usable rather than failing as a whole.
enum PostsTables {
    /// Replaces every post with `posts`, inside the caller's transaction.
    static func replacePosts(_ posts: [PostDTO], in writer: Database) throws {
        try writer.execute(sql: "DELETE FROM posts")
        let insert = try writer.makeStatement(
            sql: "INSERT OR REPLACE INTO posts (id, user_id, title, body) VALUES (?, ?, ?, ?)")
        for post in posts {
            try insert.execute(arguments: [post.id, post.userId, post.title, post.body])
        }
    }

    /// Replaces every author with `authors`, inside the caller's transaction.
    static func replaceAuthors(_ authors: [PostAuthorDTO], in writer: Database) throws {
        try writer.execute(sql: "DELETE FROM post_authors")
        let insert = try writer.makeStatement(
            sql: """
                INSERT OR REPLACE INTO post_authors (id, name, username, email, phone, website, company_name, city)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                """)
        for dto in authors {
            let author = dto.toDomain()
            try insert.execute(arguments: [
                author.id, author.name, author.username, author.email, author.phone, author.website,
                author.companyName, author.city,
            ])
        }
    }

    /// Replaces every comment with `comments`, inside the caller's transaction.
    static func replaceComments(_ comments: [CommentDTO], in writer: Database) throws {
        try writer.execute(sql: "DELETE FROM comments")
        let insert = try writer.makeStatement(
            sql: "INSERT OR REPLACE INTO comments (id, post_id, name, email, body) VALUES (?, ?, ?, ?, ?)")
        for comment in comments {
            try insert.execute(arguments: [comment.id, comment.postId, comment.name, comment.email, comment.body])
        }
    }

    /// Every post in id order, with its author's name and its number of comments.
    static func summaries(in reader: Database) throws -> [PostSummary] {
        let rows = try Row.fetchAll(
            reader,
            sql: """
                SELECT p.id, p.user_id, p.title, p.body, a.name AS author_name,
                       (SELECT COUNT(*) FROM comments c WHERE c.post_id = p.id) AS comment_count
                FROM posts p LEFT JOIN post_authors a ON a.id = p.user_id
                ORDER BY p.id
                """)
        return try rows.map { row in
            PostSummary(
                post: try post(from: row), authorName: try row.value("author_name", as: String?.self),
                commentCount: try row.value("comment_count"))
        }
    }

    /// The post `id` with its author and comments, or nil when there is no such post.
    static func detail(id: Int, in reader: Database) throws -> PostDetail? {
        let row = try Row.fetchOne(
            reader,
            sql:
                """
                SELECT p.id, p.user_id, p.title, p.body,
                       a.id AS author_id, a.name, a.username, a.email, a.phone, a.website, a.company_name, a.city
                FROM posts p LEFT JOIN post_authors a ON a.id = p.user_id
                WHERE p.id = ?
                """, arguments: [id])
        guard let row else { return nil }
        var author: PostAuthor?
        if let authorID = try row.value("author_id", as: Int?.self) {
            author = PostAuthor(
                id: authorID, name: try row.value("name"), username: try row.value("username"),
                email: try row.value("email"), phone: try row.value("phone"), website: try row.value("website"),
                companyName: try row.value("company_name"), city: try row.value("city"))
        }
        let comments = try Row.fetchAll(
            reader, sql: "SELECT id, post_id, name, email, body FROM comments WHERE post_id = ? ORDER BY id",
            arguments: [id]
        ).map { row in
            Comment(
                id: try row.value("id"), postId: try row.value("post_id"), name: try row.value("name"),
                email: try row.value("email"), body: try row.value("body"))
        }
        return PostDetail(post: try post(from: row), author: author, comments: comments)
    }

    private static func post(from row: Row) throws -> Post {
        Post(
            id: try row.value("id"), userId: try row.value("user_id"), title: try row.value("title"),
            body: try row.value("body"))
    }
}

import Domain
import Foundation

/// The `--json` shapes as the previous release encoded them (`Encodable`, keys sorted by the encoder), for
/// comparing the bytes of ``JSONOutput`` with ``ReferenceJSON``.
enum ReferenceShapes {
    /// One of `users --json`.
    struct UserItem: Encodable {
        let user: GitHubUser

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(user.id, forKey: "id")
            try container.encode(user.login, forKey: "login")
            try container.encode(user.avatarURL?.absoluteString, forKey: "avatarUrl")
            try container.encode(user.profileURL?.absoluteString, forKey: "htmlUrl")
        }
    }

    /// `atomic user LOGIN --json`.
    struct UserDetail: Encodable {
        let user: GitHubUserDetail

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(user.id, forKey: "id")
            try container.encode(user.login, forKey: "login")
            try container.encode(user.name, forKey: "name")
            try container.encode(user.company, forKey: "company")
            try container.encode(user.blog, forKey: "blog")
            try container.encode(user.location, forKey: "location")
            try container.encode(user.email, forKey: "email")
            try container.encode(user.bio, forKey: "bio")
            try container.encode(user.twitterUsername, forKey: "twitterUsername")
            try container.encode(user.publicRepos, forKey: "publicRepos")
            try container.encode(user.publicGists, forKey: "publicGists")
            try container.encode(user.followers, forKey: "followers")
            try container.encode(user.following, forKey: "following")
            try container.encode(user.createdAt, forKey: "createdAt")
            try container.encode(user.avatarURL?.absoluteString, forKey: "avatarUrl")
            try container.encode(user.profileURL?.absoluteString, forKey: "htmlUrl")
        }
    }

    /// One row of `atomic posts --json`.
    struct PostItem: Encodable {
        let summary: PostSummary

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(summary.post.id, forKey: "id")
            try container.encode(summary.post.userId, forKey: "userId")
            try container.encode(summary.post.title, forKey: "title")
            try container.encode(summary.authorName, forKey: "author")
            try container.encode(summary.commentCount, forKey: "commentCount")
        }
    }

    /// `atomic post ID --json`.
    struct PostDetail: Encodable {
        let detail: Domain.PostDetail

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(detail.post.id, forKey: "id")
            try container.encode(detail.post.userId, forKey: "userId")
            try container.encode(detail.post.title, forKey: "title")
            try container.encode(detail.post.body, forKey: "body")
            try container.encode(detail.author.map(Author.init), forKey: "author")
            try container.encode(detail.comments.map(CommentItem.init), forKey: "comments")
        }
    }

    /// The author inside `PostDetail`.
    struct Author: Encodable {
        let author: PostAuthor

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(author.id, forKey: "id")
            try container.encode(author.name, forKey: "name")
            try container.encode(author.username, forKey: "username")
            try container.encode(author.email, forKey: "email")
        }
    }

    /// A comment inside `PostDetail`.
    struct CommentItem: Encodable {
        let comment: Comment

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(comment.id, forKey: "id")
            try container.encode(comment.name, forKey: "name")
            try container.encode(comment.email, forKey: "email")
            try container.encode(comment.body, forKey: "body")
        }
    }

    /// A coding key made from a string literal.
    struct Key: CodingKey, ExpressibleByStringLiteral {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
        init(stringLiteral value: String) { stringValue = value }
    }
}

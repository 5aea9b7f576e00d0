import Domain
import Foundation

/// The JSON shapes `atomic --json` prints: a stable public interface (camelCase keys, null for missing
/// values, ISO-8601 dates). Fields may be added; none is renamed or removed.
enum JSONOutput {
    /// One row of `atomic users --json`.
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

    /// `atomic cache info --json`.
    struct CacheInfo: Encodable {
        let report: CacheReport

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(report.path, forKey: "path")
            try container.encode(report.sizeBytes, forKey: "sizeBytes")
            try container.encode(report.endpoints.map(Endpoint.init), forKey: "endpoints")
        }

        struct Endpoint: Encodable {
            let endpoint: CacheReport.Endpoint

            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: Key.self)
                try container.encode(endpoint.key, forKey: "key")
                try container.encode(endpoint.fetchedAt, forKey: "fetchedAt")
                try container.encode(endpoint.ageSeconds, forKey: "ageSeconds")
                try container.encode(endpoint.isFresh, forKey: "fresh")
                try container.encode(endpoint.etag, forKey: "etag")
            }
        }
    }

    /// A coding key made from a string literal, so each shape spells its keys once, where it encodes them.
    struct Key: CodingKey, ExpressibleByStringLiteral {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
        init(stringLiteral value: String) { stringValue = value }
    }

    /// Encodes `value` as pretty-printed JSON with sorted keys and ISO-8601 dates, ending in a newline.
    /// Empty arrays and objects are written `[]` and `{}`; DEL, C1 controls and bidirectional controls in strings
    /// are written as `\uXXXX` escapes (see ``JSONTextFinisher``), so the output carries no raw terminal control.
    static func render(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return JSONTextFinisher.finish(try encoder.encode(value)) + "\n"
    }
}

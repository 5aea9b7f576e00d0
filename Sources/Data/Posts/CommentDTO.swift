import Domain

/// A comment as JSONPlaceholder sends it (`GET /comments`).
public struct CommentDTO: Codable, Sendable, Equatable, Hashable {
    /// The id of the post commented on.
    public var postId: Int
    /// The comment's id.
    public var id: Int
    /// The subject line.
    public var name: String
    /// The commenter's e-mail address.
    public var email: String
    /// The comment text.
    public var body: String

    /// Creates a DTO from its parts.
    public init(postId: Int, id: Int, name: String, email: String, body: String) {
        self.postId = postId
        self.id = id
        self.name = name
        self.email = email
        self.body = body
    }

    /// The domain comment.
    public func toDomain() -> Comment {
        Comment(id: id, postId: postId, name: name, email: email, body: body)
    }
}

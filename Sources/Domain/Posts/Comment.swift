/// A reader's comment on a ``Post``.
public struct Comment: Sendable, Equatable, Hashable, Identifiable {
    /// The comment's id, unique within the feed.
    public let id: Int
    /// The id of the ``Post`` it answers.
    public let postId: Int
    /// The comment's subject line.
    public let name: String
    /// The commenter's e-mail address.
    public let email: String
    /// The comment text; may span several lines.
    public let body: String

    /// Creates a comment from its parts.
    public init(id: Int, postId: Int, name: String, email: String, body: String) {
        self.id = id
        self.postId = postId
        self.name = name
        self.email = email
        self.body = body
    }
}

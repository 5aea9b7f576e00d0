/// One post of the posts feed.
public struct Post: Sendable, Equatable, Hashable, Identifiable {
    /// The post's id, unique within the feed.
    public let id: Int
    /// The id of the ``PostAuthor`` who wrote it.
    public let userId: Int
    /// The one-line title.
    public let title: String
    /// The body text; may span several lines.
    public let body: String

    /// Creates a post from its parts.
    public init(id: Int, userId: Int, title: String, body: String) {
        self.id = id
        self.userId = userId
        self.title = title
        self.body = body
    }
}

import Domain

/// A post as JSONPlaceholder sends it (`GET /posts`).
public struct PostDTO: Codable, Sendable, Equatable, Hashable {
    /// The id of the author (a JSONPlaceholder user).
    public var userId: Int
    /// The post's id.
    public var id: Int
    /// The title.
    public var title: String
    /// The body text.
    public var body: String

    /// Creates a DTO from its parts.
    public init(userId: Int, id: Int, title: String, body: String) {
        self.userId = userId
        self.id = id
        self.title = title
        self.body = body
    }

    /// The domain post.
    public func toDomain() -> Post {
        Post(id: id, userId: userId, title: title, body: body)
    }
}

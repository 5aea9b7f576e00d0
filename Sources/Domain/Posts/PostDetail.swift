/// A post with everything needed to read it: its author and its comments.
public struct PostDetail: Sendable, Equatable, Hashable, Identifiable {
    /// The post itself.
    public let post: Post
    /// The author, or `nil` when the author is unknown.
    public let author: PostAuthor?
    /// The comments on the post, in increasing id order.
    public let comments: [Comment]

    /// Creates a detail from its parts.
    public init(post: Post, author: PostAuthor?, comments: [Comment]) {
        self.post = post
        self.author = author
        self.comments = comments
    }

    /// The post's id.
    public var id: Int { post.id }
}

/// A row of the posts list: the post, who wrote it and how many comments it has.
public struct PostSummary: Sendable, Equatable, Hashable, Identifiable {
    /// The post itself.
    public let post: Post
    /// The author's name, or `nil` when the author is unknown.
    public let authorName: String?
    /// The number of comments on the post.
    public let commentCount: Int

    /// Creates a summary from its parts.
    public init(post: Post, authorName: String?, commentCount: Int) {
        self.post = post
        self.authorName = authorName
        self.commentCount = commentCount
    }

    /// The post's id.
    public var id: Int { post.id }
}

/// The posts feature's line screens: the feed (and an author's posts), a post, and an author's page.
public enum PostsLines: LineFeature {
    /// ``PostsListLines``, ``PostDetailLines`` and ``PostAuthorLines``.
    public static var contents: [any LineContent.Type] {
        [PostsListLines.self, PostDetailLines.self, PostAuthorLines.self]
    }
}

/// The posts feature's panes: the feed (and an author's posts), a post, and an author's page.
public enum PostsPanes: FeaturePanes {
    /// ``PostsListPane``, ``PostDetailPane`` and ``PostAuthorPane``.
    public static var contents: [any PaneContent.Type] {
        [PostsListPane.self, PostDetailPane.self, PostAuthorPane.self]
    }
}

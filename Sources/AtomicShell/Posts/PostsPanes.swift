/// The posts feature's panes: the feed and a post.
public enum PostsPanes: FeaturePanes {
    /// ``PostsListPane`` and ``PostDetailPane``.
    public static var contents: [any PaneContent.Type] { [PostsListPane.self, PostDetailPane.self] }
}

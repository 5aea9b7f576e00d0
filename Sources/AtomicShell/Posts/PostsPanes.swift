import Presentation

/// The posts feature's panes: the feed and a post.
public enum PostsPanes: FeaturePanes {
    /// A ``PostsListPane`` or a ``PostDetailPane`` when `screen` shows one of the feature's view models.
    public static func pane(for screen: Screen, context: PaneContext) -> (any Pane)? {
        if let list = screen.model(PostsListViewModel.self) {
            return PostsListPane(model: list, context: context)
        }
        if let post = screen.model(PostDetailViewModel.self) {
            return PostDetailPane(model: post, context: context)
        }
        return nil
    }
}

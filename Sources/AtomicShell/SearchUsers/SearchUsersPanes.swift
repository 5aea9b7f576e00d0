/// The search users feature's panes: the list.
public enum SearchUsersPanes: FeaturePanes {
    /// ``SearchUsersPane``.
    public static var contents: [any PaneContent.Type] { [SearchUsersPane.self] }
}

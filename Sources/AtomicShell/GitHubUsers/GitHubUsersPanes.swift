/// The users feature's panes: the list and a profile.
public enum GitHubUsersPanes: FeaturePanes {
    /// ``UsersListPane`` and ``UserDetailPane``.
    public static var contents: [any PaneContent.Type] { [UsersListPane.self, UserDetailPane.self] }
}

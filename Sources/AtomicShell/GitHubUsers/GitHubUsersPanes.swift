import Presentation

/// The users feature's panes: the list and a profile.
public enum GitHubUsersPanes: FeaturePanes {
    /// A ``UsersListPane`` or a ``UserDetailPane`` when `screen` shows one of the feature's view models.
    public static func pane(for screen: Screen, context: PaneContext) -> (any Pane)? {
        if let list = screen.model(UsersListViewModel.self) {
            return UsersListPane(model: list, context: context)
        }
        if let user = screen.model(UserDetailViewModel.self) {
            return UserDetailPane(model: user, context: context)
        }
        return nil
    }
}

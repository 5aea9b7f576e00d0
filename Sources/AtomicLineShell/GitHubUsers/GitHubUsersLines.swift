/// The users feature's line screens: the list and a profile.
public enum GitHubUsersLines: LineFeature {
    /// ``UsersListLines`` and ``UserDetailLines``.
    public static var contents: [any LineContent.Type] { [UsersListLines.self, UserDetailLines.self] }
}

/// The search users feature's line screens: the users a search found.
public enum SearchUsersLines: LineFeature {
    /// ``SearchUsersListLines``.
    public static var contents: [any LineContent.Type] { [SearchUsersListLines.self] }
}

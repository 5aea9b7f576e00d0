/// The repositories feature's line screens: a user's repositories.
public enum UserRepositoriesLines: LineFeature {
    /// ``UserRepositoriesListLines``.
    public static var contents: [any LineContent.Type] { [UserRepositoriesListLines.self] }
}

/// The relations feature's line screens: followers or following.
public enum UserRelationsLines: LineFeature {
    /// ``UserRelationsListLines``.
    public static var contents: [any LineContent.Type] { [UserRelationsListLines.self] }
}

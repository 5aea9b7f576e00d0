/// The relations feature's panes: the list.
public enum UserRelationsPanes: FeaturePanes {
    /// ``UserRelationsPane``.
    public static var contents: [any PaneContent.Type] { [UserRelationsPane.self] }
}

/// The repositories feature's panes: the list.
public enum UserRepositoriesPanes: FeaturePanes {
    /// ``UserRepositoriesPane``.
    public static var contents: [any PaneContent.Type] { [UserRepositoriesPane.self] }
}

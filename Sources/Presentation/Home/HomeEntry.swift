import Domain

/// One row a feature adds to the home screen: its title, the cache status shown under it, and the route that
/// selecting it opens.
public struct HomeEntry: Sendable, Hashable {
    /// Whose cache status the row shows (Domain's `Feature`, which the cache-status provider answers for);
    /// selecting the row is selecting this feature.
    public let feature: Feature
    /// The row's title: "GitHub Users", "Posts".
    public let title: String
    /// The route selecting the row opens, such as the feature's list.
    public let route: Route
    /// Whether the status line ends with GitHub's rate-limit budget.
    public let showsGitHubBudget: Bool

    /// An entry from its parts; by default without GitHub's budget.
    public init(feature: Feature, title: String, route: Route, showsGitHubBudget: Bool = false) {
        self.feature = feature
        self.title = title
        self.route = route
        self.showsGitHubBudget = showsGitHubBudget
    }
}

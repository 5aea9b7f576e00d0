import Domain

/// A search of GitHub's users as a route, over `GET /search/users?q={query}`.
///
/// | link | route |
/// | --- | --- |
/// | `atomic://search/users?q=QUERY`, `https://github.com/search?q=QUERY&type=users` | ``SearchUsersRoute/searchUsers(query:)`` |
public enum SearchUsersRoute: FeatureRoute {
    /// The users GitHub finds for `query` (`atomic://search/users?q=QUERY`), in GitHub's search syntax; the query
    /// as `ListSearchUsersUseCase.normalized(_:)` makes it, never empty.
    case searchUsers(query: String)

    /// The users list, below the search when it is opened directly: the search is the list's other way in.
    public var parent: Route? { .users(since: nil) }

    /// The breadcrumb's name of the screen: `Search “location:lisbon”`, the query escaped.
    public var title: String {
        switch self {
        case .searchUsers(let query): "Search “\(EscapedText.oneLine(query))”"
        }
    }

    /// The route in a few words, for the inspector; text from the link is escaped.
    public var words: String {
        switch self {
        case .searchUsers(let query): "search users \(EscapedText.oneLine(query))"
        }
    }

    /// The link's query keys: `q` (and `type`, always `users`, on GitHub's page).
    public var linkQueryKeys: [String] { ["q"] }

    /// `atomic://search/users?q=QUERY`, and a GitHub web host's `/search?q=QUERY&type=users` (`type` in any case);
    /// a query of white space only names no search.
    public static func route(for link: DeepLink) throws(DeepLinkError) -> SearchUsersRoute? {
        switch (link.origin, link.path.count) {
        case (.app, 2) where link.path[0] == "search" && link.path[1] == "users":
            break
        case (.gitHubWeb, 1) where link.path[0] == "search" && link.query("type")?.lowercased() == "users":
            break
        default:
            return nil
        }
        guard let text = link.query("q") else { return nil }
        let query = ListSearchUsersUseCase.normalized(text)
        return query.isEmpty ? nil : .searchUsers(query: query)
    }
}

extension Route {
    /// Search users (``SearchUsersRoute/searchUsers(query:)``).
    public static func searchUsers(query: String) -> Route { Route(SearchUsersRoute.searchUsers(query: query)) }
}

import Domain

/// A GitHub user's followers or the users they follow, as a route, over `GET /users/{login}/followers` and
/// `GET /users/{login}/following`.
///
/// | link | route |
/// | --- | --- |
/// | `atomic://users/LOGIN/followers`, `https://github.com/LOGIN?tab=followers` | ``UserRelationsRoute/userRelations(login:relation:)`` with `UserRelation.followers` |
/// | `atomic://users/LOGIN/following`, `https://github.com/LOGIN?tab=following` | ``UserRelationsRoute/userRelations(login:relation:)`` with `UserRelation.following` |
public enum UserRelationsRoute: FeatureRoute {
    /// The user's followers or following (`atomic://users/LOGIN/followers`); the login as given, checked by the
    /// deep link.
    case userRelations(login: String, relation: UserRelation)

    /// The user's profile, below the screen when it is opened directly.
    public var parent: Route? {
        switch self {
        case .userRelations(let login, _): .user(login: login)
        }
    }

    /// The breadcrumb's name of the screen: `Followers` or `Following`.
    public var title: String {
        switch self {
        case .userRelations(_, let relation): relation.title
        }
    }

    /// The route in a few words, for the inspector; text from the link is escaped.
    public var words: String {
        switch self {
        case .userRelations(let login, let relation): "\(relation.rawValue) of \(EscapedText.oneLine(login))"
        }
    }

    /// `atomic://users/LOGIN/followers` or `/following`, and a GitHub web host's `/LOGIN?tab=followers` or
    /// `?tab=following`; the login checked by `GitHubLogin`.
    public static func route(for link: DeepLink) throws(DeepLinkError) -> UserRelationsRoute? {
        let login: String
        let relation: UserRelation
        switch (link.origin, link.path.count) {
        case (.app, 3) where link.path[0] == "users":
            guard let named = UserRelation(rawValue: link.path[2]) else { return nil }
            (login, relation) = (link.path[1], named)
        case (.gitHubWeb, 1):
            guard let named = link.query("tab").flatMap(UserRelation.init(rawValue:)) else { return nil }
            (login, relation) = (link.path[0], named)
        default:
            return nil
        }
        return .userRelations(login: try checkedLogin(login), relation: relation)
    }

    /// `text` when it can be a GitHub login.
    private static func checkedLogin(_ text: String) throws(DeepLinkError) -> String {
        do {
            return try GitHubLogin(text).rawValue
        } catch {
            throw .invalidLogin(error)
        }
    }
}

extension Route {
    /// Relations (``UserRelationsRoute/userRelations(login:relation:)``).
    public static func userRelations(login: String, relation: UserRelation) -> Route {
        Route(UserRelationsRoute.userRelations(login: login, relation: relation))
    }
}

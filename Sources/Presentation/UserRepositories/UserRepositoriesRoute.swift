import Domain

/// The repositories feature's screen as a route, over `GET /users/{login}/repos?type=owner&sort=updated`.
///
/// | link | route |
/// | --- | --- |
/// | `atomic://users/LOGIN/repos`, `https://github.com/LOGIN?tab=repositories` | ``UserRepositoriesRoute/userRepositories(login:)`` |
public enum UserRepositoriesRoute: FeatureRoute {
    /// Repositories (`atomic://users/LOGIN/repos`); the login as given, checked by the deep link.
    case userRepositories(login: String)

    /// The user's profile, below the screen when it is opened directly.
    public var parent: Route? {
        switch self {
        case .userRepositories(let login): .user(login: login)
        }
    }

    /// The breadcrumb's name of the screen.
    public var title: String { "Repositories" }

    /// The route in a few words, for the inspector; text from the link is escaped.
    public var words: String {
        switch self {
        case .userRepositories(let login): "repositories \(EscapedText.oneLine(login))"
        }
    }

    /// `atomic://users/LOGIN/repos`, the login checked by `GitHubLogin`.
    public static func route(for link: DeepLink) throws(DeepLinkError) -> UserRepositoriesRoute? {
        switch (link.origin, link.path.count) {
        case (.app, 3) where link.path[0] == "users" && link.path[2] == "repos":
            return .userRepositories(login: try checkedLogin(link.path[1]))
        case (.gitHubWeb, 1) where link.query("tab") == "repositories":
            // GitHub's own page of the list: the profile's Repositories tab.
            return .userRepositories(login: try checkedLogin(link.path[0]))
        default:
            return nil
        }
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
    /// Repositories (``UserRepositoriesRoute/userRepositories(login:)``).
    public static func userRepositories(login: String) -> Route {
        Route(UserRepositoriesRoute.userRepositories(login: login))
    }
}

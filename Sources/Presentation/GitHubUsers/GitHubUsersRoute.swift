import Domain

/// The GitHub users feature's screens as routes: the list, and a profile.
///
/// | link | route |
/// | --- | --- |
/// | `atomic://users`, `atomic://users?since=42` | ``users(since:)`` |
/// | `atomic://users/octocat`, `https://github.com/octocat`, `octocat`, `@octocat` | ``user(login:)`` |
public enum GitHubUsersRoute: FeatureRoute {
    /// The list of GitHub users, starting after the user with id `since` (from the start when `nil`)
    /// (`atomic://users?since=42`).
    case users(since: Int?)
    /// One GitHub user's profile; the login as given, checked when the profile is loaded
    /// (`atomic://users/octocat`, `https://github.com/octocat`).
    case user(login: String)

    /// A profile opens with the list from the start below it; the list sits on home.
    public var parent: Route? {
        switch self {
        case .users: nil
        case .user: .users(since: nil)
        }
    }

    /// "Users", or the login.
    public var title: String {
        switch self {
        case .users: "Users"
        case .user(let login): login
        }
    }

    /// "users", "users after id 46", "user octocat".
    public var words: String {
        switch self {
        case .users(since: nil): "users"
        case .users(let since?): "users after id \(since)"
        case .user(let login): "user \(EscapedText.oneLine(login))"
        }
    }

    /// `since` for the list (`atomic://users?since=42`); none for a profile.
    public var linkQueryKeys: [String] {
        switch self {
        case .users: ["since"]
        case .user: []
        }
    }

    /// `atomic://users[?since=N]`, `atomic://users/LOGIN`, a GitHub web host's `/LOGIN` (its overview: a `?tab=` of
    /// another feature's screen is that feature's), and a typed login.
    public static func route(for link: DeepLink) throws(DeepLinkError) -> GitHubUsersRoute? {
        switch (link.origin, link.path.count) {
        case (.app, 1) where link.path[0] == "users":
            guard let text = link.query("since") else { return .users(since: nil) }
            guard let since = Int(text), since >= 0 else { throw .invalidSince(text) }
            return .users(since: since)
        case (.app, 2) where link.path[0] == "users":
            return .user(login: try login(link.path[1], typed: false))
        case (.gitHubWeb, 1) where isProfileOverview(link):
            return .user(login: try login(link.path[0], typed: false))
        case (.typed, 1):
            return .user(login: try login(link.path[0], typed: true))
        default:
            return nil
        }
    }

    /// Whether a GitHub web link of one segment is a profile's overview: not one of GitHub's own pages, and no
    /// `?tab=` but `overview` (another tab is another feature's screen, or, without one, the parser's fallback).
    private static func isProfileOverview(_ link: DeepLink) -> Bool {
        [nil, "overview"].contains(link.query("tab")) && !gitHubPages.contains(link.path[0].lowercased())
    }

    /// The first path segments of GitHub's own pages, which no account can take as its login
    /// (`https://github.com/search` is GitHub's search, not a user's profile).
    static let gitHubPages: Set<String> = [
        "search", "settings", "explore", "topics", "trending", "notifications", "marketplace", "organizations",
        "orgs", "login", "logout", "join", "new", "pulls", "issues", "sponsors", "features", "codespaces",
        "collections",
    ]

    private static func login(_ text: String, typed: Bool) throws(DeepLinkError) -> String {
        do {
            return try (typed ? GitHubLogin(typed: text) : GitHubLogin(text)).rawValue
        } catch {
            throw .invalidLogin(error)
        }
    }
}

extension Route {
    /// The list of GitHub users after the user with id `since` (``GitHubUsersRoute/users(since:)``).
    public static func users(since: Int?) -> Route { Route(GitHubUsersRoute.users(since: since)) }

    /// One GitHub user's profile (``GitHubUsersRoute/user(login:)``).
    public static func user(login: String) -> Route { Route(GitHubUsersRoute.user(login: login)) }
}

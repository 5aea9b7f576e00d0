/// The routes of one feature, declared in the feature's own folder: what each is called, which screen is
/// shown below it, and which deep links name it.
///
/// A feature's routes are usually an enum, whose synthesized `Codable` form is what a shell remembers:
///
/// ```swift
/// public enum GitHubUsersRoute: FeatureRoute {
///     case users(since: Int?)
///     case user(login: String)
///
///     public var parent: Route? { ... }          // a profile opens with the list below it
///     public var title: String { ... }           // "Users", "octocat"
///     public var words: String { ... }           // "users after id 46"
///     public var linkQueryKeys: [String] { ... } // ["since"] for the list, none for a profile
///     public static func route(for link: DeepLink) throws(DeepLinkError) -> Self? { ... }
/// }
/// ```
///
/// Case names are the keys of the remembered form (`{"user":{"login":"octocat"}}`), so they must not be taken by
/// another feature's routes.
public protocol FeatureRoute: Sendable, Hashable, Codable {
    /// The route shown below this one when it is opened directly (a deep link, a remembered route): the list
    /// under a profile, the profile under its repositories; `nil` when it sits right on home.
    var parent: Route? { get }
    /// The name of the route in a breadcrumb: "Users", "octocat", "Post 3".
    var title: String { get }
    /// The route in a few words, for the inspector: "users after id 46", "post 3"; text from outside is escaped.
    var words: String { get }
    /// The route `link` names when the link is one of this feature's, `nil` when it is not.
    ///
    /// - Throws: ``DeepLinkError`` when the link is the feature's but one of its values is wrong (a login that
    ///   cannot be one, an id that is not a number).
    static func route(for link: DeepLink) throws(DeepLinkError) -> Self?
    /// The query keys this route's `atomic://` link takes, such as `since` in `atomic://users?since=42`. The
    /// ``DeepLinkParser`` refuses a link to the route with any other key
    /// (``DeepLinkError/unsupportedQueryKey(_:link:accepted:)``), so a mistyped key is never silently ignored.
    /// None by default.
    var linkQueryKeys: [String] { get }
}

extension FeatureRoute {
    /// None: a link with a query is refused unless the route declares its keys.
    public var linkQueryKeys: [String] { [] }
}

/// The built-in route of the home screen, which lists the features; not a feature itself.
public enum HomeRoute: FeatureRoute {
    /// The home screen (`atomic://` or `atomic://home`).
    case home

    /// Nothing: home is the root.
    public var parent: Route? { nil }
    /// "Home".
    public var title: String { "Home" }
    /// "home".
    public var words: String { "home" }

    /// `atomic://` and `atomic://home`.
    public static func route(for link: DeepLink) throws(DeepLinkError) -> HomeRoute? {
        guard link.origin == .app, link.path == [] || link.path == ["home"] else { return nil }
        return .home
    }
}

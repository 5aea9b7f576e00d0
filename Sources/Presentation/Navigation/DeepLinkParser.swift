import Domain
import Foundation

/// Turns a deep link into a ``Route``, asking each route type the app knows whether the link is its own.
///
/// With the users and posts features' route types:
///
/// | input | route |
/// | --- | --- |
/// | `atomic://` or `atomic://home` | ``Route/home`` (built in) |
/// | `atomic://users`, `atomic://users?since=42` | `.users(since:)` |
/// | `atomic://users/octocat` | `.user(login:)` |
/// | `atomic://posts` | `.posts` |
/// | `atomic://posts/3` | `.post(id:)` |
/// | `https://github.com/octocat` (or another configured GitHub web host) | `.user(login:)` |
/// | `https://jsonplaceholder.typicode.com/posts/3` (or under another posts API base URL) | `.post(id:)` |
/// | `octocat`, `@octocat` | `.user(login:)` |
///
/// Path segments are percent-decoded (`atomic://users/dependabot%5Bbot%5D` names `dependabot[bot]`); one trailing
/// `/` is ignored. Anything no route type claims is a ``DeepLinkError``, and so is an `atomic://` link with a
/// query key its route does not take (`atomic://users?bogus=1`; see ``FeatureRoute/linkQueryKeys``). The query of
/// a GitHub web link (`https://github.com/octocat?tab=repositories`) is the web page's, and is ignored.
///
/// An `https` or `http` link under a posts API base URL (``postsAPIURLs``: the same host, compared without regard to
/// case, the same port, and a path that starts with the base URL's) is a ``DeepLink/Origin/postsWeb`` link whose path
/// is what follows the base URL's: so the address `atomic post 3 --web` prints opens that post again.
public struct DeepLinkParser: Sendable {
    /// The posts API's address unless the app is given another: `https://jsonplaceholder.typicode.com`.
    public static let jsonPlaceholder = URL(string: "https://jsonplaceholder.typicode.com")!

    /// The web hosts whose `/{login}` pages are GitHub profiles, compared without regard to case.
    public let gitHubWebHosts: Set<String>
    /// The posts API base URLs whose addresses are posts links: ``jsonPlaceholder`` and those the app was given.
    public let postsAPIURLs: [URL]
    /// The route types asked, in order, after the built-in ``HomeRoute``.
    public let routes: [any FeatureRoute.Type]

    /// A parser over the features' `routes` that knows `github.com` and `www.github.com`, and `extraHosts` (for
    /// example a GitHub Enterprise web host), and the addresses under ``jsonPlaceholder`` and `postsAPIURLs` (the
    /// `--posts-api-url` given) as posts links.
    public init(extraHosts: [String] = [], postsAPIURLs: [URL] = [], routes: [any FeatureRoute.Type]) {
        gitHubWebHosts = Set((["github.com", "www.github.com"] + extraHosts).map { $0.lowercased() })
        self.postsAPIURLs = [Self.jsonPlaceholder] + postsAPIURLs.filter { $0 != Self.jsonPlaceholder }
        self.routes = routes
    }

    /// The route `text` names.
    ///
    /// - Throws: ``DeepLinkError`` saying what is wrong with it.
    public func route(for text: String) throws(DeepLinkError) -> Route {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw .empty }
        guard trimmed.contains("://") else {
            return try route(for: DeepLink(origin: .typed, path: [trimmed]), unclaimed: trimmed)
        }
        guard let components = URLComponents(string: trimmed), let scheme = components.scheme?.lowercased() else {
            throw .unsupportedPath(trimmed)
        }
        var segments = components.percentEncodedPath.split(separator: "/", omittingEmptySubsequences: false)
            .map { String($0).removingPercentEncoding ?? String($0) }
        if segments.first == "" { segments.removeFirst() }
        if segments.last == "" { segments.removeLast() }
        switch scheme {
        case "atomic":
            let host = components.host ?? ""
            let path = (host.isEmpty ? [] : [host.lowercased()]) + segments
            let link = DeepLink(origin: .app, path: path, queryItems: components.queryItems ?? [])
            // The path as typed, without a slash the link did not have (`atomic://repos` names "repos").
            let typed = (host.isEmpty ? [] : [host]) + segments
            let route = try route(for: link, unclaimed: typed.joined(separator: "/"))
            try Self.checkQueryKeys(of: link, for: route, name: "atomic://" + typed.joined(separator: "/"))
            return route
        case "https", "http":
            if let postsPath = postsPath(of: components, segments: segments) {
                let link = DeepLink(origin: .postsWeb, path: postsPath, queryItems: components.queryItems ?? [])
                return try route(for: link, unclaimed: components.path)
            }
            let host = components.host?.lowercased() ?? ""
            guard gitHubWebHosts.contains(host) else { throw .unsupportedHost(components.host ?? "") }
            // GitHub's pages write a space in a query as `+`, as HTML forms do, and a plus as `%2B`.
            let formItems = (components.percentEncodedQueryItems ?? []).map { item in
                URLQueryItem(
                    name: item.name.removingPercentEncoding ?? item.name,
                    value: item.value.map { $0.replacingOccurrences(of: "+", with: " ") }
                        .map { $0.removingPercentEncoding ?? $0 })
            }
            let link = DeepLink(origin: .gitHubWeb, path: segments, queryItems: formItems)
            do {
                return try route(for: link, unclaimed: components.path)
            } catch .unsupportedPath where link.query("tab") != nil {
                // A tab of a page the app has no screen of (`?tab=stars`) opens the page itself.
                return try route(for: DeepLink(origin: .gitHubWeb, path: segments), unclaimed: components.path)
            }
        default:
            throw .unsupportedScheme(components.scheme ?? scheme)
        }
    }

    /// The segments of a web link's path after those of the first of ``postsAPIURLs`` it is under (the same host and
    /// port, the base's segments first), or `nil` when it is under none.
    private func postsPath(of link: URLComponents, segments: [String]) -> [String]? {
        guard let host = link.host?.lowercased() else { return nil }
        for base in postsAPIURLs {
            guard let baseComponents = URLComponents(url: base, resolvingAgainstBaseURL: false),
                baseComponents.host?.lowercased() == host,
                Self.port(of: baseComponents) == Self.port(of: link)
            else { continue }
            let baseSegments = baseComponents.path.split(separator: "/").map(String.init)
            guard segments.starts(with: baseSegments) else { continue }
            return Array(segments.dropFirst(baseSegments.count))
        }
        return nil
    }

    /// The port `components` names, or `nil` when it names none or its scheme's own (443 for `https`, 80 for
    /// `http`), so that `http://` and `https://` links to the default ports both match a base URL without a port.
    private static func port(of components: URLComponents) -> Int? {
        let standard = components.scheme?.lowercased() == "http" ? 80 : 443
        return components.port == standard ? nil : components.port
    }

    /// The route of the first route type that claims `link`; `unclaimed` is the path the error names otherwise.
    private func route(for link: DeepLink, unclaimed: String) throws(DeepLinkError) -> Route {
        if let home = try HomeRoute.route(for: link) { return Route(home) }
        for type in routes {
            if let route = try Self.route(of: type, for: link) { return route }
        }
        throw .unsupportedPath(unclaimed)
    }

    /// Refuses the first query key of `link` that `route` does not take; `name` is the link without its query.
    private static func checkQueryKeys(of link: DeepLink, for route: Route, name: String) throws(DeepLinkError) {
        let accepted = route.value.linkQueryKeys
        if let item = link.queryItems.first(where: { !accepted.contains($0.name) }) {
            throw .unsupportedQueryKey(item.name, link: name, accepted: accepted)
        }
    }

    private static func route<Value: FeatureRoute>(of type: Value.Type, for link: DeepLink) throws(DeepLinkError)
        -> Route?
    {
        try type.route(for: link).map(Route.init)
    }
}

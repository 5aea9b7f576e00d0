import Domain
import Foundation

/// Turns a deep link into a ``Route``.
///
/// | input | route |
/// | --- | --- |
/// | `atomic://` or `atomic://home` | ``Route/home`` |
/// | `atomic://users`, `atomic://users?since=42` | ``Route/users(since:)`` |
/// | `atomic://users/octocat` | ``Route/user(login:)`` |
/// | `atomic://posts` | ``Route/posts`` |
/// | `atomic://posts/3` | ``Route/post(id:)`` |
/// | `https://github.com/octocat` (or another configured GitHub web host) | ``Route/user(login:)`` |
/// | `octocat`, `@octocat` | ``Route/user(login:)`` |
///
/// Path segments are percent-decoded (`atomic://users/dependabot%5Bbot%5D` names `dependabot[bot]`); one trailing
/// `/` is ignored. Anything else is a ``DeepLinkError``.
public struct DeepLinkParser: Sendable {
    /// The web hosts whose `/{login}` pages are GitHub profiles, compared without regard to case.
    public let gitHubWebHosts: Set<String>

    /// A parser that knows `github.com` and `www.github.com`, and `extraHosts` (for example a GitHub Enterprise
    /// web host).
    public init(extraHosts: [String] = []) {
        gitHubWebHosts = Set((["github.com", "www.github.com"] + extraHosts).map { $0.lowercased() })
    }

    /// The route `text` names.
    ///
    /// - Throws: ``DeepLinkError`` saying what is wrong with it.
    public func route(for text: String) throws(DeepLinkError) -> Route {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw .empty }
        guard trimmed.contains("://") else { return .user(login: try login(typed: trimmed)) }
        guard let components = URLComponents(string: trimmed), let scheme = components.scheme?.lowercased() else {
            throw .unsupportedPath(trimmed)
        }
        var segments = components.percentEncodedPath.split(separator: "/", omittingEmptySubsequences: false)
            .map { String($0).removingPercentEncoding ?? String($0) }
        if segments.first == "" { segments.removeFirst() }
        if segments.last == "" { segments.removeLast() }
        switch scheme {
        case "atomic":
            return try appRoute(host: components.host ?? "", segments: segments, components: components)
        case "https", "http":
            let host = components.host?.lowercased() ?? ""
            guard gitHubWebHosts.contains(host) else { throw .unsupportedHost(components.host ?? "") }
            guard segments.count == 1 else { throw .unsupportedPath(components.path) }
            return .user(login: try login(segments[0]))
        default:
            throw .unsupportedScheme(components.scheme ?? scheme)
        }
    }

    private func appRoute(host: String, segments: [String], components: URLComponents) throws(DeepLinkError) -> Route {
        let path = "\(host)/\(segments.joined(separator: "/"))"
        switch (host.lowercased(), segments.count) {
        case ("", 0), ("home", 0):
            return .home
        case ("users", 0):
            guard let text = components.queryItems?.first(where: { $0.name == "since" })?.value else {
                return .users(since: nil)
            }
            guard let since = Int(text), since >= 0 else { throw .invalidSince(text) }
            return .users(since: since)
        case ("users", 1):
            return .user(login: try login(segments[0]))
        case ("posts", 0):
            return .posts
        case ("posts", 1):
            guard let id = Int(segments[0]), id >= 1 else { throw .invalidPostID(segments[0]) }
            return .post(id: id)
        default:
            throw .unsupportedPath(path)
        }
    }

    private func login(_ text: String) throws(DeepLinkError) -> String {
        do {
            return try GitHubLogin(text).rawValue
        } catch {
            throw .invalidLogin(error)
        }
    }

    private func login(typed text: String) throws(DeepLinkError) -> String {
        do {
            return try GitHubLogin(typed: text).rawValue
        } catch {
            throw .invalidLogin(error)
        }
    }
}

import Foundation

/// A link as the ``DeepLinkParser`` hands it to each route type: where it comes from, its path split into
/// percent-decoded segments, and its query.
///
/// | text | origin | path |
/// | --- | --- | --- |
/// | `atomic://users/octocat?tab=1` | ``Origin/app`` | `["users", "octocat"]` (the first segment lowercased) |
/// | `https://github.com/octocat` | ``Origin/gitHubWeb`` | `["octocat"]` |
/// | `https://jsonplaceholder.typicode.com/posts/1` | ``Origin/postsWeb`` | `["posts", "1"]` |
/// | `@octocat` | ``Origin/typed`` | `["@octocat"]` (the text as typed, trimmed) |
public struct DeepLink: Sendable, Hashable {
    /// Where a link comes from.
    public enum Origin: Sendable, Hashable {
        /// An `atomic://` link; its host is the path's first segment.
        case app
        /// An `https` (or `http`) link to a configured GitHub web host.
        case gitHubWeb
        /// An `https` (or `http`) link to the posts API's host (`jsonplaceholder.typicode.com`, or the base URL the
        /// app was given); its path is the part after the base URL's own.
        case postsWeb
        /// Text without a scheme, as a person types it (a login).
        case typed
    }

    /// Where the link comes from.
    public let origin: Origin
    /// The path's segments, percent-decoded, without empty ones at either end.
    public let path: [String]
    /// The query's items, in order.
    public let queryItems: [URLQueryItem]

    /// A link from its parts.
    public init(origin: Origin, path: [String], queryItems: [URLQueryItem] = []) {
        self.origin = origin
        self.path = path
        self.queryItems = queryItems
    }

    /// The value of the first query item called `name`, if any.
    public func query(_ name: String) -> String? {
        queryItems.first { $0.name == name }?.value
    }
}

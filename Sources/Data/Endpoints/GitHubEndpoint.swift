import Domain
import Foundation
import Networking

/// The GitHub REST API requests AtomicArch makes, against a configurable base URL.
///
/// Every request asks for `application/vnd.github+json` at API version `2022-11-28`.
public struct GitHubEndpoint: Endpoint, Hashable {
    /// The requests.
    public enum Request: Sendable, Hashable {
        /// `GET /users?since=&per_page=`: users with an id greater than `since`, in id order.
        case users(since: Int?, perPage: Int)
        /// `GET /users/{login}`: one user's profile; the login is sent as one percent-encoded path segment.
        case user(login: GitHubLogin)
    }

    /// The API's root, `https://api.github.com` in production.
    public let baseURL: URL
    /// Which request this is.
    public let request: Request

    /// The request `request` against `baseURL`.
    public init(baseURL: URL, _ request: Request) {
        self.baseURL = baseURL
        self.request = request
    }

    /// The resource path, unencoded: the URL percent-encodes the login, which ``GitHubLogin`` guarantees is
    /// exactly one path segment (so `dependabot[bot]` is sent as `/users/dependabot%5Bbot%5D`).
    public var path: String {
        switch request {
        case .users:
            return "/users"
        case .user(let login):
            return "/users/" + login.rawValue
        }
    }

    /// `since` (when given) and `per_page` for the user list; none for a profile.
    public var queryItems: [URLQueryItem] {
        switch request {
        case .users(let since, let perPage):
            var items = [URLQueryItem(name: "per_page", value: "\(perPage)")]
            if let since {
                items.append(URLQueryItem(name: "since", value: "\(since)"))
            }
            return items
        case .user:
            return []
        }
    }

    /// GitHub's media type and API version.
    public var headers: [String: String] {
        ["Accept": "application/vnd.github+json", "X-GitHub-Api-Version": "2022-11-28"]
    }
}

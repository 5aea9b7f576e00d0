import Domain
import Foundation
import Networking

extension GitHub {
    /// `GET /users?per_page=&since=`: at most `perPage` users with an id greater than `since` (from the first
    /// user when `nil`), in id order.
    public func users(since: Int?, perPage: Int) -> GitHubEndpoint<[GitHubUserDTO]> {
        GitHubEndpoint(baseURL: baseURL, .users(since: since, perPage: perPage))
    }

    /// `GET /users/{login}`: one user's profile.
    public func user(login: GitHubLogin) -> GitHubEndpoint<GitHubUserDetailDTO> {
        GitHubEndpoint(baseURL: baseURL, .user(login: login))
    }
}

/// Which GitHub request: the part of a ``GitHubEndpoint`` that names the resource.
public enum GitHubRoute: APIRoute {
    /// `GET /users?since=&per_page=`: users with an id greater than `since`, in id order.
    case users(since: Int?, perPage: Int)
    /// `GET /users/{login}`: one user's profile; the login is sent as one percent-encoded path segment.
    case user(login: GitHubLogin)

    /// The resource path, unencoded: the URL percent-encodes the login, which `GitHubLogin` guarantees is
    /// exactly one path segment (so `dependabot[bot]` is sent as `/users/dependabot%5Bbot%5D`).
    public var path: String {
        switch self {
        case .users:
            return "/users"
        case .user(let login):
            return "/users/" + login.rawValue
        }
    }

    /// `per_page` then `since` (when given) for the user list; none for a profile.
    public var queryItems: [URLQueryItem] {
        switch self {
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

    /// GitHub's media type and API version (``GitHub/headers``).
    public var headers: [String: String] { GitHub.headers }
}

/// One GitHub REST API request, whose answer decodes to `Response`; made by ``GitHub``.
///
/// Every request asks for `application/vnd.github+json` at API version `2022-11-28`.
public typealias GitHubEndpoint<Response: Decodable & Sendable> = RoutedEndpoint<GitHubRoute, Response>

extension Array: JSONBodyDecodable where Element == GitHubUserDTO {
    /// ``GitHubUserDTO/users(fromJSON:)``: a page of users read without `JSONDecoder`'s keyed containers, or `nil`
    /// to leave the body to `JSONDecoder`.
    public static func fastValue(fromJSON body: Data) -> [GitHubUserDTO]? {
        GitHubUserDTO.users(fromJSON: body)
    }
}

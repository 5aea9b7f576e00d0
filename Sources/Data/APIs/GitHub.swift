import Foundation
import Networking

/// The GitHub REST API at a configurable base URL: the value every GitHub request is made from.
///
/// Each feature adds its requests in its own folder, as an extension: the GitHub Users feature adds
/// `users(since:perPage:)` and `user(login:)`, each typed by its DTO. A request that needs nothing more than a
/// path and a query is ``request(_:queryItems:)``:
///
/// ```swift
/// let gitHub = GitHub(baseURL: URL(string: "https://api.github.com")!)
/// let page = try await client.send(gitHub.users(since: 46, perPage: 30))  // [GitHubUserDTO]
/// let octocat = try await client.send(gitHub.user(login: try GitHubLogin("octocat")))  // GitHubUserDetailDTO
/// let repos: [RepositoryDTO] = try await client.send(gitHub.request("/users/octocat/repos"))
/// ```
public struct GitHub: Sendable, Hashable {
    /// The API's root, `https://api.github.com` in production, `https://HOST/api/v3` for GitHub Enterprise Server.
    public let baseURL: URL

    /// The header fields every request to the API sends: GitHub's media type and the API version `2022-11-28`.
    public static let headers = ["Accept": "application/vnd.github+json", "X-GitHub-Api-Version": "2022-11-28"]

    /// The API at `baseURL`.
    public init(baseURL: URL) {
        self.baseURL = baseURL
    }

    /// `GET path` with `queryItems` and GitHub's ``headers``, answered as `Response`. `path` is unencoded: each
    /// segment is percent-encoded in the URL (so a `GitHubLogin` is sent as one segment).
    public func request<Response: Decodable & Sendable>(
        _ path: String, queryItems: [URLQueryItem] = []
    ) -> HTTPRequest<Response> {
        HTTPRequest(baseURL: baseURL, path: path, queryItems: queryItems, headers: Self.headers)
    }
}

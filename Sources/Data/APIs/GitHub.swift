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

    /// `GET` of the path made of `segments`, with `queryItems` and GitHub's ``headers``, answered as `Response`. Each
    /// segment is sent as exactly one segment whatever text it holds (``pathSegment(_:)``): a `/`, `?`, `#` or `%`
    /// in it is percent-encoded, and `.` or `..` is spelled `%2E` or `%2E%2E`, so no value can change the path.
    ///
    /// ```swift
    /// let gist: GistDTO = try await client.send(gitHub.request(segments: ["gists", gistID]))
    /// ```
    public func request<Response: Decodable & Sendable>(
        segments: [String], queryItems: [URLQueryItem] = []
    ) -> HTTPRequest<Response> {
        let path = segments.map(Self.pathSegment).joined(separator: "/")
        guard var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: true) else {
            // Not a URL at all: the request is refused when its URL is made, as any request on this base would be.
            return request("/" + path, queryItems: queryItems)
        }
        var base = components.percentEncodedPath
        while base.hasSuffix("/") { base.removeLast() }
        components.percentEncodedPath = base + "/" + path
        guard let url = components.url else { return request("/" + path, queryItems: queryItems) }
        return HTTPRequest(baseURL: url, queryItems: queryItems, headers: Self.headers)
    }

    /// `text` as one percent-encoded path segment: every byte of its UTF-8 but ASCII letters, digits, `-`, `_`, `.`
    /// and `~` is encoded, and the segments `.` and `..` are spelled `%2E` and `%2E%2E`.
    public static func pathSegment(_ text: String) -> String {
        if text == "." || text == ".." { return String(repeating: "%2E", count: text.count) }
        var result = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."),
                UInt8(ascii: "~"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let digits = String(byte, radix: 16, uppercase: true)
                result += "%" + (digits.count == 1 ? "0" + digits : digits)
            }
        }
        return result
    }
}

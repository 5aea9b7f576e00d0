import Foundation
import Networking

/// The JSONPlaceholder requests AtomicArch makes, against a configurable base URL.
public struct JSONPlaceholderEndpoint: Endpoint, Hashable {
    /// The requests: each returns a whole collection.
    public enum Request: String, Sendable, Hashable, CaseIterable {
        /// `GET /posts`.
        case posts
        /// `GET /users`: the posts' authors.
        case users
        /// `GET /comments`.
        case comments
    }

    /// The API's root, `https://jsonplaceholder.typicode.com` in production.
    public let baseURL: URL
    /// Which request this is.
    public let request: Request

    /// The request `request` against `baseURL`.
    public init(baseURL: URL, _ request: Request) {
        self.baseURL = baseURL
        self.request = request
    }

    /// `/posts`, `/users` or `/comments`.
    public var path: String { "/" + request.rawValue }

    /// JSON.
    public var headers: [String: String] { ["Accept": "application/json"] }
}

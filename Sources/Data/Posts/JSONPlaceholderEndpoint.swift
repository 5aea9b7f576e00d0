import Foundation
import Networking

/// The JSONPlaceholder requests AtomicArch makes, against a configurable base URL, each typed by its DTO.
///
/// ```swift
/// let feed = JSONPlaceholder(baseURL: URL(string: "https://jsonplaceholder.typicode.com")!)
/// let posts = try await client.send(feed.posts())  // [PostDTO]
/// ```
public struct JSONPlaceholder: Sendable, Hashable {
    /// The API's root, `https://jsonplaceholder.typicode.com` in production.
    public let baseURL: URL

    /// The API at `baseURL`.
    public init(baseURL: URL) {
        self.baseURL = baseURL
    }

    /// `GET /posts`: every post.
    public func posts() -> JSONPlaceholderEndpoint<[PostDTO]> {
        JSONPlaceholderEndpoint(baseURL: baseURL, .posts)
    }

    /// `GET /users`: every author of a post.
    public func users() -> JSONPlaceholderEndpoint<[PostAuthorDTO]> {
        JSONPlaceholderEndpoint(baseURL: baseURL, .users)
    }

    /// `GET /comments`: every comment.
    public func comments() -> JSONPlaceholderEndpoint<[CommentDTO]> {
        JSONPlaceholderEndpoint(baseURL: baseURL, .comments)
    }

    /// `GET /users/{id}`: one author's page, with the whole address and company.
    public func user(id: Int) -> RoutedEndpoint<JSONPlaceholderUserRoute, PostAuthorDTO> {
        RoutedEndpoint(baseURL: baseURL, JSONPlaceholderUserRoute(id: id))
    }
}

/// `GET /users/{id}`: the part of the request for one JSONPlaceholder user (a posts' author) that names it.
public struct JSONPlaceholderUserRoute: APIRoute {
    /// The author's id.
    public let id: Int

    /// The request for the author `id`.
    public init(id: Int) {
        self.id = id
    }

    /// `/users/{id}`.
    public var path: String { "/users/\(id)" }

    /// JSON.
    public var headers: [String: String] { ["Accept": "application/json"] }
}

/// Which JSONPlaceholder collection: the part of a ``JSONPlaceholderEndpoint`` that names the resource.
public enum JSONPlaceholderRoute: String, APIRoute, CaseIterable {
    /// `GET /posts`.
    case posts
    /// `GET /users`: the posts' authors.
    case users
    /// `GET /comments`.
    case comments

    /// `/posts`, `/users` or `/comments`.
    public var path: String { "/" + rawValue }

    /// JSON.
    public var headers: [String: String] { ["Accept": "application/json"] }
}

/// One JSONPlaceholder request, whose answer (a whole collection) decodes to `Response`; made by
/// ``JSONPlaceholder``.
public typealias JSONPlaceholderEndpoint<Response: Decodable & Sendable> = RoutedEndpoint<
    JSONPlaceholderRoute, Response
>

import Foundation

/// An ``Endpoint`` as a plain value: a URL (or a base URL and a path) with its method, query, header fields, body
/// and decoding, typed by the value its answer decodes to.
///
/// Make one per call, or let an API's factory make it:
///
/// ```swift
/// let next = HTTPRequest<[GitHubUserDTO]>(url: nextLink)
/// let users = try await client.send(next)  // [GitHubUserDTO]
/// let png = try await client.send(HTTPRequest<Data>(url: avatarURL))  // the body's bytes
/// ```
public struct HTTPRequest<Response: Decodable & Sendable>: Endpoint {
    /// The API's root, or the complete URL when ``path`` is empty.
    public var baseURL: URL
    /// The resource path appended to ``baseURL``; empty means ``baseURL`` as it is.
    public var path: String
    /// The HTTP method; `GET` unless given.
    public var method: HTTPMethod
    /// Query items appended to the URL, in order.
    public var queryItems: [URLQueryItem]
    /// Header fields sent with the request.
    public var headers: [String: String]
    /// What the request carries: nothing, a value encoded as JSON, or bytes with their content type.
    public var body: HTTPBody
    /// How the response body is decoded.
    public var decoding: DecodingStrategy

    /// Creates a request for `path` under `baseURL` (or for `baseURL` itself when `path` is empty); every other
    /// part defaults to `GET` with no query, no header fields, no body and ``DecodingStrategy/standard``.
    public init(
        baseURL: URL,
        path: String = "",
        method: HTTPMethod = .get,
        queryItems: [URLQueryItem] = [],
        headers: [String: String] = [:],
        body: HTTPBody = .none,
        decoding: DecodingStrategy = .standard
    ) {
        self.baseURL = baseURL
        self.path = path
        self.method = method
        self.queryItems = queryItems
        self.headers = headers
        self.body = body
        self.decoding = decoding
    }

    /// Creates a request for the complete `url`, query included, such as the `next` link of a paginated answer.
    public init(
        url: URL,
        method: HTTPMethod = .get,
        headers: [String: String] = [:],
        decoding: DecodingStrategy = .standard
    ) {
        self.init(baseURL: url, method: method, headers: headers, decoding: decoding)
    }
}

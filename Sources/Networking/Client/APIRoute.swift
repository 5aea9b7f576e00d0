import Foundation

/// The part of a request that names the resource on one API: its path, query items and header fields. An API's
/// requests are one enum of routes, each sent as a ``RoutedEndpoint`` against the API's base URL.
public protocol APIRoute: Sendable, Hashable {
    /// The resource path appended to the base URL, unencoded (the URL percent-encodes it).
    var path: String { get }
    /// Query items appended to the URL, in order; none by default.
    var queryItems: [URLQueryItem] { get }
    /// Header fields the request sends; none by default.
    var headers: [String: String] { get }
}

extension APIRoute {
    /// No query items.
    public var queryItems: [URLQueryItem] { [] }
    /// No header fields.
    public var headers: [String: String] { [:] }
}

/// One `GET` request of an API: a `route` against a `baseURL`, whose answer decodes to `Response`.
public struct RoutedEndpoint<Route: APIRoute, Response: Decodable & Sendable>: Endpoint, Hashable {
    /// The API's root.
    public let baseURL: URL
    /// Which request this is.
    public let route: Route

    /// The request `route` against `baseURL`, answered as `Response` (use `Data` where only the URL or the raw body
    /// matters).
    public init(baseURL: URL, _ route: Route) {
        self.baseURL = baseURL
        self.route = route
    }

    /// The route's path.
    public var path: String { route.path }
    /// The route's query items.
    public var queryItems: [URLQueryItem] { route.queryItems }
    /// The route's header fields.
    public var headers: [String: String] { route.headers }
}

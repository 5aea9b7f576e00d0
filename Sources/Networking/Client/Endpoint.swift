import Foundation

/// One request of a remote API, described as data and typed by the value its answer decodes to.
///
/// ``HTTPClient/send(_:headers:context:)`` returns an endpoint's ``Response`` directly, so a call site never names the
/// type it expects, and cannot expect the wrong one. Only ``baseURL`` and ``path`` are required; everything else
/// has a default (`GET`, no query, no extra headers, no body, ``DecodingStrategy/standard``).
///
/// The smallest endpoint fixes its response type with a `typealias`:
///
/// ```swift
/// struct UsersEndpoint: Endpoint {
///     typealias Response = [UserDTO]
///     var baseURL: URL
///     var path: String { "/users" }
/// }
/// let users = try await client.send(UsersEndpoint(baseURL: api))  // [UserDTO]
/// ```
///
/// An API with several requests is better described by a route enum, one endpoint struct generic over its
/// response, and a factory that pairs each route with its type, as the app's GitHub and JSONPlaceholder clients
/// do (the whole example, which runs as a test, is in <doc:DescribingAnAPIWithEndpoints>):
///
/// ```swift
/// struct BooksEndpoint<Response: Decodable & Sendable>: Endpoint {
///     let baseURL: URL
///     let route: BooksRoute
///     var path: String { … }
///     var queryItems: [URLQueryItem] { … }
///     var decoding: DecodingStrategy { .snakeCase }
/// }
/// struct BooksAPI {
///     func book(id: Int) -> BooksEndpoint<BookDTO> { … }
/// }
/// ```
///
/// For a request made once — the `next` link of a page, an image URL — use ``HTTPRequest``, the ready-made
/// conforming value. Two response types are not decoded as JSON: `Data` receives the body as it is, and
/// ``EmptyResponse`` accepts any body.
///
/// An endpoint is a value: the same endpoint always describes the same request, so it can serve as the key of a
/// stub in tests (``StubTransport/stub(_:_:)``) and of a cache entry.
public protocol Endpoint: Sendable {
    /// The value the response body decodes to: a `Decodable` DTO, `Data` (raw bytes) or ``EmptyResponse``.
    associatedtype Response: Decodable & Sendable

    /// The API's root, for example `https://api.github.com`; may itself carry a path or a query.
    var baseURL: URL { get }
    /// The resource path appended to ``baseURL``, for example `/users/octocat`; empty means ``baseURL`` itself.
    var path: String { get }
    /// The HTTP method; `GET` by default.
    var method: HTTPMethod { get }
    /// Query items appended to the URL, in order; none by default.
    var queryItems: [URLQueryItem] { get }
    /// Header fields this request always sends; none by default.
    var headers: [String: String] { get }
    /// The request body; ``HTTPBody/none`` by default.
    var body: HTTPBody { get }
    /// How the response body is decoded; ``DecodingStrategy/standard`` by default.
    var decoding: DecodingStrategy { get }
}

extension Endpoint {
    /// `GET`.
    public var method: HTTPMethod { .get }
    /// No query items.
    public var queryItems: [URLQueryItem] { [] }
    /// No header fields.
    public var headers: [String: String] { [:] }
    /// No body.
    public var body: HTTPBody { .none }
    /// ``DecodingStrategy/standard``.
    public var decoding: DecodingStrategy { .standard }

    /// The full URL: ``baseURL`` joined with ``path``, followed by ``queryItems``.
    ///
    /// - Throws: ``NetworkError/invalidRequest(_:)`` when the parts do not form an absolute HTTP(S) URL.
    public func makeURL() throws(NetworkError) -> URL {
        if path.isEmpty && queryItems.isEmpty {
            // The base URL is the whole URL (as in `HTTPRequest(url:)`): checked as it is, without taking it
            // apart into URLComponents and putting it back together, which costs more than the rest of a
            // request's preparation.
            let url = baseURL.absoluteURL
            guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
                url.host(percentEncoded: true)?.isEmpty == false
            else {
                throw .invalidRequest("The base URL \(baseURL.absoluteString) is not an absolute HTTP URL.")
            }
            return url
        }
        guard var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: true),
            let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
            // Only emptiness matters: `host` would also undo an IDNA encoding, through ICU, on every request.
            components.percentEncodedHost?.isEmpty == false
        else {
            throw .invalidRequest("The base URL \(baseURL.absoluteString) is not an absolute HTTP URL.")
        }
        if !path.isEmpty {
            var base = components.path
            while base.hasSuffix("/") { base.removeLast() }
            let suffix = path.hasPrefix("/") ? path : "/" + path
            components.path = base + suffix
        }
        if !queryItems.isEmpty {
            var items = components.queryItems ?? []
            items.append(contentsOf: queryItems)
            components.queryItems = items
            // `+` means a space to many servers; send a literal plus sign encoded.
            components.percentEncodedQuery = components.percentEncodedQuery?
                .replacingOccurrences(of: "+", with: "%2B")
        }
        guard let url = components.url else {
            throw .invalidRequest("The path \(path) does not form a valid URL.")
        }
        return url
    }

    /// The request this endpoint describes: URL, method, header fields and encoded body.
    ///
    /// A JSON body sets `Content-Type` unless ``headers`` already does.
    ///
    /// - Throws: ``NetworkError/invalidRequest(_:)`` when the URL or the body cannot be built.
    public func makeRequest() throws(NetworkError) -> TransportRequest {
        var request = TransportRequest(url: try makeURL())
        request.httpMethod = method.rawValue
        for (name, value) in headers {
            request.setValue(value, forHTTPHeaderField: name)
        }
        if let (data, contentType) = try body.encoded() {
            request.httpBody = data
            if request.value(forHTTPHeaderField: "Content-Type") == nil {
                request.setValue(contentType, forHTTPHeaderField: "Content-Type")
            }
        }
        return request
    }
}

import Foundation

/// A decoded answer together with its HTTP metadata: status, headers, validators, links and rate limit.
public struct HTTPResponse<Value> {
    /// The decoded body; `nil` exactly when ``isNotModified`` is true.
    public let value: Value?
    /// The HTTP status code: 2xx, or 304 for a conditional request whose cached copy is still valid.
    public let status: Int
    /// The response header fields, looked up in any letter case: `headers["etag"]` finds `ETag`.
    public let headers: HTTPHeaders
    /// The body that was decoded (after any ``ResponsePreprocessor``); empty for 304.
    public let body: Data
    /// The URL that answered: the last one of a redirect chain, so relative `Link` targets resolve against it.
    public let url: URL?

    /// Creates a response from its parts; ``HTTPClient`` makes them, tests may too.
    public init(value: Value?, status: Int, headers: HTTPHeaders, body: Data, url: URL?) {
        self.value = value
        self.status = status
        self.headers = headers
        self.body = body
        self.url = url
    }

    /// Whether the server answered `304 Not Modified` to a conditional request: the caller's copy is current.
    public var isNotModified: Bool { status == 304 }

    /// The `ETag` validator, to send back as `If-None-Match`.
    public var etag: String? { headers["ETag"] }

    /// The `Last-Modified` validator, to send back as `If-Modified-Since`.
    public var lastModified: String? { headers["Last-Modified"] }

    /// The parsed `Link` header (pagination: ``LinkHeader/next`` and friends).
    public var links: LinkHeader { LinkHeader(parsing: headers["Link"], relativeTo: url) }

    /// The rate-limit budget reported with this response, if any.
    public var rateLimit: RateLimit? { RateLimit(headers: headers) }
}

extension HTTPResponse: Sendable where Value: Sendable {}

extension HTTPResponse: Equatable where Value: Equatable {}

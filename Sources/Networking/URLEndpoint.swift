import Foundation

/// An endpoint for a complete URL, such as the `next` link of a paginated answer.
public struct URLEndpoint: Endpoint {
    /// The complete URL, query included.
    public var url: URL
    /// The HTTP method.
    public var method: HTTPMethod
    /// Header fields to send.
    public var headers: [String: String]
    /// How the response body is decoded.
    public var decoding: DecodingStrategy

    /// Creates an endpoint that requests `url` as it is.
    public init(
        url: URL,
        method: HTTPMethod = .get,
        headers: [String: String] = [:],
        decoding: DecodingStrategy = .standard
    ) {
        self.url = url
        self.method = method
        self.headers = headers
        self.decoding = decoding
    }

    /// The complete URL.
    public var baseURL: URL { url }
    /// Empty: the URL is used as it is.
    public var path: String { "" }
}

import Foundation

/// What a transport received for one request: status, headers and body, before any validation.
public struct TransportResponse: Sendable, Hashable {
    /// The HTTP status code, any value: judging it is the client's work, not the transport's.
    public var status: Int
    /// The response header fields, matched in any letter case.
    public var headers: HTTPHeaders
    /// The response body, exactly as received.
    public var body: Data
    /// The URL that answered (after redirects), when known.
    public var url: URL?

    /// Creates a transport response from what came over the wire (or from a ``StubResponse``).
    public init(status: Int, headers: HTTPHeaders = [:], body: Data = Data(), url: URL? = nil) {
        self.status = status
        self.headers = headers
        self.body = body
        self.url = url
    }
}

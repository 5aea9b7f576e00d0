import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A ``ResponsePreprocessor`` made from a closure.
public struct ResponseBodyRewriter: ResponsePreprocessor {
    private let rewrite: @Sendable (Data, TransportResponse, URLRequest) throws(NetworkError) -> Data

    /// Creates a preprocessor that returns `rewrite(body, response, request)`.
    public init(_ rewrite: @escaping @Sendable (Data, TransportResponse, URLRequest) throws(NetworkError) -> Data) {
        self.rewrite = rewrite
    }

    /// The rewritten body.
    public func preprocess(_ body: Data, response: TransportResponse, request: URLRequest) throws(NetworkError) -> Data
    {
        try rewrite(body, response, request)
    }
}

import Foundation

/// Rewrites a successful response's body before it is decoded, for example to unwrap an envelope
/// (`{"data": [...]}`) or to repair a known server quirk.
///
/// The default implementation returns the body unchanged.
public protocol ResponsePreprocessor: Sendable {
    /// The body to decode instead of `body`.
    ///
    /// - Throws: ``NetworkError`` to fail the call.
    func preprocess(_ body: Data, response: TransportResponse, request: TransportRequest) throws(NetworkError) -> Data
}

extension ResponsePreprocessor {
    /// Returns `body` unchanged.
    public func preprocess(_ body: Data, response: TransportResponse, request: TransportRequest) throws(NetworkError)
        -> Data
    {
        body
    }
}

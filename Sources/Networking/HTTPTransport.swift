import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Moves one request over the wire and returns whatever came back.
///
/// A transport never judges the status code; it fails only when no HTTP answer arrived,
/// and then always with a ``NetworkError``. Cancelling the calling task cancels the request
/// and the call fails with ``NetworkError/cancelled``.
public protocol HTTPTransport: Sendable {
    /// Sends `request` and returns the raw answer.
    ///
    /// - Throws: ``NetworkError`` when no HTTP answer arrived (no connection, time-out, cancellation…).
    func send(_ request: URLRequest) async throws(NetworkError) -> TransportResponse
}

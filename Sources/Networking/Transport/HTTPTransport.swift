import Foundation

/// Moves one request over the wire and returns whatever came back.
///
/// A transport never judges the status code; it fails only when no usable HTTP answer arrived,
/// and then always with a ``NetworkError``. It **never follows redirects**: a `3xx` answer is returned
/// as it is, `Location` included, and ``HTTPClient`` decides whether to follow it and which header
/// fields may go along. It enforces the ``TransportLimits`` it is given while the answer streams in.
/// Cancelling the calling task cancels the request and the call fails with ``NetworkError/cancelled``.
public protocol HTTPTransport: Sendable {
    /// Sends `request` and returns the raw answer.
    ///
    /// - Parameter limits: the time and body-size bounds of this exchange.
    /// - Throws: ``NetworkError`` when no usable HTTP answer arrived (no connection, time-out,
    ///   cancellation, a body over its limit…).
    func send(_ request: TransportRequest, limits: TransportLimits) async throws(NetworkError) -> TransportResponse
}

extension HTTPTransport {
    /// Sends `request` within ``TransportLimits/standard`` (30 s, 20 MiB, 1 MiB for error bodies).
    ///
    /// - Throws: ``NetworkError`` as ``send(_:limits:)`` does.
    public func send(_ request: TransportRequest) async throws(NetworkError) -> TransportResponse {
        try await send(request, limits: .standard)
    }
}

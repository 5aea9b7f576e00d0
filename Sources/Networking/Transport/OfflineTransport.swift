/// A transport that never touches the network: every request fails at once with ``NetworkError/noConnection``,
/// so a client over it answers only from its caches. `atomic --offline` gives it to the loads that have no cache
/// policy of their own (avatars).
public struct OfflineTransport: HTTPTransport {
    /// The transport that fails every request.
    public init() {}

    /// Fails with ``NetworkError/noConnection`` without touching the network.
    public func send(
        _ request: TransportRequest, limits: TransportLimits
    ) async throws(NetworkError) -> TransportResponse {
        throw .noConnection
    }
}

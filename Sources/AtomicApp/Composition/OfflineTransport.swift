import Foundation
import Networking

/// The transport of `--offline` for the loads that have no cache policy of their own (avatars): it sends
/// nothing and fails every request at once with ``NetworkError/noConnection``, so only what is cached is used.
struct OfflineTransport: HTTPTransport {
    /// Fails with ``NetworkError/noConnection`` without touching the network.
    func send(_ request: TransportRequest, limits: TransportLimits) async throws(NetworkError) -> TransportResponse {
        throw .noConnection
    }
}

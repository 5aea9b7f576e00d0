import Foundation
import Networking

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The transport of `--offline` for the loads that have no cache policy of their own (avatars): it sends
/// nothing and fails every request at once with ``NetworkError/noConnection``, so only what is cached is used.
struct OfflineTransport: HTTPTransport {
    /// Fails with ``NetworkError/noConnection`` without touching the network.
    func send(_ request: URLRequest, limits: TransportLimits) async throws(NetworkError) -> TransportResponse {
        throw .noConnection
    }
}

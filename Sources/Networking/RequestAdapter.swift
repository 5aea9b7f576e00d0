import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Changes every request before it is sent: adds a user agent, default headers, credentials….
///
/// Adapters run in order, once per call (not once per retry), after the endpoint's and the call's own
/// header fields are set; the built-in adapters never overwrite a field that is already set.
public protocol RequestAdapter: Sendable {
    /// Adjusts `request` in place.
    ///
    /// - Throws: ``NetworkError`` to stop the call before anything is sent.
    func adapt(_ request: inout URLRequest) async throws(NetworkError)
}

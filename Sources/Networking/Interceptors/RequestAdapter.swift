import Foundation

/// Changes every request before it is sent: adds a user agent, default headers, credentials….
///
/// Adapters run in order, once per call (not once per retry), after the endpoint's and the call's own
/// header fields are set; the built-in adapters never overwrite a field that is already set.
public protocol RequestAdapter: Sendable {
    /// Adjusts `request` in place.
    ///
    /// - Throws: ``NetworkError`` to stop the call before anything is sent.
    func adapt(_ request: inout TransportRequest) async throws(NetworkError)

    /// The names of the header fields this adapter adds whose values are credentials.
    ///
    /// ``HTTPClient`` removes them (like `Authorization`, `Proxy-Authorization` and `Cookie`) when a redirect
    /// leaves the origin of the first request, never sends them in clear text to a host other than a loopback
    /// address, and removes their values from error messages. Empty by default.
    var credentialHeaderFields: Set<String> { get }
}

extension RequestAdapter {
    /// No credential fields.
    public var credentialHeaderFields: Set<String> { [] }
}

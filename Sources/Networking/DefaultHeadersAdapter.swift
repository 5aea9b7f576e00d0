import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Adds header fields to every request, for example `Accept: application/vnd.github+json`,
/// without overwriting fields the request already has.
public struct DefaultHeadersAdapter: RequestAdapter {
    /// The fields added.
    public let headers: [String: String]

    /// Creates the adapter.
    public init(_ headers: [String: String]) {
        self.headers = headers
    }

    /// Adds each field that is missing from `request`.
    public func adapt(_ request: inout URLRequest) async throws(NetworkError) {
        for (name, value) in headers.sorted(by: { $0.key < $1.key })
        where request.value(forHTTPHeaderField: name) == nil {
            request.setValue(value, forHTTPHeaderField: name)
        }
    }
}

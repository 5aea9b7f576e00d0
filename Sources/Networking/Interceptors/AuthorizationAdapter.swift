import Foundation

/// Sends `Authorization: Bearer <token>` with the token of a ``TokenProvider``.
///
/// Nothing is added when the provider has no token or the request already carries `Authorization`.
/// The token is never logged; the client also removes it from any error message.
public struct AuthorizationAdapter: RequestAdapter {
    private let provider: any TokenProvider

    /// Creates the adapter.
    public init(tokenProvider: any TokenProvider) {
        provider = tokenProvider
    }

    /// `Authorization`, the field this adapter fills with the token.
    public var credentialHeaderFields: Set<String> { ["Authorization"] }

    /// Adds the `Authorization` field when a token is available.
    ///
    /// - Throws: ``NetworkError/invalidRequest(_:)`` when the token contains a line break or other control character.
    public func adapt(_ request: inout TransportRequest) async throws(NetworkError) {
        guard request.value(forHTTPHeaderField: "Authorization") == nil,
            let token = await provider.token(), !token.isEmpty
        else { return }
        guard !token.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw .invalidRequest("The access token contains control characters.")
        }
        request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
    }
}

import Networking
import Persistence

extension HTTPClient {
    /// ``HTTPClient/response(for:headers:as:)`` made conditional on `validators`, for a ``CachePolicy`` fetch.
    ///
    /// A cancelled call throws `CancellationError`, which the policy passes on instead of serving stale data;
    /// every other failure is the client's ``NetworkError``.
    func conditionalResponse<R: Decodable>(
        for endpoint: some Endpoint,
        validators: CacheValidators,
        as type: R.Type
    ) async throws -> HTTPResponse<R> {
        do {
            return try await response(for: endpoint, headers: validators.conditionalRequestHeaders, as: type)
        } catch NetworkError.cancelled {
            throw CancellationError()
        }
    }
}

import Domain
import Networking
import Persistence

extension HTTPClient {
    /// ``HTTPClient/response(for:headers:)`` made conditional on `validators`, for a ``CachePolicy`` fetch.
    ///
    /// Under ``Domain/LoadTrigger/retry`` the call skips the client's unreachable-host cool-down
    /// (``UnreachableHostCoolDown``): a person asking again after a failure really reaches the server. Inside a
    /// repository's answer the exchange is added to ``ExchangeLog/current``, for the answer's provenance.
    ///
    /// A cancelled call throws `CancellationError`, which the policy passes on instead of serving stale data;
    /// every other failure is the client's ``NetworkError``.
    func conditionalResponse<E: Endpoint>(
        for endpoint: E,
        validators: CacheValidators
    ) async throws -> HTTPResponse<E.Response> {
        let log = ExchangeLog.current
        let start = log?.clock.now
        do {
            let response = try await UnreachableHostCoolDown.$isBypassed.withValue(
                LoadTrigger.current.isExplicitRetry
            ) {
                try await self.response(for: endpoint, headers: validators.conditionalRequestHeaders)
            }
            // The endpoint's own URL is built only when the response does not carry the one it answered.
            if let log, let start, let answered = response.url ?? (try? endpoint.makeURL()) {
                log.record(
                    ExchangeLog.Exchange(
                        url: answered, status: response.status,
                        duration: .saturating(from: start, to: log.clock.now), rateLimit: response.rateLimit))
            }
            return response
        } catch NetworkError.cancelled {
            throw CancellationError()
        } catch {
            if let log, let start, let url = try? endpoint.makeURL() {
                log.record(
                    ExchangeLog.Exchange(
                        url: url, status: Self.status(of: error),
                        duration: .saturating(from: start, to: log.clock.now), rateLimit: nil))
            }
            throw error
        }
    }

    /// The HTTP status a failure came with, when the server answered at all.
    private static func status(of error: any Error) -> Int? {
        switch error {
        case NetworkError.http(let status, _), NetworkError.retryLater(let status, _, _): status
        case NetworkError.unauthorized: 401
        default: nil
        }
    }
}

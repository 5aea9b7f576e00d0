import Domain
import Foundation
import Networking
import Persistence

extension HTTPClient {
    /// ``HTTPClient/response(for:headers:context:)`` made conditional on `validators`, for a ``CachePolicy`` fetch
    /// of the answer `answer` belongs to.
    ///
    /// The call runs under the answer's ``AnswerContext/request`` (its deadline, and under
    /// ``Domain/LoadTrigger/retry`` no unreachable-host cool-down), and the exchange, with the rate-limit budget
    /// its response reported, is added to the answer's ``AnswerContext/log``, for the answer's provenance.
    ///
    /// A cancelled call throws `CancellationError`, which the policy passes on instead of serving stale data;
    /// every other failure is the client's ``NetworkError``.
    func conditionalResponse<E: Endpoint>(
        for endpoint: E,
        validators: CacheValidators,
        in answer: AnswerContext
    ) async throws -> HTTPResponse<E.Response> {
        let log = answer.log
        let start = log.clock.now
        do {
            let response = try await self.response(
                for: endpoint, headers: validators.conditionalRequestHeaders, context: answer.request)
            // The endpoint's own URL is built only when the response does not carry the one it answered.
            if let answered = response.url ?? (try? endpoint.makeURL()) {
                log.record(
                    ExchangeLog.Exchange(
                        url: answered, status: response.status, duration: .saturating(from: start, to: log.clock.now)),
                    rateLimit: response.rateLimit.map(RateLimitBudget.init(reported:)))
            }
            return response
        } catch NetworkError.cancelled {
            throw CancellationError()
        } catch {
            if let url = try? endpoint.makeURL() {
                // A failure the server answered reported a budget too: the answer's provenance tells the latest.
                log.record(
                    ExchangeLog.Exchange(
                        url: url, status: Self.status(of: error), duration: .saturating(from: start, to: log.clock.now)),
                    rateLimit: error.rateLimit.map(RateLimitBudget.init(reported:)))
            }
            throw error
        }
    }

    /// The HTTP status a failure came with, when the server answered at all.
    private static func status(of error: any Error) -> Int? {
        switch error {
        case NetworkError.http(let status, _, _), NetworkError.retryLater(let status, _, _, _): status
        case NetworkError.unauthorized: 401
        default: nil
        }
    }
}

extension RateLimitBudget {
    /// Domain's budget for the one a response reported, under its resource (`core` when the response named none).
    init(reported rateLimit: RateLimit) {
        self.init(
            remaining: rateLimit.remaining, limit: rateLimit.limit, resetAt: rateLimit.reset,
            resource: RateLimitBudget.Resource(header: rateLimit.resource))
    }
}

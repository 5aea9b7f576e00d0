import Foundation
import Testing

@testable import Networking

@Suite("Retry policy")
struct RetryPolicyTests {
    private let policy = RetryPolicy.standard

    @Test("the defaults match the documented numbers")
    func defaults() {
        #expect(policy.maxAttempts == 3)
        #expect(policy.baseDelay == .milliseconds(500))
        #expect(policy.multiplier == 2)
        #expect(policy.maxDelay == .seconds(30))
        #expect(policy.jitter == 0.2)
        #expect(policy.maxServerWait == .seconds(60))
    }

    @Test("back-off doubles from the base delay and stops at the cap (jitter centred)")
    func schedule() {
        let delays = (1...9).map { policy.backoff(beforeRetry: $0, unit: 0.5) }
        #expect(
            delays == [
                .milliseconds(500), .seconds(1), .seconds(2), .seconds(4), .seconds(8), .seconds(16), .seconds(30),
                .seconds(30), .seconds(30),
            ]
        )
    }

    @Test("fields set after creation are clamped when used: the wait is never negative")
    func fieldsChangedLaterAreClamped() {
        var policy = RetryPolicy()
        policy.jitter = 5
        policy.multiplier = 0.1
        policy.baseDelay = .seconds(-1)
        for unit in [0.0, 0.5, 0.99] {
            #expect(policy.backoff(beforeRetry: 3, unit: unit) >= .zero)
        }
        policy.baseDelay = .seconds(1)
        #expect(policy.backoff(beforeRetry: 1, unit: 0) == .zero)
        #expect(policy.backoff(beforeRetry: 1, unit: 0.99) == .milliseconds(1980))
        #expect(policy.backoff(beforeRetry: 3, unit: 0.5) == .seconds(1))
    }

    @Test("jitter moves the wait by at most the jitter fraction, never past the cap")
    func jitterBounds() {
        #expect(policy.backoff(beforeRetry: 2, unit: 0) == .milliseconds(800))
        #expect(policy.backoff(beforeRetry: 2, unit: 1) == .milliseconds(1200))
        #expect(policy.backoff(beforeRetry: 2, unit: 0.75) == .milliseconds(1100))
        #expect(policy.backoff(beforeRetry: 10, unit: 1) == .seconds(30))
        let noJitter = RetryPolicy(jitter: 0)
        #expect(noJitter.backoff(beforeRetry: 1, unit: 0) == .milliseconds(500))
    }

    @Test(
        "idempotent methods retry connectivity failures, 408, 429 and 5xx",
        arguments: [HTTPMethod.get, .head, .put, .delete, .options]
    )
    func retriesIdempotent(method: HTTPMethod) {
        let errors: [NetworkError] = [
            .noConnection, .timedOut, .http(status: 408, message: ""), .http(status: 429, message: ""),
            .http(status: 500, message: ""), .http(status: 503, message: ""),
            .rateLimited(resetAt: nil, rateLimit: nil),
        ]
        for error in errors {
            let decision = policy.decision(after: error, attempt: 1, method: method, serverWait: nil, unit: 0.5)
            #expect(decision == .retry(after: .milliseconds(500)), "\(error)")
        }
    }

    @Test("POST and PATCH are never retried")
    func nonIdempotent() {
        for method in [HTTPMethod.post, .patch] {
            let decision = policy.decision(after: .noConnection, attempt: 1, method: method, serverWait: nil, unit: 0)
            #expect(decision == .fail(.noConnection))
        }
    }

    @Test("other 4xx, decoding problems and cancellation are never retried")
    func nonRetryableErrors() {
        let errors: [NetworkError] = [
            .http(status: 400, message: ""), .http(status: 401, message: ""), .http(status: 403, message: ""),
            .http(status: 404, message: ""), .http(status: 422, message: ""), .http(status: 304, message: ""),
            .cancelled, .decoding(path: "id", description: "x"), .invalidResponse("x"), .invalidRequest("x"),
        ]
        for error in errors {
            #expect(policy.decision(after: error, attempt: 1, method: .get, serverWait: nil, unit: 0) == .fail(error))
        }
    }

    @Test("stops after the last attempt")
    func maxAttempts() {
        #expect(
            policy.decision(after: .timedOut, attempt: 2, method: .get, serverWait: nil, unit: 0.5) != .fail(.timedOut))
        #expect(
            policy.decision(after: .timedOut, attempt: 3, method: .get, serverWait: nil, unit: 0.5) == .fail(.timedOut))
        #expect(
            RetryPolicy.never.decision(after: .timedOut, attempt: 1, method: .get, serverWait: nil, unit: 0)
                == .fail(.timedOut))
    }

    @Test("a server-given wait replaces the back-off, and one beyond the cap fails at once")
    func serverWait() {
        let limited = NetworkError.rateLimited(resetAt: nil, rateLimit: RateLimit(limit: 60, remaining: 0))
        #expect(
            policy.decision(after: limited, attempt: 1, method: .get, serverWait: .seconds(7), unit: 0)
                == .retry(after: .seconds(7)))
        #expect(
            policy.decision(after: limited, attempt: 1, method: .get, serverWait: .seconds(60), unit: 0)
                == .retry(after: .seconds(60)))
        #expect(
            policy.decision(after: limited, attempt: 1, method: .get, serverWait: .seconds(61), unit: 0)
                == .fail(limited))
        #expect(
            policy.decision(after: limited, attempt: 3, method: .get, serverWait: .seconds(1), unit: 0)
                == .fail(limited))
    }

    @Test("out-of-range parameters are clamped")
    func clamping() {
        let odd = RetryPolicy(
            maxAttempts: 0, baseDelay: .seconds(-1), multiplier: 0.5, maxDelay: .seconds(-3), jitter: 4)
        #expect(odd.maxAttempts == 1)
        #expect(odd.baseDelay == .zero)
        #expect(odd.multiplier == 1)
        #expect(odd.maxDelay == .zero)
        #expect(odd.jitter == 1)
    }
}

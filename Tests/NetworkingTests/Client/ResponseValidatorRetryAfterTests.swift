import Foundation
import Testing

@testable import Networking

/// Every failing status that carries `Retry-After` keeps the time it names, whatever the status.
@Suite("Response validator: Retry-After on any status")
struct ResponseValidatorRetryAfterTests {
    private static let now = Date(timeIntervalSince1970: 1_767_225_600)

    @Test(
        "a failing status with Retry-After in seconds or as an HTTP date says when to come back",
        arguments: [500, 502, 503, 504, 413, 418], ["600", "Thu, 01 Jan 2026 00:10:00 GMT"])
    func retryAfterOnAnyStatus(status: Int, value: String) {
        let response = TransportResponse(status: status, headers: ["Retry-After": value])
        let error = ResponseValidator(isConditional: false).error(for: response, now: Self.now)
        #expect(
            error
                == .retryLater(
                    status: status, message: HTTPStatusText.reason(for: status),
                    retryAt: Self.now.addingTimeInterval(600)))
        #expect(error?.message.hasSuffix("try again after 2026-01-01T00:10:00Z.") == true)
    }

    @Test("without Retry-After, or with one that cannot be read, a 503 stays a plain HTTP error")
    func withoutRetryAfter() {
        let answers = [
            TransportResponse(status: 503), TransportResponse(status: 503, headers: ["Retry-After": "soon"]),
        ]
        for response in answers {
            #expect(
                ResponseValidator(isConditional: false).error(for: response, now: Self.now)
                    == .http(status: 503, message: HTTPStatusText.reason(for: 503)))
        }
    }

    @Test("a 429 with Retry-After is still a rate limit, and a 401 still asks for credentials")
    func rateLimitAndUnauthorizedKeepTheirCases() {
        let validator = ResponseValidator(isConditional: false)
        #expect(
            validator.error(for: TransportResponse(status: 429, headers: ["Retry-After": "600"]), now: Self.now)
                == .rateLimited(resetAt: Self.now.addingTimeInterval(600), rateLimit: nil))
        #expect(
            validator.error(for: TransportResponse(status: 401, headers: ["Retry-After": "600"]), now: Self.now)
                == .unauthorized(credentialSent: false, message: ""))
    }

    @Test("a 5xx with Retry-After is retried as a 5xx is")
    func retriedAsBefore() {
        let policy = RetryPolicy()
        #expect(policy.isRetryable(.retryLater(status: 503, message: "", retryAt: Self.now)))
        #expect(!policy.isRetryable(.retryLater(status: 413, message: "", retryAt: Self.now)))
    }
}

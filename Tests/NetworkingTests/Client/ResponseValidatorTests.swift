import Foundation
import Testing

@testable import Networking

/// How a refusal is read as a used-up budget when a server sends less than GitHub's full set of fields.
@Suite("Response validator: partial rate-limit answers")
struct ResponseValidatorTests {
    private static let now = Date(timeIntervalSince1970: 1_767_225_600)

    @Test("a 403 with x-ratelimit-remaining 0 and a reset but no limit waits until the reset")
    func remainingAndResetWithoutLimit() {
        let reset = Self.now.addingTimeInterval(600)
        let response = TransportResponse(
            status: 403,
            headers: ["x-ratelimit-remaining": "0", "x-ratelimit-reset": String(Int(reset.timeIntervalSince1970))])

        #expect(ResponseValidator.serverWait(for: response, now: Self.now) == .seconds(600))
        #expect(
            ResponseValidator(isConditional: false).error(for: response, now: Self.now)
                == .rateLimited(resetAt: reset, limit: nil))
    }

    @Test("a 403 whose message says the rate limit is exceeded is a rate limit, with no header at all")
    func messageAlone() {
        let response = TransportResponse(
            status: 403, body: Data(#"{"message":"API rate limit exceeded for 127.0.0.1."}"#.utf8))

        #expect(ResponseValidator.serverWait(for: response, now: Self.now) == nil)
        #expect(
            ResponseValidator(isConditional: false).error(for: response, now: Self.now)
                == .rateLimited(resetAt: nil, limit: nil))
    }

    @Test("a plain 403 stays a refusal")
    func plainRefusal() {
        let response = TransportResponse(status: 403, body: Data(#"{"message":"Resource not accessible"}"#.utf8))

        #expect(
            ResponseValidator(isConditional: false).error(for: response, now: Self.now)
                == .http(status: 403, message: "Resource not accessible"))
    }
}

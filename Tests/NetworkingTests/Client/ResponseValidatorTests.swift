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
                == .rateLimited(resetAt: reset, rateLimit: nil))
    }

    @Test("a 403 whose message says the rate limit is exceeded is a rate limit, with no header at all")
    func messageAlone() {
        let response = TransportResponse(
            status: 403, body: Data(#"{"message":"API rate limit exceeded for 127.0.0.1."}"#.utf8))

        #expect(ResponseValidator.serverWait(for: response, now: Self.now) == nil)
        #expect(
            ResponseValidator(isConditional: false).error(for: response, now: Self.now)
                == .rateLimited(resetAt: nil, rateLimit: nil))
    }

    @Test("a plain 403 stays a refusal")
    func plainRefusal() {
        let response = TransportResponse(status: 403, body: Data(#"{"message":"Resource not accessible"}"#.utf8))

        #expect(
            ResponseValidator(isConditional: false).error(for: response, now: Self.now)
                == .http(status: 403, message: "Resource not accessible"))
    }

    @Test(
        "credentials written in a server's message are removed, in any letter case",
        arguments: [
            "Authorization: Bearer abcdefSECRET123456", "api_key=S1SECRET", "Client_Secret=S3SECRET",
            "?ACCESS_TOKEN=S4SECRET", "&token=S5SECRET", "bearer S6SECRET", "API_KEY: S7SECRET",
        ])
    func credentialsInMessageAreRedacted(credential: String) throws {
        let body = try JSONSerialization.data(withJSONObject: ["message": "refused \(credential)"])
        let message = try #require(ResponseValidator.apiMessage(in: body))
        #expect(message.contains("[REDACTED]"), "\(message)")
        #expect(!message.contains("SECRET"), "\(message)")
    }

    @Test("a request's token echoed percent-encoded is removed from the server's message")
    func percentEncodedRequestSecretIsRedacted() throws {
        var request = TransportRequest(url: try #require(URL(string: "http://127.0.0.1:1/u")))
        request.setValue("Bearer zq9SECRETAAA\u{A0}BBBSECRETzq9", forHTTPHeaderField: "Authorization")
        let redactor = SecretRedactor(request: request)
        for echoed in ["zq9SECRETAAA%C2%A0BBBSECRETzq9", "zq9SECRETAAA%c2%a0BBBSECRETzq9"] {
            let body = try JSONSerialization.data(withJSONObject: ["message": "bad /x?t=\(echoed) z"])
            #expect(ResponseValidator.apiMessage(in: body, redactor: redactor) == "bad /x?t=[REDACTED] z")
        }
    }

    @Test("a validation failure's first error message follows the message, cleaned like it")
    func validationErrorsFollowTheMessage() throws {
        let body = Data(
            #"{"message":"Validation Failed","errors":[{"code":"invalid"},{"message":"bad\u001B[2J q"},{"message":"x"}]}"#
                .utf8)
        #expect(ResponseValidator.apiMessage(in: body) == "Validation Failed: bad q")
        let plain = Data(#"{"message":"Validation Failed","errors":["not an object"]}"#.utf8)
        #expect(ResponseValidator.apiMessage(in: plain) == "Validation Failed")
    }
}

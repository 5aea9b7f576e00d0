import AtomicTestSupport
import Foundation
import Testing

@testable import Networking

/// Every production transport hands a redirect back to its caller instead of following it.
@Suite("Transports return redirects unfollowed")
struct TransportRedirectTests {
    @Test(
        "a 30x comes back with its Location and the target sees no request",
        arguments: TransportKind.all, [301, 302, 303, 307, 308])
    func redirectIsReturned(transport: TransportKind, status: Int) async throws {
        let origin = try TestHTTPServer()
        let elsewhere = try TestHTTPServer()
        let target = elsewhere.baseURL.appendingPathComponent("users/x").absoluteString
        origin.route(
            "/users/old", TestResponse(status: status, headers: [("Location", target)], body: Data("moved".utf8)))
        elsewhere.route("/users/x", .json(#"{"id":1,"login":"x"}"#))

        var request = TransportRequest(url: origin.baseURL.appendingPathComponent("users/old"))
        request.setValue("Bearer secret", forHTTPHeaderField: "Authorization")
        let response = try await transport.make(timeout: .seconds(10)).send(request)

        #expect(response.status == status)
        #expect(response.headers["location"] == target)
        #expect(String(decoding: response.body, as: UTF8.self) == "moved")
        #expect(origin.requestCount(to: "/users/old") == 1)
        #expect(elsewhere.requestCount == 0)
    }
}

import AtomicCore
import AtomicTestSupport
import Foundation
import NetworkingURLSession
import Testing

@testable import Networking

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Redirects followed by the client over the real transport, between two loopback servers.
@Suite("HTTP client redirects over loopback")
struct HTTPClientRedirectTests {
    private let token = "ghp_RedirectSecret0123456789"
    private let origin: TestHTTPServer
    private let elsewhere: TestHTTPServer

    init() throws {
        origin = try TestHTTPServer()
        elsewhere = try TestHTTPServer()
    }

    private func client() -> HTTPClient {
        HTTPClient(
            transport: URLSessionTransport(timeout: .seconds(10)),
            configuration: HTTPClient.Configuration(
                adapters: [AuthorizationAdapter(tokenProvider: StaticTokenProvider(token))], retryPolicy: .never,
                clock: TestClock()))
    }

    private func endpoint<Response>(_ server: TestHTTPServer, _ path: String, _: Response.Type) -> HTTPRequest<Response>
    {
        HTTPRequest(url: server.baseURL.appendingPathComponent(path))
    }

    private static func redirect(_ status: Int, to location: String) -> TestResponse {
        TestResponse(status: status, headers: [("Location", location)], body: Data("moved".utf8))
    }

    @Test("a redirect to another port drops Authorization", arguments: [301, 302, 303, 307, 308])
    func crossOriginDropsAuthorization(status: Int) async throws {
        let target = elsewhere.baseURL.appendingPathComponent("users/x").absoluteString
        origin.route("/users/oldname", Self.redirect(status, to: target))
        elsewhere.route("/users/x", .json(#"{"id":1,"login":"x"}"#))

        let user = try await client().send(endpoint(origin, "users/oldname", TestUser.self))

        #expect(user == TestUser(id: 1, login: "x"))
        #expect(origin.requests(to: "/users/oldname").first?.header("Authorization") == "Bearer \(token)")
        let arrived = try #require(elsewhere.requests(to: "/users/x").first)
        #expect(arrived.header("Authorization") == nil)
        #expect(arrived.method == "GET")
    }

    @Test("a scheme-relative Location to another port is another origin")
    func schemeRelativeIsCrossOrigin() async throws {
        let target = "//127.0.0.1:\(elsewhere.port)/users/x"
        origin.route("/users/oldname", Self.redirect(302, to: target))
        elsewhere.route("/users/x", .json(#"{"id":1,"login":"x"}"#))

        _ = try await client().send(endpoint(origin, "users/oldname", TestUser.self))

        #expect(elsewhere.requests(to: "/users/x").first?.header("Authorization") == nil)
        #expect(elsewhere.requestCount == 1)
    }

    @Test("a renamed user's 301 to /user/7 on the same host keeps the token and works")
    func sameOriginKeepsAuthorization() async throws {
        origin.route("/users/oldname", Self.redirect(301, to: "/user/7"))
        origin.route("/user/7", .json(#"{"id":7,"login":"newname"}"#))

        let user = try await client().send(endpoint(origin, "users/oldname", TestUser.self))

        #expect(user == TestUser(id: 7, login: "newname"))
        #expect(origin.requests(to: "/user/7").first?.header("Authorization") == "Bearer \(token)")
    }

    @Test("a 303 arrives as a GET")
    func seeOtherArrivesAsGet() async throws {
        origin.route("/report", Self.redirect(303, to: "/report/1"))
        origin.route("/report/1", .json(#"{"id":1,"login":"r"}"#))

        _ = try await client().send(endpoint(origin, "report", TestUser.self))

        #expect(origin.requests(to: "/report/1").map(\.method) == ["GET"])
    }

    @Test("a redirect loop stops with a clear error")
    func loopStops() async throws {
        origin.route("/a", Self.redirect(302, to: "/b"))
        origin.route("/b", Self.redirect(302, to: "/a"))

        let error = await networkError { try await client().send(endpoint(origin, "a", TestUser.self)) }

        #expect(error == .tooManyRedirects(limit: 10))
        #expect(error?.message == "The server redirected more than 10 times.")
        #expect(origin.requestCount == 2)
    }

    @Test("ten hops are followed; the eleventh is refused")
    func hopLimit() async throws {
        for hop in 0..<11 {
            origin.route("/hop/\(hop)", Self.redirect(307, to: "/hop/\(hop + 1)"))
        }
        origin.route("/hop/11", .json(#"{"id":11,"login":"end"}"#))
        origin.route("/short/0", Self.redirect(307, to: "/hop/2"))

        let tooLong = await networkError { try await client().send(endpoint(origin, "hop/0", TestUser.self)) }
        let justRight = try await client().send(endpoint(origin, "short/0", TestUser.self))

        #expect(tooLong == .tooManyRedirects(limit: 10))
        #expect(justRight == TestUser(id: 11, login: "end"))
    }

    @Test("a redirect to ftp: or file: is refused with a message that says so", arguments: ["ftp", "file"])
    func otherSchemesRefused(scheme: String) async throws {
        let location = "\(scheme)://127.0.0.1/etc/passwd"
        origin.route("/users/oldname", Self.redirect(302, to: location))

        let error = await networkError {
            try await client().send(endpoint(origin, "users/oldname", TestUser.self))
        }

        #expect(error == .unsupportedRedirect(location: location))
        #expect(error?.message.contains("redirected to an unsupported address") == true)
    }

    @Test(
        "a redirect whose address has a user:password part is refused, and nothing is sent there",
        arguments: ["alice:s3cret@127.0.0.1", "127.0.0.1:1@127.0.0.1", "alice@127.0.0.1"])
    func userInformationRefused(authority: String) async throws {
        let location = "http://\(authority):\(origin.port)/users/newname"
        origin.route("/users/oldname", Self.redirect(302, to: location))
        origin.route("/users/newname", .json(#"{"id":1,"login":"newname"}"#))

        let error = await networkError {
            try await client().send(endpoint(origin, "users/oldname", TestUser.self))
        }

        #expect(error == .unsupportedRedirect(location: location))
        #expect(origin.requestCount(to: "/users/newname") == 0)
    }
}

import AtomicCore
import AtomicLogger
import AtomicTestSupport
import Dispatch
import Foundation
import NetworkingURLSession
import Testing

@testable import Networking

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The client over each real transport (URLSession; libcurl on Linux), against a loopback HTTP server.
@Suite("HTTP client over each transport against a loopback server")
struct HTTPClientIntegrationTests {
    private let server: TestHTTPServer
    private let clock = TestClock()

    init() throws {
        server = try TestHTTPServer()
    }

    private func client(
        _ transport: TransportKind,
        timeout: Duration = .seconds(10),
        deadline: Duration = .seconds(30),
        adapters: [any RequestAdapter] = [],
        observers: [any ResponseObserver] = [],
        retryPolicy: RetryPolicy = .standard
    ) -> HTTPClient {
        HTTPClient(
            transport: transport.make(timeout: timeout),
            configuration: HTTPClient.Configuration(
                adapters: adapters, observers: observers, retryPolicy: retryPolicy,
                limits: TransportLimits(timeout: timeout), deadline: deadline, clock: clock,
                random: FixedRandomSource(value: 0.5)))
    }

    private func endpoint<Response>(_ path: String, _: Response.Type) -> HTTPRequest<Response> {
        HTTPRequest(url: server.baseURL.appendingPathComponent(path))
    }

    @Test("decodes a JSON answer and reads its metadata", arguments: TransportKind.all)
    func decodeSuccess(transport: TransportKind) async throws {
        server.route(
            "/users",
            .json(
                #"[{"id":1,"login":"mojombo"},{"id":2,"login":"defunkt"}]"#,
                headers: [
                    ("ETag", #"W/"0123""#),
                    ("Link", "<\(server.baseURL.absoluteString)/users?since=2>; rel=\"next\""),
                    ("X-RateLimit-Limit", "60"),
                    ("X-RateLimit-Remaining", "57"),
                ]
            )
        )
        let response = try await client(transport).response(
            for: TestAPI.users(base: server.baseURL, since: 0))
        #expect(response.value?.map(\.login) == ["mojombo", "defunkt"])
        #expect(response.etag == #"W/"0123""#)
        #expect(response.links.next?.absoluteString == "\(server.baseURL.absoluteString)/users?since=2")
        #expect(response.rateLimit?.remaining == 57)
        #expect(server.requests.first?.target == "/users?since=0")
    }

    @Test("a 404 with a GitHub error body surfaces the message", arguments: TransportKind.all)
    func notFound(transport: TransportKind) async {
        server.route(
            "/users/ghost",
            .json(#"{"message":"Not Found","documentation_url":"https://docs.github.com/rest"}"#, status: 404))
        let error = await networkError { try await client(transport).send(endpoint("/users/ghost", TestUser.self)) }
        #expect(error == .http(status: 404, message: "Not Found"))
        #expect(server.requestCount == 1)
    }

    @Test("a 500 then a 200 succeeds after one back-off", arguments: TransportKind.all)
    func retrySucceeds(transport: TransportKind) async throws {
        server.route("/users/ann", .json(#"{"message":"oops"}"#, status: 500), .json(#"{"id":1,"login":"ann"}"#))
        let user = try await client(transport).send(endpoint("/users/ann", TestUser.self))
        #expect(user == TestUser(id: 1, login: "ann"))
        #expect(server.requestCount(to: "/users/ann") == 2)
        #expect(clock.sleeps == [.milliseconds(500)])
    }

    @Test("a 503 that persists fails after the last attempt", arguments: TransportKind.all)
    func retryExhausted(transport: TransportKind) async {
        server.route("/users", .json(#"{"message":"Service Unavailable"}"#, status: 503))
        let error = await networkError { try await client(transport).send(endpoint("/users", [TestUser].self)) }
        #expect(error == .http(status: 503, message: "Service Unavailable"))
        #expect(server.requestCount == 3)
        #expect(clock.sleeps == [.milliseconds(500), .seconds(1)])
    }

    @Test("a 403 with no budget left is rate limited until the reset", arguments: TransportKind.all)
    func rateLimited(transport: TransportKind) async {
        let reset = Date(timeIntervalSince1970: (clock.now.timeIntervalSince1970 + 1800).rounded(.down))
        server.route(
            "/users",
            .json(
                #"{"message":"API rate limit exceeded for 127.0.0.1."}"#,
                status: 403,
                headers: [
                    ("X-RateLimit-Limit", "60"), ("X-RateLimit-Remaining", "0"), ("X-RateLimit-Used", "60"),
                    ("X-RateLimit-Reset", String(Int(reset.timeIntervalSince1970))), ("X-RateLimit-Resource", "core"),
                ]
            )
        )
        let tracker = RateLimitTracker()
        let error = await networkError {
            try await client(transport, observers: [tracker]).send(endpoint("/users", [TestUser].self))
        }
        let reported = RateLimit(limit: 60, remaining: 0, reset: reset, used: 60, resource: "core")
        #expect(error == .rateLimited(resetAt: reset, rateLimit: reported))
        #expect(tracker.latest == reported)
        #expect(server.requestCount == 1)
        #expect(clock.sleeps.isEmpty)
    }

    @Test("a 429 with Retry-After waits that long on the clock, then succeeds", arguments: TransportKind.all)
    func tooManyRequests(transport: TransportKind) async throws {
        server.route("/users", TestResponse(status: 429, headers: [("Retry-After", "3")]), .json("[]"))
        let users = try await client(transport).send(endpoint("/users", [TestUser].self))
        #expect(users.isEmpty)
        #expect(clock.sleeps == [.seconds(3)])
        #expect(server.requestCount == 2)
    }

    @Test("a conditional request answered 304 is reported as not modified", arguments: TransportKind.all)
    func notModified(transport: TransportKind) async throws {
        let etag = #""v1-abc""#
        server.route("/posts") { request in
            request.header("If-None-Match") == etag
                ? TestResponse(status: 304, headers: [("ETag", etag)])
                : .json("[]", headers: [("ETag", etag)])
        }
        let http = client(transport)
        let first = try await http.response(for: endpoint("/posts", [TestUser].self))
        #expect(first.status == 200)
        let cached = try #require(first.etag)
        let second = try await http.response(
            for: endpoint("/posts", [TestUser].self), headers: ["If-None-Match": cached])
        #expect(second.isNotModified)
        #expect(second.value == nil)
        #expect(second.etag == etag)
        #expect(server.requests.last?.header("if-none-match") == etag)
    }

    @Test("a server slower than the transport timeout gives timedOut", arguments: TransportKind.all)
    func timeout(transport: TransportKind) async {
        // The server's delay only has to outlast the client's timeout on a loaded machine; the server's
        // deinit ends it as soon as the test is over.
        server.route("/slow", TestResponse(status: 200, body: Data("[]".utf8), delay: .seconds(30)))
        let http = client(transport, timeout: .seconds(1), retryPolicy: .never)
        let error = await networkError { try await http.send(endpoint("/slow", [TestUser].self)) }
        #expect(error == .timedOut)
        if transport.closesConnectionAtOnce {
            #expect(await server.waitUntil(timeout: loopbackPatience) { $0.clientDisconnectsBeforeResponse == 1 })
        }
    }

    @Test("the transport times out after 30 s unless told otherwise")
    func defaultTimeout() {
        #expect(URLSessionTransport().timeout == .seconds(30))
        #expect(URLSessionTransport(timeout: .zero).timeout == .seconds(30))
        #expect(URLSessionTransport(timeout: .milliseconds(250)).timeout == .milliseconds(250))
        #if os(Linux)
            #expect(CurlTransport().timeout == .seconds(30))
            #expect(CurlTransport(timeout: .zero).timeout == .seconds(30))
            #expect(CurlTransport(timeout: .milliseconds(250)).timeout == .milliseconds(250))
        #endif
    }

    @Test("cancelling the caller closes the connection and returns cancelled", arguments: TransportKind.all)
    func cancellation(transport: TransportKind) async {
        server.route("/slow", TestResponse(status: 200, body: Data("[]".utf8), delay: answerAfterEveryWait))
        // No time-out or deadline may end the request before the test cancels it, however loaded the machine.
        let http = client(transport, timeout: answerAfterEveryWait, deadline: answerAfterEveryWait)
        let path = endpoint("/slow", [TestUser].self)
        let task = Task { await networkError { try await http.send(path) } }
        #expect(await server.waitUntil(timeout: loopbackPatience) { $0.requestCount(to: "/slow") == 1 })
        task.cancel()
        #expect(await task.value == .cancelled)
        if transport.closesConnectionAtOnce {
            #expect(await server.waitUntil(timeout: loopbackPatience) { $0.clientDisconnectsBeforeResponse == 1 })
        }
        #expect(server.requestCount == 1)
    }

    @Test("a refused connection names host and port, retried with back-off", arguments: TransportKind.all)
    func refused(transport: TransportKind) async throws {
        let closed = try TestHTTPServer()
        let url = closed.baseURL.appendingPathComponent("users")
        closed.stop()
        let error = await networkError { try await client(transport).send(HTTPRequest<[TestUser]>(url: url)) }
        #expect(error == .connectionRefused(host: "127.0.0.1:\(closed.port)"))
        #expect(clock.sleeps == [.milliseconds(500), .seconds(1)])
    }

    @Test("JSON of the wrong shape is a decoding error with a coding path", arguments: TransportKind.all)
    func malformedJSON(transport: TransportKind) async {
        server.route("/users", .json(#"[{"id":1,"login":"a"},{"id":2,"login":null}]"#))
        let error = await networkError { try await client(transport).send(endpoint("/users", [TestUser].self)) }
        #expect(error == .decoding(path: "[1].login", description: "expected a value of type String, found null."))
    }

    @Test("HTML where JSON is expected is an invalid response", arguments: TransportKind.all)
    func htmlBody(transport: TransportKind) async {
        server.route("/users", .text("<html><body>Proxy error</body></html>", contentType: "text/html; charset=utf-8"))
        let error = await networkError { try await client(transport).send(endpoint("/users", [TestUser].self)) }
        #expect(error == .invalidResponse("JSON was expected but the server sent “text/html; charset=utf-8”."))
    }

    @Test(
        "a body cut short by the server gives a typed error, not a crash or a partial value",
        arguments: TransportKind.all)
    func truncatedBody(transport: TransportKind) async {
        let body = #"[{"id":1,"login":"mojombo"},{"id":2,"login":"defunkt"}]"#
        server.route(
            "/users",
            TestResponse(
                status: 200,
                headers: [("Content-Type", "application/json")],
                body: Data(body.utf8),
                behavior: .truncateBody(sendBytes: 20)
            )
        )
        let error = await networkError {
            try await client(transport, retryPolicy: .never).send(endpoint("/users", [TestUser].self))
        }
        // FoundationNetworking reports it as an unknown error; the transport sees the body fall short of
        // its Content-Length.
        #expect(error == .connectionLost)
    }

    @Test("ten identical concurrent requests reach the server once", arguments: TransportKind.all)
    func coalescing(transport: TransportKind) async throws {
        let release = DispatchSemaphore(value: 0)
        server.route("/users") { _ in
            _ = release.wait(timeout: .now() + .seconds(60))
            return .json(#"[{"id":1,"login":"ann"}]"#)
        }
        // The server holds the answer until all ten callers share the request: however long a loaded machine takes
        // to start them, no time-out may end it first.
        let http = client(transport, timeout: .seconds(600), deadline: .seconds(600))
        let path = endpoint("/users", [TestUser].self)
        let results = try await withThrowingTaskGroup(of: [TestUser].self) { group in
            for _ in 0..<10 {
                group.addTask { try await http.send(path) }
            }
            #expect(
                await server.waitUntil(timeout: loopbackPatience) { server in
                    http.coalescedCallerCount == 10 && server.requestCount == 1
                })
            release.signal()
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results == Array(repeating: [TestUser(id: 1, login: "ann")], count: 10))
        #expect(server.requestCount == 1)
    }

    @Test(
        "the user agent and bearer token are sent; the token reaches neither logs nor errors",
        arguments: TransportKind.all)
    func credentials(transport: TransportKind) async throws {
        let token = "ghp_IntegrationSecret987654321"
        server.route("/user", .json(#"{"message":"Bad credentials for \#(token)"}"#, status: 401))
        server.route("/users", .json("[]"))
        let sink = MemoryLogSink()
        let logger = Logger(label: "net", level: .trace, sinks: [sink], clock: clock)
        let http = client(
            transport,
            adapters: [UserAgentAdapter(), AuthorizationAdapter(tokenProvider: StaticTokenProvider(token))],
            observers: [RequestLogObserver(logger: logger)]
        )
        _ = try await http.send(endpoint("/users", [TestUser].self))
        let error = await networkError { try await http.send(endpoint("/user", TestUser.self)) }

        let sent = try #require(server.requests(to: "/users").first)
        #expect(sent.header("User-Agent") == "AtomicArch/\(AtomicArchVersion.current)")
        #expect(sent.header("Authorization") == "Bearer \(token)")
        #expect(error == .unauthorized(credentialSent: true, message: "Bad credentials for [REDACTED]"))
        #expect(sink.records.count == 2)
        for record in sink.records {
            #expect(!record.message.contains(token))
            #expect(!record.metadata.values.contains { $0.contains(token) })
        }
        #expect(error.map { !$0.message.contains(token) && !String(describing: $0).contains(token) } == true)
    }

    @Test(
        "a token holding a character the cleaning rewrites, echoed in a 422 message, is removed whole",
        arguments: TransportKind.all, ["\u{A0}", "\u{202E}", "\u{2028}", "\u{AD}"])
    func echoedTokenWithRewrittenCharacter(transport: TransportKind, character: String) async throws {
        let token = "ghp_Echo\(character)Secret987654321"
        let body = try JSONSerialization.data(withJSONObject: ["message": "Validation failed: \(token) is not valid"])
        server.route("/user", TestResponse(status: 422, headers: [("Content-Type", "application/json")], body: body))
        let http = client(
            transport, adapters: [AuthorizationAdapter(tokenProvider: StaticTokenProvider(token))], retryPolicy: .never)

        let error = await networkError { try await http.send(endpoint("/user", TestUser.self)) }

        #expect(server.requests(to: "/user").first?.header("Authorization") == "Bearer \(token)")
        #expect(error == .http(status: 422, message: "Validation failed: [REDACTED] is not valid"))
    }

    @Test("secret query parameters are redacted in the request log in any letter case", arguments: TransportKind.all)
    func secretQueryNamesInAnyCaseAreRedactedInTheLog(transport: TransportKind) async throws {
        server.route("/users", .json("[]"))
        let sink = MemoryLogSink()
        let logger = Logger(label: "net", level: .trace, sinks: [sink], clock: clock)
        let http = client(transport, observers: [RequestLogObserver(logger: logger)])
        let query = "Access_Token=v1a&API_KEY=v2b&Client_Secret=v3c&Sig=v4d&PASSWORD=v5e&X-Amz-Signature=v6f&page=2"
        let url = try #require(URL(string: server.baseURL.absoluteString + "/users?" + query))

        _ = try await http.send(HTTPRequest<[TestUser]>(url: url))

        #expect(server.requests(to: "/users").first?.queryValue("API_KEY") == "v2b")
        let line = try #require(sink.records.first?.message)
        #expect(
            line.hasSuffix(
                "/users?Access_Token=[REDACTED]&API_KEY=[REDACTED]&Client_Secret=[REDACTED]&Sig=[REDACTED]"
                    + "&PASSWORD=[REDACTED]&X-Amz-Signature=[REDACTED]&page=2 → 200 in 0 ms"), "\(line)")
        for value in ["v1a", "v2b", "v3c", "v4d", "v5e", "v6f"] {
            #expect(!line.contains(value), "\(line)")
        }
    }

    @Test(
        "a refused connection on 127.0.0.1 at one port does not cool down another port of the same address",
        arguments: TransportKind.all)
    func coolDownIsPerPort(transport: TransportKind) async throws {
        let closed = try TestHTTPServer()
        let refused = closed.baseURL.appendingPathComponent("users")
        closed.stop()
        server.route("/users", .json(#"[{"id":1,"login":"ann"}]"#))
        let http = HTTPClient(
            transport: transport.make(timeout: .seconds(10)),
            configuration: HTTPClient.Configuration(
                retryPolicy: .never, unreachableHostCoolDown: .seconds(30), clock: clock,
                random: FixedRandomSource(value: 0.5)))

        let error = await networkError { try await http.send(HTTPRequest<[TestUser]>(url: refused)) }
        #expect(error == .connectionRefused(host: "127.0.0.1:\(closed.port)"))
        // The refused port is in its cool-down: the next request to it fails without being sent.
        let again = await networkError { try await http.send(HTTPRequest<[TestUser]>(url: refused)) }
        #expect(again == error)

        let users = try await http.send(endpoint("/users", [TestUser].self))
        #expect(users == [TestUser(id: 1, login: "ann")])
        #expect(server.requestCount(to: "/users") == 1)
    }

    @Test("a JSON body is sent with its content type and a POST is not retried", arguments: TransportKind.all)
    func postBody(transport: TransportKind) async {
        server.route("POST", "/users", .json(#"{"message":"Server Error"}"#, status: 500))
        let error = await networkError {
            try await client(transport).send(
                TestAPI.create(base: server.baseURL, user: TestUser(id: 9, login: "zed")))
        }
        #expect(error == .http(status: 500, message: "Server Error"))
        #expect(server.requestCount == 1)
        let received = server.requests.first
        #expect(received?.method == "POST")
        #expect(received?.header("Content-Type") == "application/json")
        #expect(received.map { String(decoding: $0.body, as: UTF8.self) } == #"{"id":9,"login":"zed"}"#)
    }

    @Test("a connection closed without an answer is a typed, retried failure", arguments: TransportKind.all)
    func closedWithoutResponse(transport: TransportKind) async {
        server.route("/users", TestResponse(behavior: .closeWithoutResponse), .json("[]"))
        let error = await networkError { try await client(transport).send(endpoint("/users", [TestUser].self)) }
        #if canImport(FoundationNetworking)
            if transport == .urlSession {
                // FoundationNetworking reports an empty reply as a bad server response, not worth retrying.
                #expect(error == .invalidResponse("The transfer failed (bad server response)."))
                #expect(server.requestCount == 1)
                return
            }
        #endif
        // libcurl and Apple platforms report a lost connection, which is retried.
        #expect(error == nil)
        #expect(server.requestCount == 2)
    }
}

import AtomicCore
import Foundation
import Testing

@testable import Networking

/// An adapter that adds an API key and declares it a credential.
private struct APIKeyAdapter: RequestAdapter {
    var credentialHeaderFields: Set<String> { ["X-Service-Key"] }

    func adapt(_ request: inout TransportRequest) async throws(NetworkError) {
        request.setValue("key-123456", forHTTPHeaderField: "X-Service-Key")
    }
}

/// An adapter that gives every request a JSON body, as a search `GET` with a body might have.
private struct BodyAdapter: RequestAdapter {
    func adapt(_ request: inout TransportRequest) async throws(NetworkError) {
        request.httpBody = Data(#"{"q":"x"}"#.utf8)
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    }
}

/// The redirect and credential rule over the stub transport, which never follows redirects either.
@Suite("HTTP client redirect and credential rule")
struct HTTPClientCredentialRuleTests {
    private let clock = TestClock()
    private let token = "ghp_RuleSecret0123456789"

    private func client(
        _ transport: StubTransport,
        adapters: [any RequestAdapter]? = nil,
        warnings: Locked<[String]>? = nil
    ) -> HTTPClient {
        var configuration = HTTPClient.Configuration(
            adapters: adapters ?? [AuthorizationAdapter(tokenProvider: StaticTokenProvider(token))],
            retryPolicy: .never, clock: clock)
        if let warnings {
            configuration.warningHandler = { line in warnings.withLock { $0.append(line) } }
        }
        return HTTPClient(transport: transport, configuration: configuration)
    }

    private static func redirect(_ status: Int, to location: String) -> StubResponse {
        StubResponse(status: status, headers: ["Location": location])
    }

    @Test("https to http is never followed")
    func noDowngrade() async throws {
        let transport = StubTransport(clock: clock)
        let start = try #require(URL(string: "https://api.example.test/users/old"))
        transport.stub(url: start, Self.redirect(301, to: "http://api.example.test/users/new"))

        let error = await networkError { try await client(transport).send(HTTPRequest<TestUser>(url: start)) }

        #expect(error == .unsupportedRedirect(location: "http://api.example.test/users/new"))
        #expect(transport.requestCount == 1)
    }

    @Test("a malformed Location is refused as an unsupported address", arguments: ["", "http://", "ht tp://x/"])
    func malformedLocation(location: String) async throws {
        let transport = StubTransport(clock: clock)
        let start = try #require(URL(string: "https://api.example.test/a"))
        transport.stub(url: start, Self.redirect(302, to: location))

        let error = await networkError { try await client(transport).send(HTTPRequest<TestUser>(url: start)) }

        #expect(error == .unsupportedRedirect(location: location))
        #expect(transport.requestCount == 1)
    }

    @Test("a change of scheme alone drops the credentials; an adapter's own credential field goes too")
    func schemeChangeDropsAdapterCredentials() async throws {
        let transport = StubTransport(clock: clock)
        let start = try #require(URL(string: "http://127.0.0.1:8080/a"))
        let upgraded = try #require(URL(string: "https://127.0.0.1:8080/a"))
        transport.stub(url: start, Self.redirect(308, to: upgraded.absoluteString))
        transport.stub(url: upgraded, .json(#"{"id":1,"login":"a"}"#))
        let http = client(
            transport, adapters: [AuthorizationAdapter(tokenProvider: StaticTokenProvider(token)), APIKeyAdapter()])

        _ = try await http.send(HTTPRequest<TestUser>(url: start), headers: ["Cookie": "session=1"])

        let requests = transport.requests
        #expect(requests.count == 2)
        #expect(requests[0].value(forHTTPHeaderField: "X-Service-Key") == "key-123456")
        #expect(requests[0].value(forHTTPHeaderField: "Authorization") == "Bearer \(token)")
        for name in ["Authorization", "X-Service-Key", "Cookie"] {
            #expect(requests[1].value(forHTTPHeaderField: name) == nil, "\(name)")
        }
    }

    @Test("the default port of a scheme is the same origin")
    func defaultPortIsSameOrigin() async throws {
        let transport = StubTransport(clock: clock)
        let start = try #require(URL(string: "https://api.example.test/a"))
        let target = try #require(URL(string: "https://API.example.test:443/b"))
        transport.stub(url: start, Self.redirect(302, to: target.absoluteString))
        transport.stub(url: target, .json(#"{"id":2,"login":"b"}"#))

        _ = try await client(transport).send(HTTPRequest<TestUser>(url: start))

        #expect(transport.requests.last?.value(forHTTPHeaderField: "Authorization") == "Bearer \(token)")
    }

    @Test("a 303 after a GET with a body becomes a GET without body")
    func seeOtherDropsTheBody() async throws {
        let transport = StubTransport(clock: clock)
        let start = try #require(URL(string: "https://api.example.test/search"))
        let target = try #require(URL(string: "https://api.example.test/results"))
        transport.stub(url: start, Self.redirect(303, to: "/results"))
        transport.stub(url: target, .json(#"{"id":3,"login":"c"}"#))
        _ = try await client(transport, adapters: [BodyAdapter()]).send(HTTPRequest<TestUser>(url: start))

        #expect(transport.requests.first?.httpBody != nil)
        let second = try #require(transport.requests.last)
        #expect(second.httpMethod == "GET")
        #expect(second.httpBody == nil)
        #expect(second.value(forHTTPHeaderField: "Content-Type") == nil)
    }

    @Test("other methods do not follow: the 3xx is an HTTP error")
    func postDoesNotFollow() async throws {
        let transport = StubTransport(clock: clock)
        let start = try #require(URL(string: "https://api.example.test/users"))
        transport.stub(url: start, method: .post, Self.redirect(302, to: "/elsewhere"))

        let error = await networkError {
            try await client(transport).send(HTTPRequest<TestUser>(url: start, method: .post))
        }

        #expect(error == .http(status: 302, message: "Redirection"))
        #expect(transport.requestCount == 1)
    }

    @Test("observers see every hop")
    func observersSeeEachHop() async throws {
        let transport = StubTransport(clock: clock)
        let start = try #require(URL(string: "https://api.example.test/a"))
        transport.stub(url: start, Self.redirect(301, to: "/b"))
        transport.stub(url: try #require(URL(string: "https://api.example.test/b")), Self.redirect(307, to: "/c"))
        transport.stub(url: try #require(URL(string: "https://api.example.test/c")), .json(#"{"id":1,"login":"c"}"#))
        let observer = RecordingObserver()
        let http = HTTPClient(
            transport: transport, configuration: HTTPClient.Configuration(observers: [observer], clock: clock))

        _ = try await http.send(HTTPRequest<TestUser>(url: start))

        #expect(
            observer.events == [
                .received(status: 301, attempt: 1), .received(status: 307, attempt: 1),
                .received(status: 200, attempt: 1),
            ])
    }

    @Test("identical concurrent calls share one exchange, keyed on the first URL, redirects included")
    func coalescingKeysOnTheOriginalRequest() async throws {
        let gate = Gate()
        let transport = StubTransport(clock: clock) { request in
            guard request.url?.path == "/new" else { return Self.redirect(301, to: "/new") }
            await gate.wait()
            return .json(#"{"id":1,"login":"new"}"#)
        }
        let http = HTTPClient(transport: transport, configuration: HTTPClient.Configuration(clock: clock))
        let start = try #require(URL(string: "https://api.example.test/old"))
        let results = try await withThrowingTaskGroup(of: TestUser.self) { group in
            for _ in 0..<5 {
                group.addTask { try await http.send(HTTPRequest<TestUser>(url: start)) }
            }
            #expect(await yieldUntil { http.coalescedCallerCount == 5 && transport.requestCount == 2 })
            gate.open()
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results == Array(repeating: TestUser(id: 1, login: "new"), count: 5))
        #expect(transport.requests.map { $0.url?.path } == ["/old", "/new"])
    }

    @Test("a credential is not sent in clear text to a host that is not loopback; one warning per host says why")
    func noCredentialInClearText() async throws {
        let transport = StubTransport(clock: clock)
        let plain = try #require(URL(string: "http://api.example.test/users"))
        let secure = try #require(URL(string: "https://api.example.test/users"))
        transport.stub(url: plain, .json("[]"))
        transport.stub(url: secure, .json("[]"))
        let warnings = Locked<[String]>([])
        let http = client(transport, warnings: warnings)

        _ = try await http.send(HTTPRequest<[TestUser]>(url: plain))
        _ = try await http.send(HTTPRequest<[TestUser]>(url: plain))
        _ = try await http.send(HTTPRequest<[TestUser]>(url: secure))

        let sent = transport.requests.map { $0.value(forHTTPHeaderField: "Authorization") }
        #expect(sent == [nil, nil, "Bearer \(token)"])
        #expect(
            warnings.withLock { $0 } == [
                "not sending Authorization to api.example.test:80: the connection is plain http, not https"
            ])
    }

    @Test("a redirect from 127.0.0.1 to 127.0.0.2 carries no credential")
    func crossOriginRedirectNeverCarriesTheToken() async throws {
        let transport = StubTransport(clock: clock)
        let start = try #require(URL(string: "http://127.0.0.1:8080/users/old"))
        let target = try #require(URL(string: "http://127.0.0.2:9090/users/x"))
        transport.stub(url: start, Self.redirect(302, to: target.absoluteString))
        transport.stub(url: target, .json(#"{"id":1,"login":"x"}"#))

        _ = try await client(transport).send(HTTPRequest<TestUser>(url: start))

        #expect(transport.requests(to: start).first?.value(forHTTPHeaderField: "Authorization") == "Bearer \(token)")
        #expect(transport.requests(to: target).first?.value(forHTTPHeaderField: "Authorization") == nil)
    }

    @Test(
        "loopback hosts are this machine",
        arguments: [
            ("http://127.0.0.1:1/", true), ("http://127.255.0.9/", true), ("http://localhost:8/", true),
            ("http://[::1]:8/", true), ("http://127.0.0.256/", false), ("http://128.0.0.1/", false),
            ("http://127.0.0.1.example.test/", false), ("http://example.test/", false),
            ("http://127.0.0.01/", true), ("http://127.0.0.0001/", false), ("http://127.0..1/", false),
            ("http://127.1/", false), ("http://127.0.0.1a/", false),
        ])
    func loopback(url: String, expected: Bool) {
        #expect(Origin(URL(string: url))?.isLoopback == expected)
    }
}

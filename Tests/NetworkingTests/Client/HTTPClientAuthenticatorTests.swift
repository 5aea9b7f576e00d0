import AtomicCore
import AtomicTestSupport
import Foundation
import NetworkingURLSession
import Testing

@testable import Networking

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// An authenticator that records every origin it is asked about and answers as `inner` does.
private final class RecordingAuthenticator: Authenticator {
    let inner: any Authenticator
    private let asked = Locked<[Origin]>([])

    init(_ inner: any Authenticator) {
        self.inner = inner
    }

    /// The origins ``credential(for:)`` was asked about, in order.
    var origins: [Origin] { asked.withLock { $0 } }

    func credential(for origin: Origin) async throws(NetworkError) -> AuthenticationCredential? {
        asked.withLock { $0.append(origin) }
        return try await inner.credential(for: origin)
    }

    func refresh(rejected: AuthenticationCredential, for origin: Origin) async throws(NetworkError)
        -> AuthenticationCredential?
    {
        try await inner.refresh(rejected: rejected, for: origin)
    }
}

/// The client with an ``Authenticator``: which requests carry its credential, renewal after a `401`, redaction.
@Suite("HTTP client with an authenticator")
struct HTTPClientAuthenticatorTests {
    private let clock = TestClock()
    private let stale = "gho_StaleSecret0123456789"
    private let base = URL(string: "https://api.example.test")!
    private let origin = Origin(scheme: "https", host: "api.example.test")

    private func credential(_ token: String? = nil, in seconds: TimeInterval = 3600, refreshable: Bool = true)
        -> AuthenticationCredential
    {
        AuthenticationCredential(
            token: token ?? stale, expiresAt: clock.now.addingTimeInterval(seconds), isRefreshable: refreshable)
    }

    private func authenticator(_ credential: AuthenticationCredential?, refresh: CountingRefresh)
        -> RefreshingAuthenticator
    {
        RefreshingAuthenticator(origin: origin, credential: credential, clock: clock) { old throws(NetworkError) in
            try await refresh(old)
        }
    }

    private func client(
        _ transport: StubTransport, _ authenticator: any Authenticator, warnings: Locked<[String]>? = nil
    ) -> HTTPClient {
        var configuration = HTTPClient.Configuration(authenticator: authenticator, retryPolicy: .never, clock: clock)
        if let warnings {
            configuration.warningHandler = { line in warnings.withLock { $0.append(line) } }
        }
        return HTTPClient(transport: transport, configuration: configuration)
    }

    private func url(_ path: String) -> URL { base.appendingPathComponent(path) }

    /// Answers `200` with a user to `Bearer fresh-…` and `401` to anything else.
    private static func acceptingFreshTokens(_ request: TransportRequest) -> StubResponse {
        let authorization = request.value(forHTTPHeaderField: "Authorization") ?? ""
        return authorization.hasPrefix("Bearer fresh-")
            ? .json(#"{"id":1,"login":"octocat"}"#) : .json(#"{"message":"Bad credentials"}"#, status: 401)
    }

    private static func authorizations(_ requests: [TransportRequest]) -> [String?] {
        requests.map { $0.value(forHTTPHeaderField: "Authorization") }
    }

    @Test(
        "the credential goes to its origin only; an endpoint's own Authorization wins and the authenticator is not asked"
    )
    func onlyItsOrigin() async throws {
        let transport = StubTransport(clock: clock)
        let other = try #require(URL(string: "https://other.example.test/users/a"))
        let port = try #require(URL(string: "https://api.example.test:8443/users/a"))
        for address in [url("users/a"), other, port] {
            transport.stub(url: address, .json(#"{"id":1,"login":"a"}"#))
        }
        let recorder = RecordingAuthenticator(authenticator(credential(), refresh: CountingRefresh(clock: clock)))
        let http = client(transport, recorder)

        for address in [url("users/a"), other, port] {
            _ = try await http.send(HTTPRequest<TestUser>(url: address))
        }
        _ = try await http.send(HTTPRequest<TestUser>(url: url("users/a"), headers: ["Authorization": "token own"]))

        #expect(Self.authorizations(transport.requests) == ["Bearer \(stale)", nil, nil, "token own"])
        #expect(recorder.origins == [origin, Origin(other), Origin(port)])
    }

    @Test("a cross-origin redirect asks the authenticator for the new origin, which gets nothing")
    func crossOriginRedirectAsksAgain() async throws {
        let transport = StubTransport(clock: clock)
        let target = try #require(URL(string: "https://cdn.example.test/users/x"))
        transport.stub(url: url("users/old"), StubResponse(status: 302, headers: ["Location": target.absoluteString]))
        transport.stub(url: target, .json(#"{"id":1,"login":"x"}"#))
        let recorder = RecordingAuthenticator(authenticator(credential(), refresh: CountingRefresh(clock: clock)))

        _ = try await client(transport, recorder).send(HTTPRequest<TestUser>(url: url("users/old")))

        #expect(Self.authorizations(transport.requests) == ["Bearer \(stale)", nil])
        #expect(recorder.origins == [origin, Origin(target)])
    }

    @Test("a same-origin redirect carries the credential the authenticator gives for the hop")
    func sameOriginRedirectKeepsIt() async throws {
        let transport = StubTransport(clock: clock)
        transport.stub(url: url("users/old"), StubResponse(status: 301, headers: ["Location": "/user/7"]))
        transport.stub(url: url("user/7"), .json(#"{"id":7,"login":"new"}"#))
        let recorder = RecordingAuthenticator(authenticator(credential(), refresh: CountingRefresh(clock: clock)))

        _ = try await client(transport, recorder).send(HTTPRequest<TestUser>(url: url("users/old")))

        #expect(Self.authorizations(transport.requests) == ["Bearer \(stale)", "Bearer \(stale)"])
        #expect(recorder.origins == [origin, origin])
    }

    @Test("an expiring credential is renewed before the request is sent")
    func renewsBeforeExpiry() async throws {
        let transport = StubTransport(clock: clock, handler: Self.acceptingFreshTokens)
        let refresh = CountingRefresh(clock: clock)
        let http = client(transport, authenticator(credential(in: 600), refresh: refresh))
        clock.advance(by: 550)

        _ = try await http.send(HTTPRequest<TestUser>(url: url("user")))

        #expect(Self.authorizations(transport.requests) == ["Bearer fresh-1"])
        #expect(refresh.rejected.map(\.token) == [stale])
    }

    @Test("concurrent calls refused with the same credential share one renewal, and each is sent again once")
    func oneRenewalForConcurrentRefusals() async throws {
        let refused = Gate()
        let stale = stale
        let transport = StubTransport(clock: clock) { request in
            if request.value(forHTTPHeaderField: "Authorization") == "Bearer \(stale)" { await refused.wait() }
            return Self.acceptingFreshTokens(request)
        }
        let refresh = CountingRefresh(clock: clock)
        let http = client(transport, authenticator(credential(), refresh: refresh))
        let calls = 6

        let users = try await withThrowingTaskGroup(of: TestUser.self) { group in
            for index in 0..<calls {
                group.addTask { try await http.send(HTTPRequest<TestUser>(url: url("users/\(index)"))) }
            }
            // Every call has sent the old credential before any of them is refused.
            #expect(await yieldUntil { transport.requestCount == calls })
            refused.open()
            return try await group.reduce(into: []) { $0.append($1) }
        }

        #expect(users.count == calls)
        #expect(refresh.count == 1)
        let sent = Self.authorizations(transport.requests)
        #expect(sent.filter { $0 == "Bearer \(stale)" }.count == calls)
        #expect(sent.filter { $0 == "Bearer fresh-1" }.count == calls)
    }

    @Test("a call refused after another call replaced its credential is sent again with the new one, unrenewed")
    func refusedAfterAnotherCallRenewed() async throws {
        let late = Gate()
        let stale = stale
        let transport = StubTransport(clock: clock) { request in
            let isStale = request.value(forHTTPHeaderField: "Authorization") == "Bearer \(stale)"
            if isStale && request.url?.path == "/slow" { await late.wait() }
            return Self.acceptingFreshTokens(request)
        }
        let refresh = CountingRefresh(clock: clock)
        let http = client(transport, authenticator(credential(), refresh: refresh))

        let slow = Task { try await http.send(HTTPRequest<TestUser>(url: url("slow"))) }
        #expect(await yieldUntil { transport.requestCount == 1 })
        _ = try await http.send(HTTPRequest<TestUser>(url: url("fast")))
        #expect(refresh.count == 1)
        late.open()
        _ = try await slow.value

        #expect(refresh.count == 1)
        #expect(Self.authorizations(transport.requests(to: url("slow"))) == ["Bearer \(stale)", "Bearer fresh-1"])
    }

    @Test("a second 401 after the renewal is thrown, the credential sent")
    func secondRefusalIsThrown() async throws {
        let transport = StubTransport(clock: clock)
        transport.stub(url: url("user"), .json(#"{"message":"Bad credentials"}"#, status: 401))
        let refresh = CountingRefresh(clock: clock)

        let error = await networkError {
            try await client(transport, authenticator(credential(), refresh: refresh))
                .send(HTTPRequest<TestUser>(url: url("user")))
        }

        #expect(error == .unauthorized(credentialSent: true, message: "Bad credentials"))
        #expect(refresh.count == 1)
        #expect(Self.authorizations(transport.requests) == ["Bearer \(stale)", "Bearer fresh-1"])
    }

    @Test("a 401 to a credential that cannot be refreshed is thrown at once, the credential sent")
    func notRefreshableIsThrown() async throws {
        let transport = StubTransport(clock: clock)
        transport.stub(url: url("user"), .json(#"{"message":"Bad credentials"}"#, status: 401))
        let refresh = CountingRefresh(clock: clock)

        let error = await networkError {
            try await client(transport, authenticator(credential(refreshable: false), refresh: refresh))
                .send(HTTPRequest<TestUser>(url: url("user")))
        }

        #expect(error == .unauthorized(credentialSent: true, message: "Bad credentials"))
        #expect(refresh.count == 0)
        #expect(transport.requestCount == 1)
    }

    @Test("a renewal that fails is the call's error, without the token, and later calls go without a credential")
    func failedRenewalPropagates() async throws {
        let stale = stale
        let transport = StubTransport(clock: clock, handler: Self.acceptingFreshTokens)
        let gitHub = RefreshingAuthenticator(origin: origin, credential: credential(), clock: clock) {
            old throws(NetworkError) in
            throw .invalidResponse("signed out: run atomic auth login (refused \(old.token))")
        }
        let http = client(transport, gitHub)

        let error = await networkError { try await http.send(HTTPRequest<TestUser>(url: url("user"))) }
        let later = await networkError { try await http.send(HTTPRequest<TestUser>(url: url("user"))) }

        #expect(error == .invalidResponse("signed out: run atomic auth login (refused [REDACTED])"))
        #expect(!String(describing: error).contains(stale))
        #expect(later == .unauthorized(credentialSent: false, message: "Bad credentials"))
        #expect(await gitHub.current == nil)
        #expect(Self.authorizations(transport.requests) == ["Bearer \(stale)", nil])
    }

    @Test("neither the refused token nor its replacement appears in a thrown error's description")
    func tokensNeverInErrors() async throws {
        let stale = stale
        let transport = StubTransport(clock: clock) { request in
            let echoed = request.value(forHTTPHeaderField: "Authorization") ?? ""
            return .json(#"{"message":"token \#(echoed.dropFirst(7)) refused; was \#(stale)"}"#, status: 401)
        }
        let refresh = CountingRefresh(clock: clock)

        let error = try #require(
            await networkError {
                try await client(transport, authenticator(credential(), refresh: refresh))
                    .send(HTTPRequest<TestUser>(url: url("user")))
            })

        #expect(transport.requestCount == 2)
        for text in [error.localizedDescription, String(describing: error), String(reflecting: error)] {
            #expect(!text.contains(stale), "\(text)")
            #expect(!text.contains("fresh-1"), "\(text)")
        }
        #expect(error == .unauthorized(credentialSent: true, message: "token [REDACTED] refused; was [REDACTED]"))
    }

    @Test("a token with a control character is refused before anything is sent, a replacement too")
    func controlCharactersRefused() async throws {
        let transport = StubTransport(clock: clock)
        transport.stub(url: url("user"), .json(#"{"message":"Bad credentials"}"#, status: 401))
        let expected = NetworkError.invalidRequest("The authenticator's credential contains control characters.")

        for token in ["gho_a\r\nX-Injected: 1", "gho_a\u{0}b", "gho_a\tb"] {
            let http = client(transport, authenticator(credential(token), refresh: CountingRefresh(clock: clock)))
            #expect(await networkError { try await http.send(HTTPRequest<TestUser>(url: url("user"))) } == expected)
        }
        #expect(transport.requestCount == 0)

        let broken = RefreshingAuthenticator(origin: origin, credential: credential(), clock: clock) {
            _ throws(NetworkError) in AuthenticationCredential(token: "gho_b\nc", isRefreshable: true)
        }
        let error = await networkError {
            try await client(transport, broken).send(HTTPRequest<TestUser>(url: url("user")))
        }
        #expect(error == expected)
        #expect(transport.requestCount == 1)
    }

    @Test("a POST refused with 401 is sent again once, with its body, after the renewal")
    func postIsResentOnce() async throws {
        let transport = StubTransport(clock: clock) { request in
            let fresh = request.value(forHTTPHeaderField: "Authorization") == "Bearer fresh-1"
            return fresh
                ? .json(#"{"id":9,"login":"new"}"#, status: 201) : .json(#"{"message":"Bad credentials"}"#, status: 401)
        }
        let refresh = CountingRefresh(clock: clock)
        let user = TestUser(id: 9, login: "new")

        let created = try await client(transport, authenticator(credential(), refresh: refresh))
            .send(TestAPI.create(base: base, user: user))

        #expect(created == user)
        #expect(refresh.count == 1)
        let requests = transport.requests
        #expect(requests.map(\.httpMethod) == ["POST", "POST"])
        #expect(Self.authorizations(requests) == ["Bearer \(stale)", "Bearer fresh-1"])
        #expect(requests[1].httpBody == requests[0].httpBody)
        #expect(requests[1].httpBody?.isEmpty == false)
    }

    @Test("the authenticator's token is not sent over plain http to a host that is not loopback, nor renewed")
    func clearTextRuleApplies() async throws {
        let transport = StubTransport(clock: clock)
        let plain = try #require(URL(string: "http://api.example.test/user"))
        transport.stub(url: plain, .json(#"{"message":"Requires authentication"}"#, status: 401))
        let refresh = CountingRefresh(clock: clock)
        let warnings = Locked<[String]>([])
        let insecure = RefreshingAuthenticator(
            origin: Origin(scheme: "http", host: "api.example.test"), credential: credential(), clock: clock
        ) { old throws(NetworkError) in try await refresh(old) }

        let error = await networkError {
            try await client(transport, insecure, warnings: warnings).send(HTTPRequest<TestUser>(url: plain))
        }

        #expect(error == .unauthorized(credentialSent: false, message: "Requires authentication"))
        #expect(Self.authorizations(transport.requests) == [nil])
        #expect(refresh.count == 0)
        #expect(warnings.withLock { $0 }.count == 1)
    }

    @Test("a call cancelled while it waits for a renewal ends cancelled, and the renewal is kept")
    func cancelledWhileRenewing() async throws {
        let gate = Gate()
        let transport = StubTransport(clock: clock, handler: Self.acceptingFreshTokens)
        let refresh = CountingRefresh(clock: clock, gate: gate)
        let gitHub = authenticator(credential(in: 30), refresh: refresh)
        let http = client(transport, gitHub)

        let call = Task { try await http.send(HTTPRequest<TestUser>(url: url("user"))) }
        #expect(await yieldUntil { refresh.count == 1 })
        call.cancel()
        gate.open()
        let error = await networkError { try await call.value }

        #expect(error == .cancelled)
        #expect(transport.requestCount == 0)
        #expect(await gitHub.current?.token == "fresh-1")
    }

    @Test("a renewal's own request shares the deadline of the call that started it")
    func renewalSharesTheDeadline() async throws {
        let clock = clock
        let tokenURL = try #require(URL(string: "https://login.example.test/token"))
        let tokenTransport = StubTransport(clock: clock)
        var slowAnswer = StubResponse.json(#"{"token":"fresh"}"#)
        slowAnswer.delay = .seconds(60)
        tokenTransport.stub(url: tokenURL, method: .post, slowAnswer)
        let tokens = HTTPClient(
            transport: tokenTransport,
            configuration: HTTPClient.Configuration(retryPolicy: .never, clock: clock))
        let gitHub = RefreshingAuthenticator(origin: origin, credential: credential(in: 5), clock: clock) {
            _ throws(NetworkError) in
            struct Token: Decodable { let token: String }
            let answer = try await tokens.send(HTTPRequest<Token>(url: tokenURL, method: .post))
            return AuthenticationCredential(token: answer.token, isRefreshable: true)
        }
        let transport = StubTransport(clock: clock, handler: Self.acceptingFreshTokens)
        let context = RequestContext(deadline: Deadline(budget: .seconds(8), now: clock.now))

        let error = await networkError {
            try await client(transport, gitHub).send(HTTPRequest<TestUser>(url: url("user")), context: context)
        }

        #expect(error == .deadlineExceeded(after: .seconds(8)))
        #expect(tokenTransport.requestCount == 1)
        #expect(transport.requestCount == 0)
        #expect(await gitHub.current != nil)
    }
}

/// The authenticator over a real transport: a refused token renewed and sent again to a loopback server, and
/// never carried on to another one.
@Suite("HTTP client with an authenticator over loopback")
struct HTTPClientAuthenticatorLoopbackTests {
    @Test("a 401 is renewed and answered; the redirect to another port carries no token")
    func renewsOverLoopback() async throws {
        let server = try TestHTTPServer()
        let elsewhere = try TestHTTPServer()
        let clock = TestClock()
        let target = elsewhere.baseURL.appendingPathComponent("avatars/1").absoluteString
        server.route("/user") { request in
            request.header("Authorization") == "Bearer fresh-1"
                ? TestResponse(status: 302, headers: [("Location", target)], body: Data())
                : .json(#"{"message":"Bad credentials"}"#, status: 401)
        }
        elsewhere.route("/avatars/1", .json(#"{"id":1,"login":"octocat"}"#))
        let refresh = CountingRefresh(clock: clock)
        let stale = AuthenticationCredential(token: "gho_LoopbackSecret0123456789", isRefreshable: true)
        let gitHub = RefreshingAuthenticator(
            origin: try #require(Origin(server.baseURL)), credential: stale, clock: clock
        ) {
            old throws(NetworkError) in try await refresh(old)
        }
        let http = HTTPClient(
            transport: URLSessionTransport(timeout: .seconds(10)),
            configuration: HTTPClient.Configuration(authenticator: gitHub, retryPolicy: .never, clock: clock))

        let user = try await http.send(HTTPRequest<TestUser>(url: server.baseURL.appendingPathComponent("user")))

        #expect(user == TestUser(id: 1, login: "octocat"))
        #expect(refresh.count == 1)
        #expect(
            server.requests(to: "/user").map { $0.header("Authorization") } == [
                "Bearer gho_LoopbackSecret0123456789", "Bearer fresh-1",
            ])
        #expect(elsewhere.requests(to: "/avatars/1").map { $0.header("Authorization") } == [nil])
    }
}

import AtomicCore
import AtomicLogger
import Foundation
import Testing

@testable import Networking

@Suite("HTTP client over a stub transport")
struct HTTPClientTests {
    private let base = TestAPI.defaultBase
    private let clock = TestClock()

    private func client(
        _ transport: StubTransport,
        adapters: [any RequestAdapter] = [],
        observers: [any ResponseObserver] = [],
        preprocessors: [any ResponsePreprocessor] = [],
        retryPolicy: RetryPolicy = .standard
    ) -> HTTPClient {
        HTTPClient(
            transport: transport,
            configuration: HTTPClient.Configuration(
                adapters: adapters, observers: observers, preprocessors: preprocessors, retryPolicy: retryPolicy,
                clock: clock, random: FixedRandomSource(value: 0.5)))
    }

    // MARK: Success and metadata

    @Test("decodes the body and exposes status, validators, links and rate limit")
    func metadata() async throws {
        let transport = StubTransport(clock: clock)
        try transport.stub(
            TestAPI.users(base: base, since: 0),
            .json(
                #"[{"id":1,"login":"ann"},{"id":2,"login":"bob"}]"#,
                headers: [
                    "ETag": #"W/"abc""#,
                    "Last-Modified": "Wed, 21 Oct 2015 07:28:00 GMT",
                    "Link": #"<https://api.example.test/users?since=2>; rel="next""#,
                    "X-RateLimit-Limit": "60",
                    "X-RateLimit-Remaining": "59",
                ]
            )
        )
        let response = try await client(transport).response(
            for: TestAPI.users(base: base, since: 0)
        )
        #expect(response.value == [TestUser(id: 1, login: "ann"), TestUser(id: 2, login: "bob")])
        #expect(response.status == 200)
        #expect(!response.isNotModified)
        #expect(response.etag == #"W/"abc""#)
        #expect(response.lastModified == "Wed, 21 Oct 2015 07:28:00 GMT")
        #expect(response.links.next?.absoluteString == "https://api.example.test/users?since=2")
        #expect(response.rateLimit?.remaining == 59)
        #expect(response.url?.absoluteString == "https://api.example.test/users?since=0")
    }

    @Test("extra headers are sent and win over the endpoint's own")
    func extraHeaders() async throws {
        struct WithHeaders: Endpoint {
            typealias Response = TestUser
            var baseURL: URL { TestAPI.defaultBase }
            var path: String { "/users/ann" }
            var headers: [String: String] { ["Accept": "text/plain", "X-Team": "core"] }
        }
        let transport = StubTransport(clock: clock)
        try transport.stub(WithHeaders(), .json(#"{"id":1,"login":"ann"}"#))
        let user: TestUser = try await client(transport).send(WithHeaders(), headers: ["Accept": "application/json"])
        #expect(user.login == "ann")
        let sent = try #require(transport.requests.first)
        #expect(sent.value(forHTTPHeaderField: "Accept") == "application/json")
        #expect(sent.value(forHTTPHeaderField: "X-Team") == "core")
    }

    @Test("raw Data and EmptyResponse need no JSON")
    func rawAndEmpty() async throws {
        let transport = StubTransport(clock: clock)
        try transport.stub(TestAPI.user(base: base, login: "img"), StubResponse(status: 200, body: Data([0xFF, 0xD8])))
        try transport.stub(TestAPI.replace(base: base, user: TestUser(id: 1, login: "ann")), StubResponse(status: 204))
        let http = client(transport)
        #expect(
            try await http.send(TestAPI.user(base: base, login: "img").answered(as: Data.self)) == Data([0xFF, 0xD8]))
        #expect(
            try await http.send(
                TestAPI.replace(base: base, user: TestUser(id: 1, login: "ann")))
                == EmptyResponse())
    }

    // MARK: Validation

    @Test("a 404 carries the API's own message")
    func notFoundMessage() async throws {
        let transport = StubTransport(clock: clock)
        try transport.stub(
            TestAPI.user(base: base, login: "ghost"),
            .json(#"{"message":"Not Found","documentation_url":"https://docs.github.com"}"#, status: 404)
        )
        let error = await networkError {
            try await client(transport).send(TestAPI.user(base: base, login: "ghost"))
        }
        #expect(error == .http(status: 404, message: "Not Found"))
        #expect(transport.requestCount == 1)
        #expect(clock.sleeps.isEmpty)
    }

    @Test("without a JSON message the reason phrase is used; odd 2xx and 1xx/3xx are judged by range")
    func reasonPhrase() async throws {
        let transport = StubTransport(clock: clock)
        try transport.stub(TestAPI.user(base: base, login: "a"), StubResponse(status: 422, body: Data("<html>".utf8)))
        try transport.stub(
            TestAPI.user(base: base, login: "b"), .json(#"{"message":"  two\n lines\u0007 "}"#, status: 400))
        try transport.stub(TestAPI.user(base: base, login: "c"), StubResponse(status: 302))
        let http = client(transport)
        #expect(
            await networkError { try await http.send(TestAPI.user(base: base, login: "a")) }
                == .http(status: 422, message: "Unprocessable Content"))
        #expect(
            await networkError { try await http.send(TestAPI.user(base: base, login: "b")) }
                == .http(status: 400, message: "two lines"))
        #expect(
            await networkError { try await http.send(TestAPI.user(base: base, login: "c")) }
                == .http(status: 302, message: "Redirection"))
    }

    @Test("304 answers a conditional request as not modified, and is an error otherwise")
    func notModified() async throws {
        let transport = StubTransport(clock: clock)
        let endpoint = TestAPI.users(base: base, since: 0)
        try transport.stub(endpoint, StubResponse(status: 304, headers: ["ETag": #""abc""#]))
        let http = client(transport)

        let conditional = try await http.response(
            for: endpoint, headers: ["If-None-Match": #""abc""#])
        #expect(conditional.isNotModified)
        #expect(conditional.value == nil)
        #expect(conditional.etag == #""abc""#)
        #expect(transport.requests.last?.value(forHTTPHeaderField: "If-None-Match") == #""abc""#)

        let byDate = try await http.response(
            for: endpoint,
            headers: ["If-Modified-Since": "Wed, 21 Oct 2015 07:28:00 GMT"]
        )
        #expect(byDate.isNotModified)

        let plain = await networkError { try await http.response(for: endpoint) }
        #expect(plain == .http(status: 304, message: "Not Modified"))
        let viaSend = await networkError {
            try await http.send(endpoint, headers: ["If-None-Match": "x"])
        }
        #expect(viaSend == .http(status: 304, message: "Not Modified"))
    }

    // MARK: Decoding

    @Test("JSON of the wrong shape is a decoding error with its coding path")
    func decodingPath() async throws {
        let transport = StubTransport(clock: clock)
        let endpoint = TestAPI.users(base: base, since: 0)
        try transport.stub(
            endpoint, .json(#"[{"id":1,"login":"ann"},{"id":"two","login":"bob"}]"#), .json(#"[{"id":1}]"#))
        let http = client(transport)
        let mismatch = await networkError { try await http.send(endpoint) }
        guard case .decoding(let path, _) = mismatch else {
            Issue.record("expected a decoding error, got \(String(describing: mismatch))")
            return
        }
        #expect(path == "[1].id")
        let missing = await networkError { try await http.send(endpoint) }
        #expect(missing == .decoding(path: "[0].login", description: "the key \"login\" is missing."))
    }

    @Test("broken JSON is a decoding error; a non-JSON or empty body is an invalid response")
    func notJSON() async throws {
        let transport = StubTransport(clock: clock)
        try transport.stub(TestAPI.user(base: base, login: "a"), .json(#"{"id":1,"lo"#))
        try transport.stub(
            TestAPI.user(base: base, login: "b"),
            StubResponse(status: 200, headers: ["Content-Type": "text/html"], body: Data("<html></html>".utf8))
        )
        try transport.stub(TestAPI.user(base: base, login: "c"), StubResponse(status: 200, body: Data("  ".utf8)))
        let http = client(transport)
        let truncated = await networkError {
            try await http.send(TestAPI.user(base: base, login: "a"))
        }
        #expect(truncated == .decoding(path: "", description: "the body is not valid JSON (it may be truncated)."))
        let html = await networkError { try await http.send(TestAPI.user(base: base, login: "b")) }
        #expect(html == .invalidResponse("JSON was expected but the server sent “text/html”."))
        let empty = await networkError { try await http.send(TestAPI.user(base: base, login: "c")) }
        #expect(empty == .invalidResponse("The body is empty where JSON was expected."))
    }

    @Test("the endpoint's decoding strategy is applied")
    func decodingStrategy() async throws {
        struct Profile: Decodable, Equatable, Sendable {
            let avatarUrl: String
            let createdAt: Date
        }
        struct ProfileEndpoint: Endpoint {
            typealias Response = Profile
            var baseURL: URL { TestAPI.defaultBase }
            var path: String { "/user" }
            var decoding: DecodingStrategy { .snakeCase }
        }
        let transport = StubTransport(clock: clock)
        try transport.stub(
            ProfileEndpoint(), .json(#"{"avatar_url":"https://a.test/1.png","created_at":"2011-01-25T18:44:36Z"}"#))
        let profile = try await client(transport).send(ProfileEndpoint())
        #expect(
            profile == Profile(avatarUrl: "https://a.test/1.png", createdAt: Date(timeIntervalSince1970: 1_295_981_076))
        )
    }

    @Test("preprocessors rewrite the body before decoding, in order, and may fail the call")
    func preprocessing() async throws {
        let transport = StubTransport(clock: clock)
        let endpoint = TestAPI.user(base: base, login: "ann")
        try transport.stub(endpoint, .json(#"{"data":{"id":1,"login":"ann"}}"#))
        struct Unwrap: ResponsePreprocessor {
            func preprocess(_ body: Data, response: TransportResponse, request: TransportRequest) throws(NetworkError)
                -> Data
            {
                guard response.status == 200,
                    let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any],
                    let inner = object["data"],
                    let data = try? JSONSerialization.data(withJSONObject: inner)
                else { throw NetworkError.invalidResponse("no envelope") }
                return data
            }
        }
        struct Rename: ResponsePreprocessor {
            func preprocess(_ body: Data, response: TransportResponse, request: TransportRequest) -> Data {
                Data(String(decoding: body, as: UTF8.self).replacingOccurrences(of: "ann", with: "anna").utf8)
            }
        }
        let (unwrap, rename) = (Unwrap(), Rename())
        let response = try await client(transport, preprocessors: [unwrap, rename]).response(
            for: endpoint)
        #expect(response.value == TestUser(id: 1, login: "anna"))
        #expect(String(decoding: response.body, as: UTF8.self).contains("anna"))

        struct Passthrough: ResponsePreprocessor {}
        let untouched = try await client(transport, preprocessors: [Passthrough()]).response(
            for: endpoint.answered(as: Data.self))
        #expect(untouched.value == Data(#"{"data":{"id":1,"login":"ann"}}"#.utf8))

        try transport.stub(endpoint, .json("[]"))
        let error = await networkError {
            try await client(transport, preprocessors: [unwrap]).send(endpoint)
        }
        #expect(error == .invalidResponse("no envelope"))
    }

    // MARK: Retry

    @Test("a 500 then 200 succeeds after one back-off on the clock")
    func retryThenSuccess() async throws {
        let transport = StubTransport(clock: clock)
        let observer = RecordingObserver()
        let endpoint = TestAPI.user(base: base, login: "ann")
        try transport.stub(endpoint, .json(#"{"message":"boom"}"#, status: 500), .json(#"{"id":1,"login":"ann"}"#))
        let user = try await client(transport, observers: [observer]).send(endpoint)
        #expect(user.login == "ann")
        #expect(transport.requestCount == 2)
        #expect(clock.sleeps == [.milliseconds(500)])
        #expect(
            observer.events == [
                .received(status: 500, attempt: 1),
                .retry(.http(status: 500, message: "boom"), attempt: 1, delay: .milliseconds(500)),
                .received(status: 200, attempt: 2),
            ]
        )
    }

    @Test("connectivity failures are retried up to the attempt limit with growing waits")
    func retryExhausted() async throws {
        let transport = StubTransport(clock: clock)
        let endpoint = TestAPI.users(base: base, since: 0)
        try transport.fail(endpoint, with: .noConnection)
        let http = HTTPClient(
            transport: transport,
            configuration: HTTPClient.Configuration(
                retryPolicy: RetryPolicy(maxAttempts: 4), clock: clock, random: FixedRandomSource(value: 1)))
        let error = await networkError { try await http.send(endpoint) }
        #expect(error == .noConnection)
        #expect(transport.requestCount == 4)
        #expect(clock.sleeps == [.milliseconds(600), .milliseconds(1200), .milliseconds(2400)])
    }

    @Test("POST is not retried and a 400 is never retried")
    func noRetry() async throws {
        let transport = StubTransport(clock: clock)
        let create = TestAPI.create(base: base, user: TestUser(id: 1, login: "a"))
        try transport.stub(create, .json("{}", status: 503))
        try transport.stub(TestAPI.user(base: base, login: "a"), .json("{}", status: 400))
        let http = client(transport)
        #expect(
            await networkError { try await http.send(create) }
                == .http(status: 503, message: "Service Unavailable"))
        #expect(
            await networkError { try await http.send(TestAPI.user(base: base, login: "a")) }
                == .http(status: 400, message: "Bad Request"))
        #expect(transport.requestCount == 2)
        #expect(clock.sleeps.isEmpty)
    }

    @Test("a 503 with Retry-After waits what the server asked")
    func serviceUnavailableRetryAfter() async throws {
        let transport = StubTransport(clock: clock)
        let endpoint = TestAPI.user(base: base, login: "a")
        try transport.stub(
            endpoint, StubResponse(status: 503, headers: ["Retry-After": "7"]), .json(#"{"id":1,"login":"a"}"#))
        _ = try await client(transport).send(endpoint)
        #expect(clock.sleeps == [.seconds(7)])
    }

    // MARK: Rate limits

    @Test("a 403 with no budget left is rate limited, without waiting for a distant reset")
    func exhaustedBudget() async throws {
        let transport = StubTransport(clock: clock)
        let reset = clock.now.addingTimeInterval(3600)
        try transport.stub(
            TestAPI.users(base: base, since: 0),
            .json(
                #"{"message":"API rate limit exceeded for 127.0.0.1."}"#,
                status: 403,
                headers: [
                    "x-ratelimit-limit": "60", "x-ratelimit-remaining": "0",
                    "x-ratelimit-reset": String(Int(reset.timeIntervalSince1970)),
                ]
            )
        )
        let error = await networkError {
            try await client(transport).send(TestAPI.users(base: base, since: 0))
        }
        #expect(error == .rateLimited(resetAt: reset, rateLimit: RateLimit(limit: 60, remaining: 0, reset: reset)))
        #expect(transport.requestCount == 1)
        #expect(clock.sleeps.isEmpty)
    }

    @Test("a 403 whose only readable sign is x-ratelimit-remaining: 0 is rate limited too")
    func noneRemainingWithUnreadableFields() async throws {
        let transport = StubTransport(clock: clock)
        try transport.stub(
            TestAPI.users(base: base, since: 0),
            StubResponse(
                status: 403, headers: ["x-ratelimit-remaining": "0", "x-ratelimit-reset": "99999999999999999999"]))
        let error = await networkError {
            try await client(transport).send(TestAPI.users(base: base, since: 0))
        }
        #expect(error == .rateLimited(resetAt: nil, rateLimit: nil))

        // Without x-ratelimit-limit, a readable reset time still says until when.
        let reset = Date(timeIntervalSince1970: (clock.now.timeIntervalSince1970 + 600).rounded(.down))
        let later = StubTransport(clock: clock)
        try later.stub(
            TestAPI.users(base: base, since: 0),
            StubResponse(
                status: 403,
                headers: ["x-ratelimit-remaining": "0", "x-ratelimit-reset": String(Int(reset.timeIntervalSince1970))]))
        let limited = await networkError {
            try await client(later).send(TestAPI.users(base: base, since: 0))
        }
        #expect(limited == .rateLimited(resetAt: reset, rateLimit: nil))
    }

    @Test("a near reset is waited for on the clock, then the request succeeds")
    func nearReset() async throws {
        let transport = StubTransport(clock: clock)
        let reset = clock.now.addingTimeInterval(20)
        let endpoint = TestAPI.users(base: base, since: 0)
        try transport.stub(
            endpoint,
            StubResponse(
                status: 403,
                headers: [
                    "x-ratelimit-limit": "60", "x-ratelimit-remaining": "0",
                    "x-ratelimit-reset": String(Int(reset.timeIntervalSince1970)),
                ]
            ),
            .json("[]")
        )
        #expect(try await client(transport).send(endpoint).isEmpty)
        #expect(clock.sleeps == [.seconds(20)])
    }

    @Test("GitHub's secondary limit message on a 403 is a rate limit")
    func secondaryLimit() async throws {
        let transport = StubTransport(clock: clock)
        try transport.stub(
            TestAPI.user(base: base, login: "a"),
            .json(
                #"{"message":"You have exceeded a secondary rate limit. Please wait a few minutes."}"#, status: 403,
                headers: ["Retry-After": "120"])
        )
        try transport.stub(
            TestAPI.user(base: base, login: "b"), .json(#"{"message":"Abuse detection triggered"}"#, status: 403))
        try transport.stub(
            TestAPI.user(base: base, login: "c"), .json(#"{"message":"Resource not accessible"}"#, status: 403))
        let http = client(transport, retryPolicy: .never)
        let secondary = await networkError {
            try await http.send(TestAPI.user(base: base, login: "a"))
        }
        #expect(secondary == .rateLimited(resetAt: clock.now.addingTimeInterval(120), rateLimit: nil))
        let abuse = await networkError { try await http.send(TestAPI.user(base: base, login: "b")) }
        #expect(abuse == .rateLimited(resetAt: nil, rateLimit: nil))
        let forbidden = await networkError {
            try await http.send(TestAPI.user(base: base, login: "c"))
        }
        #expect(forbidden == .http(status: 403, message: "Resource not accessible"))
    }

    @Test("a 429 whose Retry-After exceeds the longest wait fails at once as rate limited")
    func longRetryAfter() async throws {
        let transport = StubTransport(clock: clock)
        try transport.stub(
            TestAPI.user(base: base, login: "a"), StubResponse(status: 429, headers: ["Retry-After": "600"]))
        let start = clock.now
        let error = await networkError {
            try await client(transport).send(TestAPI.user(base: base, login: "a"))
        }
        #expect(error == .rateLimited(resetAt: start.addingTimeInterval(600), rateLimit: nil))
        #expect(clock.sleeps.isEmpty)
        #expect(transport.requestCount == 1)
    }

    @Test("the rate-limit tracker follows every response")
    func trackerAsObserver() async throws {
        let transport = StubTransport(clock: clock)
        let tracker = RateLimitTracker()
        try transport.stub(
            TestAPI.users(base: base, since: 0),
            .json(
                "[]",
                headers: ["x-ratelimit-limit": "5000", "x-ratelimit-remaining": "4999", "x-ratelimit-resource": "core"])
        )
        _ = try await client(transport, observers: [tracker]).send(
            TestAPI.users(base: base, since: 0))
        #expect(tracker.latest == RateLimit(limit: 5000, remaining: 4999, resource: "core"))
    }

    // MARK: Adapters and secrets

    @Test("adapters run on every request, in order: user agent and bearer token")
    func adaptersApplied() async throws {
        let transport = StubTransport(clock: clock)
        try transport.stub(TestAPI.users(base: base, since: 0), .json("[]"))
        let http = client(
            transport,
            adapters: [
                UserAgentAdapter(),
                AuthorizationAdapter(tokenProvider: StaticTokenProvider("tok_123456")),
            ]
        )
        _ = try await http.send(TestAPI.users(base: base, since: 0))
        let sent = try #require(transport.requests.first)
        #expect(sent.value(forHTTPHeaderField: "User-Agent") == "AtomicArch/\(AtomicArchVersion.current)")
        #expect(sent.value(forHTTPHeaderField: "Authorization") == "Bearer tok_123456")
    }

    @Test("the token never appears in an error message, even when the server echoes it")
    func secretsRedacted() async throws {
        let token = "ghp_TOPSECRET0123456789"
        let transport = StubTransport(clock: clock)
        try transport.stub(
            TestAPI.user(base: base, login: "a"),
            .json(#"{"message":"Bad credentials: Bearer \#(token)"}"#, status: 401))
        try transport.stub(TestAPI.user(base: base, login: "b"), .json(#"{"\#(token)":1}"#))
        let http = client(transport, adapters: [AuthorizationAdapter(tokenProvider: StaticTokenProvider(token))])
        let unauthorized = await networkError {
            try await http.send(TestAPI.user(base: base, login: "a"))
        }
        #expect(unauthorized == .unauthorized(credentialSent: true, message: "Bad credentials: [REDACTED]"))
        let decoding = await networkError {
            try await http.send(TestAPI.user(base: base, login: "b"))
        }
        #expect(decoding != nil)
        for error in [unauthorized, decoding].compactMap(\.self) {
            #expect(!error.message.contains(token))
            #expect(!String(describing: error).contains(token))
        }
    }

    @Test("a header value with a line break is refused before anything is sent")
    func headerInjection() async throws {
        let transport = StubTransport(clock: clock)
        let error = await networkError {
            try await client(transport).send(
                TestAPI.users(base: base, since: 0), headers: ["If-None-Match": "a\r\nX-Evil: 1"])
        }
        #expect(error == .invalidRequest("The header field “If-None-Match” is malformed."))
        #expect(transport.requestCount == 0)
    }

    @Test("the request log times each attempt and never shows credentials")
    func requestLog() async throws {
        let token = "tok_SHOULD_NOT_LEAK_42"
        let sink = MemoryLogSink()
        let logger = Logger(label: "test.net", level: .trace, sinks: [sink], clock: clock)
        let transport = StubTransport(clock: clock)
        let url = URL(string: "https://api.example.test/users?since=0&access_token=\(token)")!
        transport.stub(url: url, StubResponse(status: 502, delay: .milliseconds(250)), .json("[]"))
        let http = client(
            transport,
            adapters: [AuthorizationAdapter(tokenProvider: StaticTokenProvider(token))],
            observers: [RequestLogObserver(logger: logger)]
        )
        _ = try await http.send(HTTPRequest<[TestUser]>(url: url))
        let messages = sink.records.map(\.message)
        #expect(
            messages == [
                "GET https://api.example.test/users?since=0&access_token=[REDACTED] → 502 in 250 ms",
                "GET https://api.example.test/users?since=0&access_token=[REDACTED] will be retried in 500 ms after attempt 1",
                "GET https://api.example.test/users?since=0&access_token=[REDACTED] → 200 in 0 ms",
            ]
        )
        #expect(sink.records.map(\.level) == [.warning, .notice, .info])
        #expect(sink.records.first?.metadata["status"] == "502")
        for record in sink.records {
            #expect(!record.message.contains(token))
            #expect(!record.metadata.values.contains { $0.contains(token) })
        }
    }

    // MARK: Cancellation and coalescing

    @Test("a task cancelled before the call sends nothing and gets cancelled")
    func cancelledBeforeSend() async throws {
        let transport = StubTransport(clock: clock)
        let http = client(transport)
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return await networkError {
                try await http.send(TestAPI.users(base: self.base, since: 0))
            }
        }
        #expect(await task.value == .cancelled)
        #expect(transport.requestCount == 0)
    }

    @Test("cancellation during the back-off stops retrying at once")
    func cancelledDuringBackoff() async throws {
        let gate = Gate()
        let calls = Locked(0)
        let transport = StubTransport(clock: clock) { _ in
            let call = calls.withLock { count in
                count += 1
                return count
            }
            if call == 1 { return StubResponse(status: 503) }
            await gate.wait()
            return .json("[]")
        }
        let http = client(transport)
        let task = Task { await networkError { try await http.send(HTTPRequest<[TestUser]>(url: self.base)) } }
        #expect(await yieldUntil { calls.withLock { $0 } == 2 })
        task.cancel()
        #expect(await task.value == .cancelled)
        #expect(calls.withLock { $0 } == 2)
    }

    @Test("ten identical concurrent GETs share one exchange")
    func coalescing() async throws {
        let gate = Gate()
        let transport = StubTransport(clock: clock) { _ in
            await gate.wait()
            return .json(#"[{"id":1,"login":"ann"}]"#)
        }
        let http = client(transport)
        let endpoint = TestAPI.users(base: base, since: 0)
        let results = try await withThrowingTaskGroup(of: [TestUser].self) { group in
            for _ in 0..<10 {
                group.addTask { try await http.send(endpoint) }
            }
            #expect(await yieldUntil { http.coalescedCallerCount == 10 })
            gate.open()
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 10)
        #expect(results.allSatisfy { $0 == [TestUser(id: 1, login: "ann")] })
        #expect(transport.requestCount == 1)
        #expect(http.coalescedCallerCount == 0)
    }

    @Test("different headers or methods are not coalesced")
    func noCoalescingAcrossHeaders() async throws {
        let gate = Gate()
        let transport = StubTransport(clock: clock) { _ in
            await gate.wait()
            return .json("[]")
        }
        let http = client(transport)
        let endpoint = TestAPI.users(base: base, since: 0)
        try await withThrowingTaskGroup(of: [TestUser].self) { group in
            group.addTask { try await http.send(endpoint) }
            group.addTask { try await http.send(endpoint, headers: ["If-None-Match": "x"]) }
            #expect(await yieldUntil { transport.requestCount == 2 })
            gate.open()
            try await group.waitForAll()
        }
        #expect(transport.requestCount == 2)
    }

    @Test("one cancelled caller leaves the shared exchange to the others")
    func cancelOneOfMany() async throws {
        let gate = Gate()
        let sawCancellation = Locked(false)
        let transport = StubTransport(clock: clock) { _ in
            await gate.wait()
            sawCancellation.withLock { $0 = Task.isCancelled }
            return .json(#"[{"id":1,"login":"ann"}]"#)
        }
        let http = client(transport)
        let endpoint = TestAPI.users(base: base, since: 0)
        let first = Task { await networkError { try await http.send(endpoint) } }
        let second = Task { try await http.send(endpoint) }
        #expect(await yieldUntil { http.coalescedCallerCount == 2 })
        first.cancel()
        #expect(await first.value == .cancelled)
        #expect(http.coalescedCallerCount == 1)
        gate.open()
        #expect(try await second.value == [TestUser(id: 1, login: "ann")])
        #expect(!sawCancellation.withLock { $0 })
        #expect(transport.requestCount == 1)
    }

    @Test("when every caller is cancelled the shared exchange is cancelled")
    func cancelAll() async throws {
        let gate = Gate()
        let sawCancellation = Locked(false)
        let finished = Gate()
        let transport = StubTransport(clock: clock) { _ in
            await gate.wait()
            sawCancellation.withLock { $0 = Task.isCancelled }
            finished.open()
            return .json("[]")
        }
        let http = client(transport)
        let endpoint = TestAPI.users(base: base, since: 0)
        let callers = (0..<3).map { _ in
            Task { await networkError { try await http.send(endpoint) } }
        }
        #expect(await yieldUntil { http.coalescedCallerCount == 3 && transport.requestCount == 1 })
        for caller in callers { caller.cancel() }
        for caller in callers { #expect(await caller.value == .cancelled) }
        await finished.wait()
        #expect(sawCancellation.withLock { $0 })
        #expect(http.coalescedCallerCount == 0)
    }
}

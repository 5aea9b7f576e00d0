import AtomicCore
import Foundation
import Testing

@testable import Networking

/// A transport that records the limits of each attempt and answers with `status`, after `delay` on the clock.
private final class LimitsRecordingTransport: HTTPTransport {
    private let clock: TestClock
    private let delay: Duration
    private let recorded = Locked<[TransportLimits]>([])

    init(clock: TestClock, delay: Duration) {
        self.clock = clock
        self.delay = delay
    }

    var limits: [TransportLimits] { recorded.withLock { $0 } }

    func send(_ request: TransportRequest, limits: TransportLimits) async throws(NetworkError) -> TransportResponse {
        recorded.withLock { $0.append(limits) }
        clock.advance(by: min(delay, limits.timeout).timeInterval)
        guard delay <= limits.timeout else { throw .timedOut }
        return TransportResponse(status: 200, headers: ["Content-Type": "application/json"], body: Data("[]".utf8))
    }
}

/// One deadline for a unit of work, retries and waits included; waits past it are not slept.
@Suite("HTTP client deadlines")
struct HTTPClientDeadlineTests {
    private let clock = TestClock()
    private let url = URL(string: "https://api.example.test/users")!

    private func client(_ transport: any HTTPTransport, retryPolicy: RetryPolicy = .standard) -> HTTPClient {
        HTTPClient(
            transport: transport,
            configuration: HTTPClient.Configuration(
                retryPolicy: retryPolicy, clock: clock, random: FixedRandomSource(value: 0.5)))
    }

    @Test("a Retry-After longer than the time left fails at once as a rate limit, without sleeping")
    func longRetryAfterIsNotSlept() async throws {
        let transport = StubTransport(clock: clock)
        transport.stub(url: url, .json(#"{"message":"slow down"}"#, status: 429, headers: ["Retry-After": "59"]))

        let error = await networkError { try await client(transport).send(HTTPRequest<[Int]>(url: url)) }

        #expect(error == .rateLimited(resetAt: clock.now.addingTimeInterval(59), rateLimit: nil))
        #expect(clock.sleeps.isEmpty)
        #expect(transport.requestCount == 1)
    }

    @Test("a 403 with Retry-After is a temporary limit whatever its message, and is retried")
    func forbiddenWithRetryAfterIsRetried() async throws {
        let transport = StubTransport(clock: clock)
        transport.stub(
            url: url, .json(#"{"message":"Forbidden"}"#, status: 403, headers: ["Retry-After": "5"]), .json("[1]"))

        let value = try await client(transport).send(HTTPRequest<[Int]>(url: url))

        #expect(value == [1])
        #expect(clock.sleeps == [.seconds(5)])
    }

    @Test("a back-off that would end past the deadline fails at once with the last error")
    func backoffPastTheDeadline() async throws {
        let transport = StubTransport(clock: clock)
        transport.stub(url: url, .json(#"{"message":"boom"}"#, status: 503))
        let deadline = Deadline(budget: .milliseconds(300), now: clock.now)

        let error = await networkError {
            try await client(transport).send(HTTPRequest<[Int]>(url: url), context: RequestContext(deadline: deadline))
        }

        #expect(error == .http(status: 503, message: "boom"))
        #expect(clock.sleeps.isEmpty)
    }

    @Test("every call inside a deadline shares it: each attempt gets at most the time left")
    func callsShareOneDeadline() async throws {
        let transport = LimitsRecordingTransport(clock: clock, delay: .seconds(8))
        let http = client(transport, retryPolicy: .never)
        let deadline = Deadline(budget: .seconds(20), now: clock.now)

        let context = RequestContext(deadline: deadline)
        _ = try? await http.send(HTTPRequest<[Int]>(url: url), context: context)
        _ = try? await http.send(HTTPRequest<[Int]>(url: url), context: context)
        let third = await networkError { try await http.send(HTTPRequest<[Int]>(url: url), context: context) }

        #expect(transport.limits.map(\.timeout) == [.seconds(20), .seconds(12), .seconds(4)])
        #expect(third == .deadlineExceeded(after: .seconds(20)))
        #expect(third?.message == "The server did not answer within 20 s.")
    }

    @Test("the exchange timeout is the configured one while more time is left")
    func exchangeTimeoutWhenTimeIsLeft() async throws {
        let transport = LimitsRecordingTransport(clock: clock, delay: .seconds(1))
        let http = HTTPClient(
            transport: transport,
            configuration: HTTPClient.Configuration(
                limits: TransportLimits(timeout: .seconds(5)), deadline: .seconds(60), clock: clock))

        _ = try await http.send(HTTPRequest<[Int]>(url: url))

        #expect(transport.limits.map(\.timeout) == [.seconds(5)])
    }

    @Test("a call after the deadline fails without sending anything")
    func passedDeadlineSendsNothing() async throws {
        let transport = StubTransport(clock: clock)
        let deadline = Deadline(budget: .seconds(1), now: clock.now.addingTimeInterval(-5))

        let error = await networkError {
            try await client(transport).send(HTTPRequest<[Int]>(url: url), context: RequestContext(deadline: deadline))
        }

        #expect(error == .deadlineExceeded(after: .seconds(1)))
        #expect(transport.requestCount == 0)
    }

    @Test("without a deadline set, each call gets the configured 30 s")
    func defaultDeadline() async throws {
        let transport = StubTransport(clock: clock)
        transport.stub(url: url, StubResponse(status: 200, body: Data("[]".utf8), delay: .seconds(45)))

        let error = await networkError { try await client(transport).send(HTTPRequest<[Int]>(url: url)) }

        #expect(error == .deadlineExceeded(after: .seconds(30)))
        #expect(clock.sleeps == [.seconds(30)])
    }
}

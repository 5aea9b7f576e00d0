import AtomicCore
import Foundation
import Testing

@testable import Networking

/// Numbers that come from a server never trap: every parser and helper saturates or rejects the extremes.
@Suite("Remote numbers at the extremes")
struct RemoteNumberTests {
    private static let now = Date(timeIntervalSince1970: 1_767_225_600)

    /// Header values no server should send, each of which once could have trapped.
    static let extremes = [
        "9223372036854775807", "-9223372036854775808", "9223372036854775808", "99999999999999999999999",
        "-1e19", "1e308", "-1e308", "NaN", "nan", "inf", "-1", "-0", "0", "", " ", "garbage", "1.5", "0x10",
        "\u{0}", "١٢٣",
    ]

    @Test("RateLimit reads or rejects every extreme reset, limit and remaining count", arguments: extremes)
    func rateLimit(value: String) {
        let reset = RateLimit(headers: [
            "x-ratelimit-limit": "60", "x-ratelimit-remaining": "0", "x-ratelimit-reset": value,
        ])
        #expect(reset?.limit == 60)
        if let date = reset?.reset {
            #expect(date.timeIntervalSince1970 >= 0)
            #expect(date.timeIntervalSince1970 <= TimeInterval(RateLimit.latestReset))
        }
        let counts = RateLimit(headers: ["x-ratelimit-limit": value, "x-ratelimit-remaining": value])
        if let counts {
            #expect(counts.limit >= 0 && counts.remaining >= 0)
        }
    }

    @Test("a reset far beyond the year 9999 is left out; a normal one is kept")
    func resetRange() {
        let far = RateLimit(
            headers: [
                "x-ratelimit-limit": "60", "x-ratelimit-remaining": "0", "x-ratelimit-reset": "9223372036854775807",
            ])
        let normal = RateLimit(
            headers: ["x-ratelimit-limit": "60", "x-ratelimit-remaining": "0", "x-ratelimit-reset": "1767229200"])
        #expect(far?.reset == nil)
        #expect(normal?.reset == Date(timeIntervalSince1970: 1_767_229_200))
    }

    @Test("Retry-After gives nothing or a wait between zero and the saturation limit", arguments: extremes)
    func retryAfter(value: String) {
        guard let delay = RetryAfter.delay(from: value, now: Self.now) else { return }
        #expect(delay >= .zero)
        #expect(delay <= .saturationLimit)
    }

    @Test("Retry-After: an enormous number of seconds saturates, a negative one is unreadable")
    func retryAfterSaturates() {
        #expect(RetryAfter.delay(from: "9223372036854775807", now: Self.now) == .saturationLimit)
        #expect(RetryAfter.delay(from: "99999999999999999999999", now: Self.now) == .saturationLimit)
        #expect(RetryAfter.delay(from: "-1", now: Self.now) == nil)
        #expect(RetryAfter.delay(from: "Fri, 31 Dec 9999 23:59:59 GMT", now: Self.now) == .saturationLimit)
    }

    @Test("the server's wait and the validated error never trap, on any status", arguments: extremes)
    func validator(value: String) {
        for status in [403, 429, 500, 503] {
            let response = TransportResponse(
                status: status,
                headers: [
                    "x-ratelimit-limit": "60", "x-ratelimit-remaining": "0", "x-ratelimit-reset": value,
                    "Retry-After": value,
                ],
                body: Data(#"{"message":"API rate limit exceeded"}"#.utf8))
            if let wait = ResponseValidator.serverWait(for: response, now: Self.now) {
                #expect(wait >= .zero && wait <= .saturationLimit)
            }
            #expect(ResponseValidator(isConditional: false).error(for: response, now: Self.now) != nil)
        }
    }

    @Test(
        "back-off stays between zero and the cap for any retry number, unit and settings",
        arguments: [Int.min, -1, 0, 1, 2, 64, 1_100, Int.max])
    func backoff(retry: Int) {
        var policy = RetryPolicy.standard
        for unit in [-1e308, -1, 0, 0.5, 1, 1e308, .nan, .infinity] {
            let wait = policy.backoff(beforeRetry: retry, unit: unit)
            #expect(wait >= .zero && wait <= .seconds(30))
        }
        policy.multiplier = .infinity
        policy.jitter = .nan
        policy.baseDelay = .zero
        #expect(policy.backoff(beforeRetry: retry, unit: 0.5) == .zero)
        policy.baseDelay = .seconds(Int64.max)
        policy.maxDelay = .seconds(Int64.max)
        #expect(policy.backoff(beforeRetry: retry, unit: 0.5) <= .saturationLimit)
    }

    @Test(
        "durations from seconds saturate",
        arguments: [
            (Double(Int64.max), Duration.saturationLimit), (Double(Int64.min), .zero), (-1e19, .zero),
            (1e308, .saturationLimit), (.infinity, .saturationLimit), (-.infinity, .zero), (.nan, .zero), (-1, .zero),
            (0, .zero), (1.5, .milliseconds(1500)),
        ])
    func saturatingDuration(seconds: Double, expected: Duration) {
        #expect(Duration.saturating(seconds: seconds) == expected)
    }

    @Test("a deadline of any size never traps and leaves a non-negative time")
    func deadline() {
        for budget in [Duration.seconds(Int64.max), .seconds(Int64.min), .zero, .seconds(30)] {
            let deadline = Deadline(budget: budget, now: Self.now)
            #expect(deadline.remaining(at: Self.now) >= .zero)
            #expect(deadline.remaining(at: .distantFuture) == .zero)
            #expect(deadline.remaining(at: .distantPast) <= .saturationLimit)
        }
    }

    @Test("an unreachable-host cool-down of any length never traps")
    func unreachableHostCoolDown() async throws {
        let clock = TestClock(start: Self.now)
        let url = try #require(URL(string: "https://down.example.test/a"))
        for coolDown in [Duration.seconds(Int64.max), .seconds(Int64.min), .zero] {
            let transport = StubTransport(clock: clock)
            transport.stub(url: url, outcomes: [.failure(.noConnection)])
            let http = HTTPClient(
                transport: transport,
                configuration: HTTPClient.Configuration(
                    retryPolicy: .never, unreachableHostCoolDown: coolDown, clock: clock))
            for _ in 0..<2 {
                let error = await networkError { try await http.send(HTTPRequest<[Int]>(url: url)) }
                #expect(error == .noConnection)
            }
            #expect(transport.requestCount == (coolDown > .zero ? 1 : 2))
        }
    }

    @Test("a deadline message says whole seconds, or tenths below ten")
    func deadlineMessage() {
        #expect(NetworkError.deadlineExceeded(after: .seconds(30)).message == "The server did not answer within 30 s.")
        #expect(NetworkError.deadlineExceeded(after: .milliseconds(2500)).message.contains("2.5 s"))
        #expect(NetworkError.deadlineExceeded(after: .seconds(Int64.max)).message.hasSuffix(" s."))
    }

    @Test("the client turns an absurd reset on any error status into a clean error, without trapping or waiting")
    func clientWithAbsurdReset() async throws {
        let clock = TestClock(start: Self.now)
        let url = try #require(URL(string: "https://api.example.test/users"))
        for status in [403, 500] {
            let transport = StubTransport(clock: clock)
            transport.stub(
                url: url,
                .json(
                    #"{"message":"no"}"#, status: status,
                    headers: [
                        "x-ratelimit-limit": "60", "x-ratelimit-remaining": "0",
                        "x-ratelimit-reset": "9223372036854775807",
                    ]))
            let http = HTTPClient(
                transport: transport,
                configuration: HTTPClient.Configuration(clock: clock, random: FixedRandomSource(value: 0.5)))
            let error = await networkError { try await http.send(HTTPRequest<[Int]>(url: url)) }
            // The reset beyond the year 9999 is left out; the rest of the budget is what the response reported.
            let reported = RateLimit(limit: 60, remaining: 0)
            #expect(
                error
                    == (status == 403
                        ? .rateLimited(resetAt: nil, rateLimit: reported)
                        : .http(status: 500, message: "no", rateLimit: reported)))
        }
    }
}

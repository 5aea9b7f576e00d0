import Foundation
import Testing

@testable import Networking

@Suite("Retry-After parsing")
struct RetryAfterTests {
    private let now = Date(timeIntervalSince1970: 1_445_412_400)  // Wed, 21 Oct 2015 07:26:40 GMT

    @Test("a number of seconds", arguments: [("0", 0), ("1", 1), ("120", 120), (" 30 ", 30)])
    func seconds(value: String, expected: Int64) {
        #expect(RetryAfter.delay(from: value, now: now) == .seconds(expected))
    }

    @Test("an HTTP date in each of the three formats")
    func httpDates() {
        for value in [
            "Wed, 21 Oct 2015 07:28:00 GMT",
            "Wednesday, 21-Oct-15 07:28:00 GMT",
            "Wed Oct 21 07:28:00 2015",
        ] {
            #expect(RetryAfter.delay(from: value, now: now) == .seconds(80), "\(value)")
        }
    }

    @Test("a date in the past means no wait")
    func pastDate() {
        #expect(RetryAfter.delay(from: "Tue, 20 Oct 2015 07:28:00 GMT", now: now) == .zero)
    }

    @Test("unreadable values give nothing", arguments: ["", "soon", "-5", "1.5", "Wed, 32 Oct 2015 07:28:00 GMT"])
    func unreadable(value: String) {
        #expect(RetryAfter.delay(from: value, now: now) == nil)
    }

    /// Non-ASCII text once made `DateFormatter` trap (a combining mark after a letter); it is refused before.
    @Test(
        "text that cannot be an HTTP date is refused without reaching the formatter",
        arguments: [
            "m\u{0360},", "Wed, 21 Oct 2015 07:28:00 G\u{0301}MT", "日, 21 Oct 2015 07:28:00 GMT",
            String(repeating: "Wed, ", count: 40),
        ])
    func notAnHTTPDate(value: String) {
        #expect(RetryAfter.delay(from: value, now: now) == nil)
    }
}

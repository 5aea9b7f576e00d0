import AtomicCore
import Foundation
import Testing

@Suite struct UTCTimeTextTests {
    private let date = Date(timeIntervalSince1970: 1_767_229_500)  // 2026-01-01 01:05 UTC

    @Test func sameDayIsTheTimeAlone() {
        #expect(UTCTimeText.describe(date, now: Date(timeIntervalSince1970: 1_767_225_600)) == "01:05 UTC")
    }

    @Test func anotherDayOrNoNowIsTheFullDate() {
        #expect(UTCTimeText.describe(date, now: Date(timeIntervalSince1970: 1_767_139_200)) == "2026-01-01 01:05 UTC")
        #expect(UTCTimeText.describe(date, now: nil) == "2026-01-01 01:05 UTC")
    }
}

@Suite struct UTCTimeTextExtremeTests {
    @Test(
        arguments: [
            (Double(Int64.max), "9999-12-31 23:59 UTC"), (Double(Int64.min), "1970-01-01 00:00 UTC"),
            (-1e19, "1970-01-01 00:00 UTC"), (1e308, "9999-12-31 23:59 UTC"), (.nan, "1970-01-01 00:00 UTC"),
            (.infinity, "9999-12-31 23:59 UTC"), (-1, "1970-01-01 00:00 UTC"),
            (253_402_300_799, "9999-12-31 23:59 UTC"),
        ])
    func extremeDatesAreClampedToWritableTimes(seconds: Double, expected: String) {
        #expect(UTCTimeText.describe(Date(timeIntervalSince1970: seconds), now: nil) == expected)
        #expect(UTCTimeText.describe(Date(timeIntervalSince1970: seconds), now: Date()).hasSuffix(" UTC"))
    }

    @Test func durationsSaturate() {
        #expect(Duration.saturating(from: .distantPast, to: .distantFuture) == .saturationLimit)
        #expect(Duration.saturating(from: .distantFuture, to: .distantPast) == .zero)
    }
}

@Suite("UTC time text rounding")
struct UTCTimeTextRoundingTests {
    @Test("times to wait for round up to the next whole minute; a whole minute stays")
    func roundingUp() {
        let whole = Date(timeIntervalSince1970: 1_767_225_600 + 14 * 3_600 + 5 * 60)
        #expect(UTCTimeText.describe(whole, now: whole, roundingUp: true) == "14:05 UTC")
        #expect(UTCTimeText.describe(whole.addingTimeInterval(42), now: whole, roundingUp: true) == "14:06 UTC")
        #expect(UTCTimeText.describe(whole.addingTimeInterval(42), now: whole) == "14:05 UTC")
        let farAway = Date(timeIntervalSince1970: 1e15)
        #expect(UTCTimeText.describe(farAway, now: nil, roundingUp: true) == "9999-12-31 23:59 UTC")
        #expect(
            UTCTimeText.describe(Date(timeIntervalSince1970: .nan), now: nil, roundingUp: true)
                == "1970-01-01 00:00 UTC")
    }
}

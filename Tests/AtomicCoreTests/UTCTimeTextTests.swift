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

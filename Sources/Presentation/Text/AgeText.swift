import Foundation

/// Short wording of how old cached data is: "45 s", "12 min", "3 h", "2 days".
///
/// Every screen says how old its data is through ``describe(since:now:)``, from the time the data was fetched
/// (`Fetched.fetchedAt`, the cache's `fetched_at`) and the time now, so that home and the screens it opens give one
/// data one age.
public enum AgeText {
    /// The age at `now` of data fetched at `fetchedAt`, worded by ``describe(_:)``: "12 min" in "cached · 12 min
    /// old" and "data from 12 min ago". A fetch time after `now` (a clock moved back) is 0 s old.
    public static func describe(since fetchedAt: Date, now: Date) -> String {
        describe(now.timeIntervalSince(fetchedAt))
    }

    /// `seconds` as the largest whole unit that fits; negative and `NaN` ages count as 0 s, and ages beyond
    /// 100 years as 100 years, so that a date from a server or the database can never trap here.
    public static func describe(_ seconds: TimeInterval) -> String {
        let hundredYears: TimeInterval = 100 * 365 * 86_400
        let whole = seconds.isNaN || seconds <= 0 ? 0 : Int(min(seconds, hundredYears).rounded(.down))
        switch whole {
        case ..<60: return "\(whole) s"
        case ..<3600: return "\(whole / 60) min"
        case ..<86_400: return "\(whole / 3600) h"
        default:
            let days = whole / 86_400
            return CountText.counted(days, "day", "days")
        }
    }
}

import Foundation

/// Points in time written for one-line messages: in UTC, the same on every machine whatever its locale
/// and time zone.
public enum UTCTimeText {
    /// `date` as `14:05 UTC` when it falls on the same UTC day as `now`, else as `2026-01-01 14:05 UTC`
    /// (always the full form when `now` is nil).
    ///
    /// Dates before 1970 (and `NaN`) are written as `1970-01-01 00:00 UTC`, dates after the year 9999 as
    /// `9999-12-31 23:59 UTC`, so a number from a server can never produce garbage or trap.
    ///
    /// - Parameter roundingUp: write the next whole minute when `date` falls inside one, for times to wait
    ///   for ("try again after 14:06" for a limit that ends at 14:05:42); by default the minute is cut off.
    public static func describe(_ date: Date, now: Date?, roundingUp: Bool = false) -> String {
        var seconds = date.timeIntervalSince1970
        if roundingUp, seconds.isFinite, seconds < latest {
            seconds = (seconds / 60).rounded(.up) * 60
        }
        let date =
            seconds.isNaN || seconds < earliest
            ? Date(timeIntervalSince1970: earliest) : Date(timeIntervalSince1970: min(seconds, latest))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let time = "\(twoDigits(parts.hour)):\(twoDigits(parts.minute)) UTC"
        if let now, calendar.isDate(date, inSameDayAs: now) {
            return time
        }
        let year = parts.year.map(String.init) ?? "0000"
        return "\(year)-\(twoDigits(parts.month))-\(twoDigits(parts.day)) \(time)"
    }

    /// 1970-01-01 00:00:00 UTC and 9999-12-31 23:59:00 UTC, in seconds since 1970.
    private static let earliest: TimeInterval = 0
    private static let latest: TimeInterval = 253_402_300_740

    private static func twoDigits(_ value: Int?) -> String {
        let value = value ?? 0
        return value < 10 ? "0\(value)" : "\(value)"
    }
}

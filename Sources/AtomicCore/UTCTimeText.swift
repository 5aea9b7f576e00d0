import Foundation

/// Points in time written for one-line messages: in UTC, the same on every machine whatever its locale
/// and time zone.
public enum UTCTimeText {
    /// `date` as `14:05 UTC` when it falls on the same UTC day as `now`, else as `2026-01-01 14:05 UTC`
    /// (always the full form when `now` is nil).
    public static func describe(_ date: Date, now: Date?) -> String {
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

    private static func twoDigits(_ value: Int?) -> String {
        let value = value ?? 0
        return value < 10 ? "0\(value)" : "\(value)"
    }
}

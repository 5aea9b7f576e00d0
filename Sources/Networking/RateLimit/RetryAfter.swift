import AtomicCore
import Foundation

/// Reads the `Retry-After` response header.
public enum RetryAfter {
    /// How long to wait according to `value`: a number of seconds (`120`) or an HTTP date
    /// (`Wed, 21 Oct 2015 07:28:00 GMT`, also the obsolete RFC 850 and asctime forms), measured from `now`.
    ///
    /// A date in the past gives zero; a wait longer than `Duration/saturationLimit` (100 years) gives that limit;
    /// anything unreadable (negative numbers, fractions, garbage) gives `nil`.
    public static func delay(from value: String, now: Date) -> Duration? {
        let text = value.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else { return nil }
        if text.allSatisfy({ $0.isASCII && $0.isNumber }) {
            // Digits only: a value too long for Int64 is a very long wait, not an error.
            return .saturating(seconds: Double(text) ?? .infinity)
        }
        guard let date = httpDate(text) else { return nil }
        return .saturating(from: now, to: date)
    }

    /// The date in `text`, in any of the three HTTP date formats.
    ///
    /// An HTTP date is at most a few dozen printable ASCII characters; anything else is refused before it reaches
    /// `DateFormatter`, which traps on some non-ASCII input (a combining mark after a letter) instead of failing.
    static func httpDate(_ text: String) -> Date? {
        guard text.utf8.count <= 64, text.utf8.allSatisfy({ (0x20...0x7E).contains($0) }) else { return nil }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        for format in ["EEE, dd MMM yyyy HH:mm:ss zzz", "EEEE, dd-MMM-yy HH:mm:ss zzz", "EEE MMM d HH:mm:ss yyyy"] {
            formatter.dateFormat = format
            if let date = formatter.date(from: text) {
                return date
            }
        }
        return nil
    }
}

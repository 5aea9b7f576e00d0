/// The one rule for counts people read: digits grouped by thousands with a comma, whatever the locale, so
/// `1,140 users`, `58 of 5,000 GitHub requests left` and `… 48,213 more characters` all read alike.
///
/// Only counts shown to people are grouped: JSON, tab-separated records for tools, ids (`#1140`, `post 1140`)
/// and the flags of a command to type (`--limit 1140`) keep their plain digits.
///
/// ```swift
/// CountText.grouped(1140)                    // "1,140"
/// CountText.counted(1, "user", "users")      // "1 user"
/// CountText.counted(1140, "user", "users")   // "1,140 users"
/// ```
public enum CountText {
    /// `number` with a comma between each group of three digits: "48,213", "-1,000", "999". Never traps, for
    /// any value of any integer type.
    public static func grouped(_ number: some BinaryInteger) -> String {
        let digits = Array(String(number.magnitude))
        var text = number < 0 ? "-" : ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return text
    }

    /// `number`, grouped, and the noun that goes with it: `singular` for exactly one, else `plural`.
    public static func counted(_ number: Int, _ singular: String, _ plural: String) -> String {
        "\(grouped(number)) \(number == 1 ? singular : plural)"
    }
}

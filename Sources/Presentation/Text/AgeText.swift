import Foundation

/// Short wording of how old cached data is: "45 s", "12 min", "3 h", "2 days".
public enum AgeText {
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

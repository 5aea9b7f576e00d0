import Foundation

/// Short human wording of how old cached data is: "45 s", "12 min", "3 h", "2 days".
enum AgeText {
    /// `seconds` as the largest whole unit that fits.
    static func describe(_ seconds: TimeInterval) -> String {
        let whole = max(0, Int(seconds.rounded(.down)))
        switch whole {
        case ..<60: return "\(whole) s"
        case ..<3600: return "\(whole / 60) min"
        case ..<86_400: return "\(whole / 3600) h"
        default:
            let days = whole / 86_400
            return days == 1 ? "1 day" : "\(days) days"
        }
    }
}

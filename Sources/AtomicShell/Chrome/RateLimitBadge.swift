import Domain
import Presentation

/// GitHub's remaining requests, short enough for the status bar at 40 columns: "GitHub 58/60".
enum RateLimitBadge {
    /// The badge for `budget`, or empty when it is not known.
    static func text(_ budget: RateLimitBudget?) -> String {
        guard let budget else { return "" }
        return "GitHub \(CountText.grouped(budget.remaining))/\(CountText.grouped(budget.limit))"
    }
}

import Domain
import Presentation

/// GitHub's remaining requests, short enough for the status bar at 40 columns: "GitHub 58/60".
enum RateLimitBadge {
    /// The badge for `budget`, or empty when it is not known.
    static func text(_ budget: RateLimitBudget?) -> String {
        guard let budget else { return "" }
        // A budget of its own (search's 10 or 30 a minute) is named, so it is not read as the REST API's.
        let name = budget.resource == .core ? "GitHub" : "GitHub \(budget.resource.name)"
        return "\(name) \(CountText.grouped(budget.remaining))/\(CountText.grouped(budget.limit))"
    }
}

import AtomicCore
import Domain
import Foundation

/// GitHub's rate-limit budget in words, for a status bar or the home screen.
public enum RateLimitText {
    /// "58 of 60 GitHub requests left", followed by " · resets 14:05 UTC" when the reset time is known and
    /// still ahead of `now`; the time is written as `UTCTimeText` does relative to `now`.
    public static func describe(_ budget: RateLimitBudget, now: Date?) -> String {
        let left =
            "\(CountText.grouped(budget.remaining)) of \(CountText.grouped(budget.limit)) \(requests(of: budget)) left"
        guard let reset = upcomingReset(budget, now: now) else { return left }
        return "\(left) · resets \(UTCTimeText.describe(reset, now: now, roundingUp: true))"
    }

    /// Below this many requests left, the REST API's budget is low (10).
    public static let lowThreshold = 10

    /// Whether few enough requests are left to warn about it: fewer than ``lowThreshold`` of the REST API's
    /// (`core`) budget, or fewer than a tenth of another's (search allows 10 or 30 a minute, so a warning at 10
    /// would follow every search), but some: none left is an error of its own,
    /// `DomainError.rateLimited(until:rateLimit:)`.
    public static func isLow(_ budget: RateLimitBudget) -> Bool {
        let threshold = budget.resource == .core ? lowThreshold : budget.limit / 10
        return budget.remaining > 0 && budget.remaining < threshold
    }

    /// The warning for a low budget, or `nil` when it is not low: "3 of 60 GitHub requests left until
    /// 14:05 UTC; set GH_TOKEN or GITHUB_TOKEN for a larger allowance" (without "until …" when the reset time is
    /// unknown). When `token` says a token is in use, the advice gives way to the variable's name:
    /// "3 of 5000 GitHub requests left until 14:05 UTC (the token in GH_TOKEN)".
    public static func lowBudgetWarning(
        _ budget: RateLimitBudget, now: Date?, token: TokenSource = .gitHubUnset
    ) -> String? {
        guard isLow(budget) else { return nil }
        let until =
            upcomingReset(budget, now: now).map { " until \(UTCTimeText.describe($0, now: now, roundingUp: true))" }
            ?? ""
        let left =
            "\(CountText.grouped(budget.remaining)) of \(CountText.grouped(budget.limit)) \(requests(of: budget)) left\(until)"
        if let inUse = token.tokenInUse {
            return "\(left) (\(inUse))"
        }
        return "\(left); set \(ErrorPresentation.variableList(token.candidates)) for a larger allowance"
    }

    /// "GitHub requests" for the REST API's budget, "GitHub search requests" for another's.
    private static func requests(of budget: RateLimitBudget) -> String {
        budget.resource == .core ? "GitHub requests" : "GitHub \(budget.resource.name) requests"
    }

    /// The budget's reset time when it is still to come; a reset already past says nothing about the future.
    private static func upcomingReset(_ budget: RateLimitBudget, now: Date?) -> Date? {
        guard let reset = budget.resetAt else { return nil }
        guard let now else { return reset }
        return reset > now ? reset : nil
    }
}

import AtomicCore
import Domain
import Foundation

/// GitHub's rate-limit budget in words, for a status bar or the home screen.
public enum RateLimitText {
    /// "58 of 60 GitHub requests left", followed by " · resets 14:05 UTC" when the reset time is known;
    /// the time is written as ``UTCTimeText`` does relative to `now`.
    public static func describe(_ budget: RateLimitBudget, now: Date?) -> String {
        let left = "\(budget.remaining) of \(budget.limit) GitHub requests left"
        guard let reset = budget.resetAt else { return left }
        return "\(left) · resets \(UTCTimeText.describe(reset, now: now))"
    }
}

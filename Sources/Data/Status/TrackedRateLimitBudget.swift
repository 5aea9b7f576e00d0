import Domain
import Networking

/// GitHub's `RateLimitBudget` as the HTTP client's `Networking/RateLimitTracker` last saw it.
///
/// Give the GitHub client the tracker as one of its observers; this reads the tracker's latest budget.
public struct TrackedRateLimitBudget: RateLimitBudgetProvider {
    private let tracker: RateLimitTracker

    /// A provider over `tracker`.
    public init(tracker: RateLimitTracker) {
        self.tracker = tracker
    }

    /// The budget of the last response that carried `x-ratelimit-*` headers, or `nil` before any did.
    public func currentBudget() async -> RateLimitBudget? {
        tracker.latest.map { RateLimitBudget(remaining: $0.remaining, limit: $0.limit, resetAt: $0.reset) }
    }
}

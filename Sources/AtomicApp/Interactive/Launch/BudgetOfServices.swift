import Domain

/// GitHub's budget as the services' tracker last saw it.
struct BudgetOfServices: RateLimitBudgetProvider {
    /// Reads the tracker.
    let read: @Sendable () -> RateLimitBudget?

    /// The last budget seen, or `nil` before any GitHub response.
    func currentBudget() async -> RateLimitBudget? { read() }
}

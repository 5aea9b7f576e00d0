import Foundation

/// How many requests an API still allows before its rate limit, as its last response reported it.
///
/// For GitHub these are the `x-ratelimit-remaining`, `x-ratelimit-limit` and `x-ratelimit-reset` headers.
public struct RateLimitBudget: Sendable, Equatable, Hashable {
    /// Requests left in the current window, never negative when built by the data layer.
    public var remaining: Int
    /// Requests allowed per window.
    public var limit: Int
    /// When the window starts again, when known.
    public var resetAt: Date?

    /// Creates a budget from the numbers a response reported.
    public init(remaining: Int, limit: Int, resetAt: Date? = nil) {
        self.remaining = remaining
        self.limit = limit
        self.resetAt = resetAt
    }

    /// Whether no request is left: the next one will be refused until ``resetAt``.
    public var isExhausted: Bool { remaining <= 0 }
}

/// The source of GitHub's rate-limit budget, implemented by the composition root over the HTTP client's
/// record of the last response.
public protocol RateLimitBudgetProvider: Sendable {
    /// The budget the last GitHub response reported, or `nil` when no response has been seen yet.
    func currentBudget() async -> RateLimitBudget?
}

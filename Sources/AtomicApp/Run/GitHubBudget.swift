import Foundation

/// How many GitHub API requests are left before the rate limit, as the last response said.
struct GitHubBudget: Equatable, Sendable {
    /// Requests left in the current window.
    var remaining: Int
    /// Requests allowed per window.
    var limit: Int
    /// When the window starts again, when known.
    var resetAt: Date?

    /// Below this many requests left, `atomic` warns.
    static let lowThreshold = 10

    /// Whether few enough requests are left to warn about it (and some are: none left is an error already).
    var isLow: Bool { remaining > 0 && remaining < Self.lowThreshold }
}

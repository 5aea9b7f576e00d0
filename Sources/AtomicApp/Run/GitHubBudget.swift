import Domain

/// How many GitHub API requests are left before the rate limit, as the last response said: Domain's
/// ``RateLimitBudget``; whether it is low enough to warn about is ``RateLimitText/isLow(_:)``'s to say.
typealias GitHubBudget = RateLimitBudget

/// Tells, for each feature, what the cache holds, and how many GitHub requests are left: the facts of the
/// home screen's status lines.
public struct GetFeatureStatusUseCase: Sendable {
    private let cache: any FeatureCacheStatusProvider
    private let budget: any RateLimitBudgetProvider

    /// Creates the use case over the cache's status and GitHub's budget.
    public init(cache: any FeatureCacheStatusProvider, budget: any RateLimitBudgetProvider) {
        self.cache = cache
        self.budget = budget
    }

    /// What the cache holds for `feature`.
    /// - Throws: ``DomainError/storage(_:)`` when the cache cannot be read.
    public func cacheStatus(of feature: Feature) async throws(DomainError) -> FeatureCacheStatus {
        try await cache.cacheStatus(of: feature)
    }

    /// GitHub's rate-limit budget as the last response reported it, or `nil` before any response.
    public func rateLimitBudget() async -> RateLimitBudget? {
        await budget.currentBudget()
    }
}

/// Tells, for each feature, what the cache holds, and how many GitHub requests are left: the facts of the
/// home screen's status lines. With the built-in demo data (``isDemo``) there is no request budget.
public struct GetFeatureStatusUseCase: Sendable {
    private let cache: any FeatureCacheStatusProvider
    private let budget: any RateLimitBudgetProvider
    /// Whether the data is the built-in demo data, answered in memory: nothing is cached on disk and no request
    /// leaves the process, so there is no cache age and no GitHub request budget to tell.
    public let isDemo: Bool

    /// Where the run's GitHub token comes from, and whom a stored one signs in as: what the status bar and the
    /// inspector say of the sign-in.
    public let token: TokenSource

    /// Creates the use case over the cache's status and GitHub's budget; `isDemo` for the built-in demo data;
    /// `token` for the run's token.
    public init(
        cache: any FeatureCacheStatusProvider, budget: any RateLimitBudgetProvider, isDemo: Bool = false,
        token: TokenSource = .gitHubUnset
    ) {
        self.cache = cache
        self.budget = budget
        self.isDemo = isDemo
        self.token = token
    }

    /// What the cache holds for `feature`.
    /// - Throws: ``DomainError/storage(_:)`` when the cache cannot be read.
    public func cacheStatus(of feature: Feature) async throws(DomainError) -> FeatureCacheStatus {
        try await cache.cacheStatus(of: feature)
    }

    /// GitHub's rate-limit budget of `resource` (``RateLimitBudget/Resource/core`` by default) as the last response
    /// reported it, or `nil` before any response and always with the demo data, whose rate-limit header fields are
    /// made up.
    ///
    /// For the home screen, which has no answer of its own to read a budget from: a screen or command with an
    /// answer reads the budget that answer carries (``Provenance/rateLimit``) instead of asking again.
    public func rateLimitBudget(of resource: RateLimitBudget.Resource = .core) async -> RateLimitBudget? {
        isDemo ? nil : await budget.currentBudget(of: resource)
    }
}

import Domain

/// The status and memory of services that have none: no cache status, no rate-limit budget, nothing
/// remembered, and saving forgets. The default of ``AppServices`` built without a composition root (tests).
struct NothingKnown: FeatureCacheStatusProvider, RateLimitBudgetProvider, AppStateStore {
    /// Nothing cached, as far as this knows.
    func cacheStatus(of feature: Feature) async throws(DomainError) -> FeatureCacheStatus {
        FeatureCacheStatus(feature: feature, lastFetchedAt: nil)
    }

    /// No budget seen.
    func currentBudget(of resource: RateLimitBudget.Resource) async -> RateLimitBudget? { nil }

    /// Nothing remembered.
    func load() async throws(DomainError) -> AppState { AppState() }

    /// Forgets `route` at once.
    func saveRoute(_ route: String?) async throws(DomainError) {}

    /// Forgets `itemID` at once.
    func saveSelection(_ itemID: String?, inList list: String) async throws(DomainError) {}
}

import AtomicCore
import Domain
import Foundation

/// GitHub's budget and each feature's cache status, as set by the test; records what was asked.
final class FakeStatusProviders: RateLimitBudgetProvider, FeatureCacheStatusProvider {
    private struct State {
        var budget: RateLimitBudget?
        var statuses: [Feature: Result<FeatureCacheStatus, DomainError>] = [:]
        var calls: [String] = []
    }

    private let state: Locked<State>

    init(budget: RateLimitBudget? = nil, statuses: [Feature: Result<FeatureCacheStatus, DomainError>] = [:]) {
        state = Locked(State(budget: budget, statuses: statuses))
    }

    /// Every call so far, as text.
    var calls: [String] { state.withLock { $0.calls } }

    /// Sets the budget later calls report.
    func setBudget(_ budget: RateLimitBudget?) {
        state.withLock { $0.budget = budget }
    }

    func currentBudget(of resource: RateLimitBudget.Resource) async -> RateLimitBudget? {
        state.withLock {
            $0.calls.append("currentBudget(of: .core)")
            return $0.budget
        }
    }

    func cacheStatus(of feature: Feature) async throws(DomainError) -> FeatureCacheStatus {
        try state.withLock {
            $0.calls.append("cacheStatus(of: \(feature))")
            return $0.statuses[feature] ?? .success(FeatureCacheStatus(feature: feature, lastFetchedAt: nil))
        }.get()
    }

    /// The use case over these fakes.
    var useCase: GetFeatureStatusUseCase { GetFeatureStatusUseCase(cache: self, budget: self) }

    /// The use case over these fakes, for the built-in demo data.
    var demoUseCase: GetFeatureStatusUseCase { GetFeatureStatusUseCase(cache: self, budget: self, isDemo: true) }
}

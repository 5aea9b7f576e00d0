import Domain
import Persistence

extension CachedAnswer {
    /// The one mapping from the cache's answer to the domain's: the same freshness in the domain's words
    /// (``CacheFreshness`` and ``DataFreshness`` name the same three states), the same fetch time, and, when the
    /// answer is stale because a refresh failed, that failure in the user's terms, about `service` when given.
    func fetched<DomainValue: Sendable>(
        _ value: DomainValue, service: DomainError.Service? = nil
    ) -> Fetched<DomainValue> {
        let domainFreshness: DataFreshness
        switch freshness {
        case .fresh: domainFreshness = .fresh
        case .revalidated: domainFreshness = .revalidated
        case .stale(let age): domainFreshness = .stale(age: age)
        }
        return Fetched(
            value: value, freshness: domainFreshness, fetchedAt: fetchedAt,
            staleReason: revalidationError.map { DomainErrorMapping.domainError(for: $0, service: service) })
    }
}

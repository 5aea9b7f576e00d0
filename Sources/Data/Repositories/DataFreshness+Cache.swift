import Domain
import Persistence

extension DataFreshness {
    /// The domain's wording of a cache answer's freshness.
    init(_ freshness: CacheFreshness) {
        switch freshness {
        case .fresh: self = .fresh
        case .revalidated: self = .revalidated
        case .stale(let age): self = .stale(age: age)
        }
    }
}

extension CachedAnswer {
    /// The domain's view of this answer around `value`: its freshness, fetch time and, when it is stale
    /// because a refresh failed, that failure in the user's terms.
    func fetched<DomainValue: Sendable>(_ value: DomainValue) -> Fetched<DomainValue> {
        Fetched(
            value: value, freshness: DataFreshness(freshness), fetchedAt: fetchedAt,
            staleReason: revalidationError.map { DomainErrorMapping.domainError(for: $0) })
    }
}

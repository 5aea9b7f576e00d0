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

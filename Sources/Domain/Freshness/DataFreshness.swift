import Foundation

/// How current a value handed out by a repository is.
public enum DataFreshness: Sendable, Equatable, Hashable {
    /// Fetched from the network just now, or served from a cache entry younger than its time-to-live.
    case fresh
    /// Served from the cache after the server confirmed it is unchanged (an HTTP `304`).
    case revalidated
    /// Served from the cache because the network could not be used; `age` is seconds since it was fetched.
    case stale(age: TimeInterval)

    /// Whether the value may be out of date.
    public var isStale: Bool {
        if case .stale = self { return true }
        return false
    }

    /// The freshness of a value built from two parts: the least current part wins.
    ///
    /// `stale` beats `revalidated`, which beats `fresh`; of two stale parts the older age wins.
    /// The operation is commutative and associative, so any number of parts can be folded in any order.
    public func combined(with other: DataFreshness) -> DataFreshness {
        switch (self, other) {
        case (.stale(let lhs), .stale(let rhs)):
            return .stale(age: Swift.max(lhs, rhs))
        case (.stale, _):
            return self
        case (_, .stale):
            return other
        case (.revalidated, _), (_, .revalidated):
            return .revalidated
        case (.fresh, .fresh):
            return .fresh
        }
    }
}

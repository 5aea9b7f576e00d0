import Foundation

/// A value from a repository together with how current it is.
public struct Fetched<Value: Sendable>: Sendable {
    /// The value itself.
    public let value: Value
    /// Whether the value is fresh, revalidated or stale.
    public let freshness: DataFreshness
    /// When the value was last fetched from its origin, or `nil` when unknown.
    public let fetchedAt: Date?
    /// For a stale value, the failure that kept it from being refreshed (``DomainError/offline``, a server
    /// error, a rate limit…); `nil` when the value is not stale or when no refresh was tried (offline mode).
    public let staleReason: DomainError?

    /// Wraps `value` with its freshness, fetch time and, for a stale value, why it could not be refreshed.
    public init(value: Value, freshness: DataFreshness, fetchedAt: Date?, staleReason: DomainError? = nil) {
        self.value = value
        self.freshness = freshness
        self.fetchedAt = fetchedAt
        self.staleReason = staleReason
    }

    /// The same freshness, fetch time and stale reason around a transformed value.
    public func map<NewValue: Sendable, Failure: Error>(
        _ transform: (Value) throws(Failure) -> NewValue
    ) throws(Failure) -> Fetched<NewValue> {
        Fetched<NewValue>(
            value: try transform(value), freshness: freshness, fetchedAt: fetchedAt, staleReason: staleReason)
    }
}

extension Fetched: Equatable where Value: Equatable {}

extension Fetched: Hashable where Value: Hashable {}

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
    /// How the value was made (endpoints, cache decision, requests, rate limit), when the source recorded it;
    /// the repositories of the data layer always do.
    public let provenance: Provenance?

    /// Wraps `value` with its freshness, fetch time, for a stale value why it could not be refreshed, and how it
    /// was made.
    public init(
        value: Value, freshness: DataFreshness, fetchedAt: Date?, staleReason: DomainError? = nil,
        provenance: Provenance? = nil
    ) {
        self.value = value
        self.freshness = freshness
        self.fetchedAt = fetchedAt
        self.staleReason = staleReason
        self.provenance = provenance
    }

    /// The same freshness, fetch time, stale reason and provenance around a transformed value.
    public func map<NewValue: Sendable, Failure: Error>(
        _ transform: (Value) throws(Failure) -> NewValue
    ) throws(Failure) -> Fetched<NewValue> {
        Fetched<NewValue>(
            value: try transform(value), freshness: freshness, fetchedAt: fetchedAt, staleReason: staleReason,
            provenance: provenance)
    }

    /// The same answer with `provenance` in place of the one it had.
    public func with(provenance: Provenance?) -> Fetched<Value> {
        Fetched(
            value: value, freshness: freshness, fetchedAt: fetchedAt, staleReason: staleReason, provenance: provenance)
    }
}

extension Fetched: Equatable where Value: Equatable {}

extension Fetched: Hashable where Value: Hashable {}

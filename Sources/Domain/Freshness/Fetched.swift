import Foundation

/// A value from a repository together with how current it is.
public struct Fetched<Value: Sendable>: Sendable {
    /// The value itself.
    public let value: Value
    /// Whether the value is fresh, revalidated or stale.
    public let freshness: DataFreshness
    /// When the value was last fetched from its origin, or `nil` when unknown.
    public let fetchedAt: Date?

    /// Wraps `value` with its freshness and fetch time.
    public init(value: Value, freshness: DataFreshness, fetchedAt: Date?) {
        self.value = value
        self.freshness = freshness
        self.fetchedAt = fetchedAt
    }

    /// The same freshness and fetch time around a transformed value.
    public func map<NewValue: Sendable, Failure: Error>(
        _ transform: (Value) throws(Failure) -> NewValue
    ) throws(Failure) -> Fetched<NewValue> {
        Fetched<NewValue>(value: try transform(value), freshness: freshness, fetchedAt: fetchedAt)
    }
}

extension Fetched: Equatable where Value: Equatable {}

extension Fetched: Hashable where Value: Hashable {}

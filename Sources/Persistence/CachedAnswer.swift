import Foundation

/// A value handed out by ``CachePolicy`` together with how current it is.
public struct CachedAnswer<Value: Sendable>: Sendable {
    /// The value.
    public let value: Value
    /// Whether the value is fresh, revalidated or stale (with its age).
    public let freshness: CacheFreshness
    /// When the value was fetched from the server or last confirmed unchanged by it.
    public let fetchedAt: Date
    /// For a stale answer served because the network failed, the error that made it stale
    /// (so the UI can say "offline"); `nil` otherwise.
    public let revalidationError: (any Error)?

    /// Creates an answer.
    public init(value: Value, freshness: CacheFreshness, fetchedAt: Date, revalidationError: (any Error)? = nil) {
        self.value = value
        self.freshness = freshness
        self.fetchedAt = fetchedAt
        self.revalidationError = revalidationError
    }

    /// The same freshness, fetch time and error around a transformed value.
    public func map<NewValue: Sendable>(_ transform: (Value) throws -> NewValue) rethrows -> CachedAnswer<NewValue> {
        CachedAnswer<NewValue>(
            value: try transform(value),
            freshness: freshness,
            fetchedAt: fetchedAt,
            revalidationError: revalidationError
        )
    }
}

import Foundation

/// What the cache knows about one endpoint: when it was fetched, how to revalidate it and,
/// for endpoints cached as raw bodies, the body itself.
///
/// Features that keep their data in their own tables store no payload; their rows live next to
/// the entry and change in the same transaction.
public struct CacheEntry: Sendable, Hashable {
    /// The endpoint.
    public var key: CacheKey
    /// When the data was last fetched or confirmed unchanged by the server.
    public var fetchedAt: Date
    /// The server's `ETag` and `Last-Modified` for the data.
    public var validators: CacheValidators
    /// The raw response body, for endpoints cached that way; `nil` otherwise.
    public var payload: Data?

    /// Creates an entry.
    public init(key: CacheKey, fetchedAt: Date, validators: CacheValidators = CacheValidators(), payload: Data? = nil) {
        self.key = key
        self.fetchedAt = fetchedAt
        self.validators = validators
        self.payload = payload
    }

    /// Seconds between ``fetchedAt`` and `now` (negative when `now` is earlier).
    public func age(at now: Date) -> TimeInterval {
        now.timeIntervalSince(fetchedAt)
    }
}

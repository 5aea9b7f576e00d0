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

    /// Seconds between ``fetchedAt`` and `now`, saturated by ``CacheAge/seconds(since:now:)``: 0 when the
    /// entry is dated in the future, at most ``CacheAge/maximum``.
    public func age(at now: Date) -> TimeInterval {
        CacheAge.seconds(since: fetchedAt, now: now)
    }

    /// Whether the entry is fresh at `now` under `timeToLive` seconds (``CacheAge/isFresh(fetchedAt:now:timeToLive:)``:
    /// an entry dated in the future is not).
    public func isFresh(at now: Date, timeToLive: TimeInterval) -> Bool {
        CacheAge.isFresh(fetchedAt: fetchedAt, now: now, timeToLive: timeToLive)
    }
}

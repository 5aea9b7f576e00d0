import Foundation

/// A cache entry as `atomic cache info` lists it: everything but the payload itself.
public struct CacheEntrySummary: Sendable, Hashable {
    /// The endpoint.
    public let key: CacheKey
    /// When the data was last fetched or confirmed unchanged.
    public let fetchedAt: Date
    /// The stored `ETag`, if any.
    public let etag: String?
    /// The stored `Last-Modified`, if any.
    public let lastModified: String?
    /// The size in bytes of the stored raw body; 0 for endpoints whose data lives in feature tables, never negative.
    public let payloadSize: Int

    /// Creates a summary.
    public init(key: CacheKey, fetchedAt: Date, etag: String?, lastModified: String?, payloadSize: Int) {
        self.key = key
        self.fetchedAt = fetchedAt
        self.etag = etag
        self.lastModified = lastModified
        self.payloadSize = max(0, payloadSize)
    }

    /// Seconds between ``fetchedAt`` and `now`, saturated as for ``CacheEntry/age(at:)``.
    public func age(at now: Date) -> TimeInterval {
        CacheAge.seconds(since: fetchedAt, now: now)
    }

    /// Whether the entry is fresh at `now` under `timeToLive` seconds, by the same rule as the commands
    /// (``CacheAge/isFresh(fetchedAt:now:timeToLive:)``): an entry dated in the future is not.
    public func isFresh(at now: Date, timeToLive: TimeInterval) -> Bool {
        CacheAge.isFresh(fetchedAt: fetchedAt, now: now, timeToLive: timeToLive)
    }
}

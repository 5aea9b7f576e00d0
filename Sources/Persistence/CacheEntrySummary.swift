import Foundation

/// A cache entry as `atomic cache info` lists it: everything but the payload itself.
///
/// A row whose columns hold values of the wrong type (a damaged or hand-edited file) is still listed, with the
/// unreadable values as `nil`: one bad row never hides the others, and it is never fresh.
public struct CacheEntrySummary: Sendable, Hashable {
    /// The endpoint.
    public let key: CacheKey
    /// When the data was last fetched or confirmed unchanged; `nil` when the stored time cannot be read.
    public let fetchedAt: Date?
    /// The stored `ETag`, if any.
    public let etag: String?
    /// The stored `Last-Modified`, if any.
    public let lastModified: String?
    /// The size in bytes of the stored raw body; 0 for endpoints whose data lives in feature tables, never negative.
    public let payloadSize: Int

    /// Creates a summary.
    public init(key: CacheKey, fetchedAt: Date?, etag: String?, lastModified: String?, payloadSize: Int) {
        self.key = key
        self.fetchedAt = fetchedAt
        self.etag = etag
        self.lastModified = lastModified
        self.payloadSize = max(0, payloadSize)
    }

    /// Seconds between ``fetchedAt`` and `now`, saturated as for ``CacheEntry/age(at:)``; `nil` when the
    /// fetch time cannot be read.
    public func age(at now: Date) -> TimeInterval? {
        fetchedAt.map { CacheAge.seconds(since: $0, now: now) }
    }

    /// Whether the entry is fresh at `now` under `timeToLive` seconds, by the same rule as the commands
    /// (``CacheAge/isFresh(fetchedAt:now:timeToLive:)``): an entry dated in the future, or whose fetch time
    /// cannot be read, is not.
    public func isFresh(at now: Date, timeToLive: TimeInterval) -> Bool {
        fetchedAt.map { CacheAge.isFresh(fetchedAt: $0, now: now, timeToLive: timeToLive) } ?? false
    }
}

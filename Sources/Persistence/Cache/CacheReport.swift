import Foundation

/// What the cache holds at one moment, judged against a time to live: the store's ``CacheInfo`` (where it is, how
/// big, its entries) and every cached endpoint with its age and freshness, most recent first (`atomic cache info`).
public struct CacheReport: Equatable, Sendable {
    /// One cached endpoint at the report's moment.
    public struct Endpoint: Equatable, Sendable {
        /// The endpoint key: method and URL with sorted query (``CacheKey/rawValue``).
        public let key: String
        /// When it was last fetched; `nil` when the stored time cannot be read.
        public let fetchedAt: Date?
        /// Whole seconds since then; `nil` when the stored time cannot be read.
        public let ageSeconds: Int?
        /// Whether it is younger than the time to live (never for an entry dated in the future or unreadable).
        public let isFresh: Bool
        /// The server's ETag, when it sent one.
        public let etag: String?
    }

    /// The cache described: the database's path, its size on disk and its entries in key order.
    public let info: CacheInfo
    /// The cached endpoints, most recent first; those whose time cannot be read last, in key order.
    public let endpoints: [Endpoint]

    /// The report of `info` at `now`: each entry's age, and whether it is fresh under `timeToLive` seconds by the
    /// same rule as the loads (``CacheEntrySummary/isFresh(at:timeToLive:)``).
    public init(_ info: CacheInfo, now: Date, timeToLive: TimeInterval) {
        self.info = info
        endpoints = info.entries.map { entry in
            Endpoint(
                key: entry.key.rawValue, fetchedAt: entry.fetchedAt, ageSeconds: entry.age(at: now).map { Int($0) },
                isFresh: entry.isFresh(at: now, timeToLive: timeToLive), etag: entry.etag)
        }
        .sorted { lhs, rhs in
            let (left, right) = (lhs.fetchedAt ?? .distantPast, rhs.fetchedAt ?? .distantPast)
            return left != right ? left > right : lhs.key < rhs.key
        }
    }
}

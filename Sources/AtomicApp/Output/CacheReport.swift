import Foundation

/// What `atomic cache info` reports: where the cache is, how big, and every cached endpoint.
struct CacheReport: Equatable, Sendable {
    /// One cached endpoint.
    struct Endpoint: Equatable, Sendable {
        /// The endpoint key: method and URL with sorted query.
        var key: String
        /// When it was last fetched; `nil` when the stored time cannot be read.
        var fetchedAt: Date?
        /// Seconds since then; `nil` when the stored time cannot be read.
        var ageSeconds: Int?
        /// Whether it is younger than the TTL.
        var isFresh: Bool
        /// The server's ETag, when it sent one.
        var etag: String?
    }

    /// The database file's path.
    var path: String
    /// The database's size on disk, WAL included.
    var sizeBytes: Int64
    /// The cached endpoints, most recent first.
    var endpoints: [Endpoint]
}

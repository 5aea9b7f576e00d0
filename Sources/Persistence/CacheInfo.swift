import Foundation

/// A description of the cache for `atomic cache info`.
public struct CacheInfo: Sendable, Hashable {
    /// The database file (`:memory:` for a store kept in memory).
    public let path: String
    /// The bytes the cache occupies on disk: the database file and its `-wal` and `-shm` companions.
    public let sizeInBytes: Int64
    /// Every entry, ordered by key.
    public let entries: [CacheEntrySummary]

    /// Creates a description.
    public init(path: String, sizeInBytes: Int64, entries: [CacheEntrySummary]) {
        self.path = path
        self.sizeInBytes = sizeInBytes
        self.entries = entries
    }
}

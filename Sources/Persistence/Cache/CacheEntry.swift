import Foundation

/// What the cache knows about one endpoint: when it was fetched, how to revalidate it and,
/// for endpoints cached as raw bodies, the body itself.
///
/// Features that keep their data in their own tables store no payload; their rows live next to
/// the entry and change in the same transaction.
public struct CacheEntry: Sendable, Hashable {
    /// The endpoint this entry describes, as the key the cache policy looked it up by.
    public var key: CacheKey
    /// When the data was last fetched or confirmed unchanged by the server.
    public var fetchedAt: Date
    /// The server's `ETag` and `Last-Modified` for the data.
    public var validators: CacheValidators
    /// The raw response body, for endpoints cached that way; `nil` otherwise.
    public var payload: Data?

    /// Creates an entry from its parts; the cache policy makes them when it saves an answer.
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

/// A cache entry as `atomic cache info` lists it: everything but the payload itself.
///
/// A row whose columns hold values of the wrong type (a damaged or hand-edited file) is still listed, with the
/// unreadable values as `nil`: one bad row never hides the others, and it is never fresh.
public struct CacheEntrySummary: Sendable, Hashable {
    /// The endpoint the summarised entry describes.
    public let key: CacheKey
    /// When the data was last fetched or confirmed unchanged; `nil` when the stored time cannot be read.
    public let fetchedAt: Date?
    /// The stored `ETag`, if any.
    public let etag: String?
    /// The stored `Last-Modified`, if any.
    public let lastModified: String?
    /// The size in bytes of the stored raw body; 0 for endpoints whose data lives in feature tables, never negative.
    public let payloadSize: Int

    /// Creates a summary from its parts.
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

/// A description of the cache for `atomic cache info`.
public struct CacheInfo: Sendable, Hashable {
    /// The database file (`:memory:` for a store kept in memory).
    public let path: String
    /// The bytes of the cache's data on disk: the database file and its `-wal` (and `-journal`) companions;
    /// not the `-shm` index, which SQLite keeps only while the cache is open.
    public let sizeInBytes: Int64
    /// Every entry, ordered by key.
    public let entries: [CacheEntrySummary]

    /// Creates a description of a cache from its parts.
    public init(path: String, sizeInBytes: Int64, entries: [CacheEntrySummary]) {
        self.path = path
        self.sizeInBytes = sizeInBytes
        self.entries = entries
    }
}

extension Database {
    /// The cache entry stored for `key`, or `nil` when the endpoint was never cached.
    ///
    /// Needs the `cache_entries` table that ``SQLiteCacheStore`` creates.
    public func cacheEntry(for key: CacheKey) throws -> CacheEntry? {
        let row = try Row.fetchOne(
            cachedStatement(sql: "SELECT fetched_at, etag, last_modified, payload FROM cache_entries WHERE key = ?"),
            arguments: [key.rawValue])
        guard let row else { return nil }
        return CacheEntry(
            key: key,
            fetchedAt: try row.value("fetched_at"),
            validators: CacheValidators(etag: try row.value("etag"), lastModified: try row.value("last_modified")),
            payload: try row.value("payload")
        )
    }

    /// Every cache entry without its payload, ordered by key.
    ///
    /// A column holding a value of the wrong type is read as `nil` (a key as its text, or as
    /// `(unreadable key)`), so one damaged row is listed as such instead of failing the whole listing.
    public func cacheEntrySummaries() throws -> [CacheEntrySummary] {
        let rows = try Row.fetchAll(
            self,
            sql: """
                SELECT CAST(key AS TEXT) AS key, fetched_at, etag, last_modified,
                    coalesce(length(payload), 0) AS payload_size
                FROM cache_entries ORDER BY key
                """
        )
        return rows.map { row in
            let key = (try? row.value("key", as: String.self)) ?? "(unreadable key)"
            let fetchedAt = try? row.value("fetched_at", as: Date.self)
            let etag = (try? row.value("etag", as: String?.self)).flatMap { $0 }
            let lastModified = (try? row.value("last_modified", as: String?.self)).flatMap { $0 }
            let payloadSize = (try? row.value("payload_size", as: Int.self)) ?? 0
            return CacheEntrySummary(
                key: CacheKey(rawValue: key), fetchedAt: fetchedAt, etag: etag, lastModified: lastModified,
                payloadSize: payloadSize)
        }
    }
}

extension Database {
    /// Stores `entry`, replacing any entry with the same key (payload included).
    public func saveCacheEntry(_ entry: CacheEntry) throws {
        try cachedStatement(
            sql:
                """
                INSERT INTO cache_entries (key, fetched_at, etag, last_modified, payload) VALUES (?, ?, ?, ?, ?)
                ON CONFLICT (key) DO UPDATE SET
                    fetched_at = excluded.fetched_at,
                    etag = excluded.etag,
                    last_modified = excluded.last_modified,
                    payload = excluded.payload
                """
        ).execute(arguments: [
            entry.key.rawValue, entry.fetchedAt, entry.validators.etag, entry.validators.lastModified,
            entry.payload,
        ])
    }

    /// Moves the fetch time of the entry for `key` to `fetchedAt`, leaving everything else as is
    /// (what a `304 Not Modified` means). Returns whether an entry was there to update.
    @discardableResult
    public func touchCacheEntry(for key: CacheKey, fetchedAt: Date) throws -> Bool {
        try cachedStatement(sql: "UPDATE cache_entries SET fetched_at = ? WHERE key = ?").execute(arguments: [
            fetchedAt, key.rawValue,
        ])
        return try changesCount > 0
    }

    /// Deletes the entry for `key`; returns whether there was one.
    @discardableResult
    public func removeCacheEntry(for key: CacheKey) throws -> Bool {
        try execute(sql: "DELETE FROM cache_entries WHERE key = ?", arguments: [key.rawValue])
        return try changesCount > 0
    }
}

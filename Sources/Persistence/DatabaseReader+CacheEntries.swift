import Foundation

extension DatabaseReader {
    /// The cache entry stored for `key`, or `nil` when the endpoint was never cached.
    ///
    /// Needs the `cache_entries` table that ``SQLiteCacheStore`` creates.
    public func cacheEntry(for key: CacheKey) throws -> CacheEntry? {
        let row = try fetchOne(
            "SELECT fetched_at, etag, last_modified, payload FROM cache_entries WHERE key = ?",
            [key.rawValue]
        )
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
        let rows = try fetchAll(
            """
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

extension DatabaseWriter {
    /// Stores `entry`, replacing any entry with the same key (payload included).
    public func saveCacheEntry(_ entry: CacheEntry) throws {
        try execute(
            """
            INSERT INTO cache_entries (key, fetched_at, etag, last_modified, payload) VALUES (?, ?, ?, ?, ?)
            ON CONFLICT (key) DO UPDATE SET
                fetched_at = excluded.fetched_at,
                etag = excluded.etag,
                last_modified = excluded.last_modified,
                payload = excluded.payload
            """,
            [
                entry.key.rawValue, entry.fetchedAt, entry.validators.etag, entry.validators.lastModified,
                entry.payload,
            ]
        )
    }

    /// Moves the fetch time of the entry for `key` to `fetchedAt`, leaving everything else as is
    /// (what a `304 Not Modified` means). Returns whether an entry was there to update.
    @discardableResult
    public func touchCacheEntry(for key: CacheKey, fetchedAt: Date) throws -> Bool {
        try execute("UPDATE cache_entries SET fetched_at = ? WHERE key = ?", [fetchedAt, key.rawValue])
        return try changedRowCount > 0
    }

    /// Deletes the entry for `key`; returns whether there was one.
    @discardableResult
    public func removeCacheEntry(for key: CacheKey) throws -> Bool {
        try execute("DELETE FROM cache_entries WHERE key = ?", [key.rawValue])
        return try changedRowCount > 0
    }
}

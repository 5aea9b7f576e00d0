import Foundation
import Persistence

/// The SQL of an ``ImageDiskCache``'s database: its schema and the statements the cache runs, each inside a
/// transaction the cache opens.
///
/// One table, `image_entries`: `key` (the image URL as requested, the primary key), `data` (the bytes), `size`
/// (`data`'s length in bytes, so that totals never read the blobs) and `last_use` (seconds since 1970 by the
/// cache's clock), with an index on `(last_use, size)`: it orders the rows by use for trimming and covers both the
/// trim's running sum and the total, so neither reads the table's pages (one per entry of 2 KiB or more).
enum ImageCacheTable {
    /// The database's `PRAGMA application_id`: `"AtIm"`, so that a file of another program in the folder is
    /// recognised and moved aside rather than used.
    static let applicationID: Int32 = 0x4174_496D

    /// The migrations of the database, in order.
    static func migrator() throws -> DatabaseMigrator {
        var migrator = DatabaseMigrator()
        try migrator.registerMigration("create image entries", version: 1) { db in
            try db.executeScript(
                """
                CREATE TABLE image_entries (
                    key TEXT PRIMARY KEY NOT NULL,
                    data BLOB NOT NULL,
                    size INTEGER NOT NULL,
                    last_use REAL NOT NULL
                );
                CREATE INDEX image_entries_by_last_use ON image_entries (last_use, size);
                """)
        }
        return migrator
    }

    /// The bytes stored for `key`, or `nil`.
    static func data(forKey key: String, in db: Database) throws -> Data? {
        let select = try db.cachedStatement(sql: "SELECT data FROM image_entries WHERE key = ?")
        return try Row.fetchOne(select, arguments: [key]).map { try $0.value(at: 0, as: Data.self) }
    }

    /// The sum of the entries' sizes, in bytes.
    static func totalSize(in db: Database) throws -> Int {
        try Int.fetchOne(db, sql: "SELECT coalesce(sum(size), 0) FROM image_entries") ?? 0
    }

    /// Sets the last use of each key of `uses` that has an entry.
    static func recordUses(_ uses: [String: Date], in db: Database) throws {
        guard !uses.isEmpty else { return }
        let statement = try db.cachedStatement(sql: "UPDATE image_entries SET last_use = ? WHERE key = ?")
        for (key, date) in uses {
            try statement.execute(arguments: [date, key])
        }
    }

    /// Stores `data` for `key`, used at `date`, replacing any earlier entry, and returns by how many bytes the
    /// total size changed.
    static func store(_ data: Data, forKey key: String, at date: Date, in db: Database) throws -> Int {
        let select = try db.cachedStatement(sql: "SELECT size FROM image_entries WHERE key = ?")
        let old = try Row.fetchOne(select, arguments: [key]).map { try $0.value(at: 0, as: Int.self) } ?? 0
        let upsert = try db.cachedStatement(
            sql: """
                INSERT INTO image_entries (key, data, size, last_use) VALUES (?, ?, ?, ?)
                ON CONFLICT (key) DO UPDATE SET data = excluded.data, size = excluded.size, last_use = excluded.last_use
                """)
        try upsert.execute(arguments: [key, data, data.count, date])
        return data.count - old
    }

    /// Removes the entry for `key` and returns its size, 0 when there was none.
    static func remove(key: String, in db: Database) throws -> Int {
        let size = try Int.fetchOne(db, sql: "SELECT size FROM image_entries WHERE key = ?", arguments: [key]) ?? 0
        try db.execute(sql: "DELETE FROM image_entries WHERE key = ?", arguments: [key])
        return size
    }

    /// Deletes, in one statement, the least recently used entries (ties: the lower row id first) until the
    /// total is at most `limit`: every entry but the most recently used ones whose sizes add up to at most `limit`.
    /// Returns how many it deleted.
    static func trim(downTo limit: Int, in db: Database) throws -> Int {
        try db.execute(
            sql: """
                DELETE FROM image_entries WHERE rowid IN (
                    SELECT rowid FROM (
                        SELECT rowid,
                            sum(size) OVER (ORDER BY last_use DESC, rowid DESC ROWS UNBOUNDED PRECEDING) AS kept
                        FROM image_entries
                    ) WHERE kept > ?
                )
                """,
            arguments: [limit])
        return try db.changesCount
    }

    /// Deletes every entry.
    static func removeAll(in db: Database) throws {
        try db.execute(sql: "DELETE FROM image_entries")
    }
}

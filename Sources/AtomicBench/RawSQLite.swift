import CSQLite
import Foundation

/// SQLite's `SQLITE_TRANSIENT`, rebuilt from its C definition `((sqlite3_destructor_type)-1)`.
private let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

/// A raw sqlite3 connection for the floors: the C API with nothing of ours in between.
final class RawSQLite {
    /// The connection handle.
    let handle: OpaquePointer

    /// Opens (creating) the file at `path` with the settings our store uses: WAL, `synchronous = NORMAL`.
    init(path: String) throws {
        var handle: OpaquePointer?
        guard sqlite3_open_v2(path, &handle, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nil) == SQLITE_OK,
            let handle
        else {
            sqlite3_close(handle)
            throw BenchmarkError("sqlite3_open_v2 failed for \(path)")
        }
        self.handle = handle
        try execute("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL")
    }

    deinit {
        sqlite3_close_v2(handle)
    }

    /// Runs `sql` (statements without parameters).
    func execute(_ sql: String) throws {
        guard sqlite3_exec(handle, sql, nil, nil, nil) == SQLITE_OK else {
            throw BenchmarkError("sqlite3_exec failed: \(String(cString: sqlite3_errmsg(handle)))")
        }
    }

    /// Prepares `sql`; the caller finalizes the statement.
    func prepare(_ sql: String) throws -> OpaquePointer {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK, let statement else {
            throw BenchmarkError("sqlite3_prepare_v2 failed: \(String(cString: sqlite3_errmsg(handle)))")
        }
        return statement
    }

    /// Binds `text` (SQL `NULL` for `nil`) to parameter `index` of `statement`, copied by SQLite.
    static func bind(_ text: String?, at index: Int32, in statement: OpaquePointer) {
        guard var text else {
            sqlite3_bind_null(statement, index)
            return
        }
        text.withUTF8 { bytes in
            _ = bytes.withMemoryRebound(to: CChar.self) { characters in
                sqlite3_bind_text(statement, index, characters.baseAddress, Int32(characters.count), transient)
            }
        }
    }

    /// The text of column `index` of `statement`'s current row, `nil` for SQL `NULL`.
    static func text(_ statement: OpaquePointer, _ index: Int32) -> String? {
        guard let characters = sqlite3_column_text(statement, index) else { return nil }
        let count = Int(sqlite3_column_bytes(statement, index))
        return String(decoding: UnsafeBufferPointer(start: characters, count: count), as: UTF8.self)
    }
}

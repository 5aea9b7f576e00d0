import CSQLite
import Foundation

/// SQLite's `SQLITE_TRANSIENT`: tells SQLite to copy bound text and blobs before the call returns.
/// The C macro cannot be imported, so it is rebuilt from its definition, `((sqlite3_destructor_type)-1)`.
private let transientDestructor = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

/// A prepared SQL statement that can be run many times with different arguments.
///
/// Arguments are always bound, never pasted into the SQL text. A statement is finalized when it is
/// released, whatever path the code takes (return or throw), and it is only valid inside the
/// `read { }` or `write { }` closure that prepared it. A statement from ``Database/cachedStatement(sql:)`` is
/// reset and parked in its connection's cache instead, to be lent again.
public final class Statement {
    /// The SQL text as it was prepared, for logs and error messages (values are bound, never part of it).
    public let sql: String
    /// The names of the result columns, in order (empty for statements that return no rows). A statement from
    /// ``Database/cachedStatement(sql:)`` reads them afresh, since SQLite prepares it again when the schema
    /// changed since its last run, and its columns (`SELECT *`) may have changed with it.
    public var columnNames: [String] {
        guard let cacheEntry else { return ownColumnNames }
        return cacheEntry.isFinalized ? [] : Self.columnNames(of: handle)
    }
    private let ownColumnNames: [String]
    /// How many parameters (`?`, `?NNN`, `:name`) the statement has.
    public let parameterCount: Int
    private let handle: OpaquePointer
    private let connection: Connection
    /// The connection's cache entry this statement is lent, or nil when the statement is its own.
    private let cacheEntry: StatementCache.Entry?

    init(handle: OpaquePointer, connection: Connection) {
        self.handle = handle
        self.connection = connection
        cacheEntry = nil
        sql = sqlite3_sql(handle).map { String(cString: $0) } ?? ""
        parameterCount = Int(sqlite3_bind_parameter_count(handle))
        ownColumnNames = Self.columnNames(of: handle)
    }

    /// The result column names of the prepared statement `handle`, as SQLite gives them now.
    static func columnNames(of handle: OpaquePointer) -> [String] {
        (0..<sqlite3_column_count(handle)).map { index in
            sqlite3_column_name(handle, index).map { String(cString: $0) } ?? "#\(index)"
        }
    }

    /// A statement lent `entry` of `connection`'s statement cache until it is released.
    init(lentFrom entry: StatementCache.Entry, connection: Connection) {
        entry.isLent = true
        handle = entry.handle
        self.connection = connection
        cacheEntry = entry
        sql = entry.sql
        parameterCount = entry.parameterCount
        ownColumnNames = []
    }

    deinit {
        if let cacheEntry {
            // Parked reset and without bindings, so that it holds no snapshot and no copies of values.
            if !cacheEntry.isFinalized {
                sqlite3_reset(handle)
                sqlite3_clear_bindings(handle)
            }
            cacheEntry.isLent = false
        } else {
            sqlite3_finalize(handle)
        }
    }

    /// Whether the statement only reads (SQLite's own classification).
    var isReadOnly: Bool { sqlite3_stmt_readonly(handle) != 0 }

    /// Whether the statement was lent from its connection's statement cache.
    var isCached: Bool { cacheEntry != nil }

    /// Runs the statement with `arguments` to completion, discarding any rows.
    ///
    /// - Throws: ``PersistenceError`` for a wrong argument count or any failure while running.
    public func execute(arguments: StatementArguments = []) throws {
        try bind(arguments)
        defer { resetAfterUse() }
        while try step() {}
    }

    /// Runs the statement with `values`, bound in order, to completion, discarding any rows: ``execute(arguments:)``
    /// for values already in SQLite's own storage classes, which binds them without going through
    /// `DatabaseValueConvertible`. For
    /// hot loops, such as inserting many rows with one array of values changed in place from row to row.
    ///
    /// - Throws: ``PersistenceError`` for a wrong value count or any failure while running.
    public func execute(values: [DatabaseValue]) throws {
        try prepareToBind(count: values.count)
        for index in values.indices {
            let code = bind(values[index], at: Int32(index + 1))
            guard code == SQLITE_OK else { throw connection.error(code: code) }
        }
        defer { resetAfterUse() }
        while try step() {}
    }

    /// Runs the statement with `arguments` and returns every row (what ``Row/fetchAll(_:arguments:)`` reads).
    func fetchAll(_ arguments: StatementArguments = []) throws -> [Row] {
        try bind(arguments)
        defer { resetAfterUse() }
        var rows: [Row] = []
        guard try step() else { return rows }
        // Read once the statement has run: a cached statement prepared again for a new schema has its new columns.
        let names = columnNames
        repeat {
            rows.append(currentRow(names: names))
        } while try step()
        return rows
    }

    /// Runs the statement with `arguments` and returns its first row, or `nil` when it has none (what
    /// ``Row/fetchOne(_:arguments:)`` reads).
    func fetchOne(_ arguments: StatementArguments = []) throws -> Row? {
        try bind(arguments)
        defer { resetAfterUse() }
        return try step() ? currentRow(names: columnNames) : nil
    }

    /// Runs the statement with `arguments` and calls `body` with each row in turn, in place: no ``Row`` is built,
    /// so reading many rows costs little more than SQLite's own stepping.
    ///
    /// - Throws: ``PersistenceError`` for a wrong argument count or a failure while running, and whatever
    ///   `body` throws (which stops the loop).
    public func forEachRow(
        arguments: StatementArguments = [], _ body: (borrowing StatementRow) throws -> Void
    ) throws {
        try bind(arguments)
        defer { resetAfterUse() }
        guard try step() else { return }
        let names = columnNames
        repeat {
            try body(StatementRow(handle: handle, columnNames: names))
        } while try step()
    }

    private func bind(_ arguments: StatementArguments) throws {
        try prepareToBind(count: arguments.count)
        for (offset, argument) in arguments.values.enumerated() {
            let code = bind(argument?.databaseValue ?? .null, at: Int32(offset + 1))
            guard code == SQLITE_OK else { throw connection.error(code: code) }
        }
    }

    /// Resets the statement and clears its bindings before `count` values are bound.
    private func prepareToBind(count: Int) throws {
        if let cacheEntry, cacheEntry.isFinalized {
            throw PersistenceError.misuse("the database connection is closed")
        }
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
        guard count == parameterCount else {
            throw PersistenceError.argumentCountMismatch(expected: parameterCount, given: count)
        }
    }

    private func bind(_ value: DatabaseValue, at index: Int32) -> Int32 {
        switch value {
        case .null:
            return sqlite3_bind_null(handle, index)
        case .integer(let integer):
            return sqlite3_bind_int64(handle, index, integer)
        case .real(let real):
            return sqlite3_bind_double(handle, index, real)
        case .text(let text):
            var text = text
            return text.withUTF8 { bytes in
                guard let base = bytes.baseAddress, !bytes.isEmpty else {
                    return sqlite3_bind_text(handle, index, "", 0, transientDestructor)
                }
                return base.withMemoryRebound(to: CChar.self, capacity: bytes.count) { characters in
                    sqlite3_bind_text64(
                        handle, index, characters, sqlite3_uint64(bytes.count), transientDestructor,
                        UInt8(SQLITE_UTF8))
                }
            }
        case .blob(let data):
            return data.withUnsafeBytes { bytes in
                guard let base = bytes.baseAddress, !bytes.isEmpty else {
                    return sqlite3_bind_zeroblob(handle, index, 0)
                }
                return sqlite3_bind_blob64(handle, index, base, sqlite3_uint64(bytes.count), transientDestructor)
            }
        }
    }

    /// Advances to the next row; `false` when the statement is done.
    private func step() throws -> Bool {
        let code = sqlite3_step(handle)
        switch code {
        case SQLITE_ROW:
            return true
        case SQLITE_DONE:
            return false
        default:
            throw connection.error(code: code)
        }
    }

    /// Releases the statement's hold on the database (an unreset statement keeps its read snapshot).
    private func resetAfterUse() {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
    }

    private func currentRow(names: [String]) -> Row {
        let values = (0..<Int32(names.count)).map(columnValue(at:))
        return Row(columnNames: names, values: values)
    }

    private func columnValue(at index: Int32) -> DatabaseValue {
        switch sqlite3_column_type(handle, index) {
        case SQLITE_INTEGER:
            return .integer(sqlite3_column_int64(handle, index))
        case SQLITE_FLOAT:
            return .real(sqlite3_column_double(handle, index))
        case SQLITE_TEXT:
            let characters = sqlite3_column_text(handle, index)
            let count = Int(sqlite3_column_bytes(handle, index))
            guard let characters, count > 0 else { return .text("") }
            return .text(String(decoding: UnsafeBufferPointer(start: characters, count: count), as: UTF8.self))
        case SQLITE_BLOB:
            let bytes = sqlite3_column_blob(handle, index)
            let count = Int(sqlite3_column_bytes(handle, index))
            guard let bytes, count > 0 else { return .blob(Data()) }
            return .blob(Data(bytes: bytes, count: count))
        default:
            return .null
        }
    }
}

@available(*, unavailable, message: "a statement belongs to the transaction that prepared it")
extension Statement: Sendable {}

import CSQLite
import Foundation

/// One result row: its values, readable by column index or column name as typed Swift values.
public struct Row: Sendable, Hashable {
    /// The column names, in result order.
    public let columnNames: [String]
    /// The stored values, in result order.
    public let values: [DatabaseValue]

    /// Creates a row from parallel arrays of names and values. A value without a name can still be
    /// read by index; a name without a value counts as a missing column.
    public init(columnNames: [String], values: [DatabaseValue]) {
        self.columnNames = columnNames
        self.values = values
    }

    /// How many columns the row has, in the order of the query's result columns.
    public var count: Int { values.count }

    /// The value at `index` (zero-based) as `T`.
    ///
    /// - Throws: ``PersistenceError/noSuchColumn(_:)`` for an index out of range,
    ///   ``PersistenceError/typeMismatch(column:expected:found:)`` when the value does not fit `T`
    ///   (read `T?` to accept `NULL`).
    public func value<T: DatabaseValueConvertible>(at index: Int, as type: T.Type = T.self) throws -> T {
        guard values.indices.contains(index) else { throw PersistenceError.noSuchColumn("#\(index)") }
        let name = columnNames.indices.contains(index) ? columnNames[index] : "#\(index)"
        return try convert(values[index], column: name, to: type)
    }

    /// The value of the column named `column` as `T`; names match exactly first, then ignoring case.
    ///
    /// - Throws: ``PersistenceError/noSuchColumn(_:)`` when no column has that name,
    ///   ``PersistenceError/typeMismatch(column:expected:found:)`` when the value does not fit `T`.
    public func value<T: DatabaseValueConvertible>(_ column: String, as type: T.Type = T.self) throws -> T {
        let index =
            columnNames.firstIndex(of: column)
            ?? columnNames.firstIndex { $0.caseInsensitiveCompare(column) == .orderedSame }
        guard let index, values.indices.contains(index) else { throw PersistenceError.noSuchColumn(column) }
        return try convert(values[index], column: column, to: type)
    }

    /// The value of the column named `column` as `T`, as ``value(_:as:)`` reads it: GRDB's `row["name"]`, which
    /// throws here where GRDB's stops the program.
    ///
    /// ```swift
    /// let name: String = try row["name"]
    /// ```
    public subscript<T: DatabaseValueConvertible>(_ column: String) -> T {
        get throws { try value(column, as: T.self) }
    }

    /// The value at `index` (zero-based) as `T`, as ``value(at:as:)`` reads it: GRDB's `row[0]`, which throws here.
    public subscript<T: DatabaseValueConvertible>(_ index: Int) -> T {
        get throws { try value(at: index, as: T.self) }
    }

    /// Every row that `sql` returns with `arguments` (GRDB's `Row.fetchAll(db, sql:arguments:)`).
    public static func fetchAll(_ db: Database, sql: String, arguments: StatementArguments = []) throws -> [Row] {
        try db.makeStatement(sql: sql).fetchAll(arguments)
    }

    /// The first row that `sql` returns with `arguments`, or `nil` when there is none (GRDB's
    /// `Row.fetchOne(db, sql:arguments:)`).
    public static func fetchOne(_ db: Database, sql: String, arguments: StatementArguments = []) throws -> Row? {
        try db.makeStatement(sql: sql).fetchOne(arguments)
    }

    /// Every row that the prepared `statement` returns with `arguments` (GRDB's `Row.fetchAll(statement)`).
    public static func fetchAll(_ statement: Statement, arguments: StatementArguments = []) throws -> [Row] {
        try statement.fetchAll(arguments)
    }

    /// The first row that the prepared `statement` returns with `arguments`, or `nil` when there is none.
    public static func fetchOne(_ statement: Statement, arguments: StatementArguments = []) throws -> Row? {
        try statement.fetchOne(arguments)
    }

    private func convert<T: DatabaseValueConvertible>(_ value: DatabaseValue, column: String, to type: T.Type) throws
        -> T
    {
        guard let converted = T.fromDatabaseValue(value) else {
            throw PersistenceError.typeMismatch(
                column: column, expected: String(describing: type), found: value.storageClassName)
        }
        return converted
    }
}

extension DatabaseValueConvertible {
    /// The first column of the first row that `sql` returns with `arguments`, as `Self`, or `nil` when there is no
    /// row (GRDB's `Int.fetchOne(db, sql:)`). Unlike GRDB's, a `NULL` in a non-optional type throws
    /// ``PersistenceError/typeMismatch(column:expected:found:)`` rather than reading as `nil`.
    public static func fetchOne(_ db: Database, sql: String, arguments: StatementArguments = []) throws -> Self? {
        try Row.fetchOne(db, sql: sql, arguments: arguments).map { try $0.value(at: 0, as: Self.self) }
    }

    /// The first column of every row that `sql` returns with `arguments`, as `Self` (GRDB's
    /// `String.fetchAll(db, sql:)`).
    public static func fetchAll(_ db: Database, sql: String, arguments: StatementArguments = []) throws -> [Self] {
        try Row.fetchAll(db, sql: sql, arguments: arguments).map { try $0.value(at: 0, as: Self.self) }
    }
}

/// The current row of a running ``Statement``, read column by column in place, without building a ``Row``.
///
/// A `StatementRow` is handed to the closure of ``Statement/forEachRow(arguments:_:)`` and is valid only during that
/// call: the statement moves on to its next row once the closure returns. Columns are addressed by their
/// zero-based index in the `SELECT` list. Reading is as strict as ``Row``: a column whose storage class does not
/// fit the requested type throws ``PersistenceError/typeMismatch(column:expected:found:)``, never converts.
public struct StatementRow: ~Copyable {
    private let handle: OpaquePointer
    private let columnNames: [String]

    init(handle: OpaquePointer, columnNames: [String]) {
        self.handle = handle
        self.columnNames = columnNames
    }

    /// The `INTEGER` at `index`.
    ///
    /// - Throws: ``PersistenceError/typeMismatch(column:expected:found:)`` for any other storage class,
    ///   ``PersistenceError/noSuchColumn(_:)`` for an index out of range.
    public func int(at index: Int) throws -> Int {
        try expect(SQLITE_INTEGER, at: index, as: "Int")
        return Int(truncatingIfNeeded: sqlite3_column_int64(handle, Int32(index)))
    }

    /// The `INTEGER` at `index`, or `nil` for `NULL`.
    public func optionalInt(at index: Int) throws -> Int? {
        if try isNull(at: index) { return nil }
        return try int(at: index)
    }

    /// The `TEXT` at `index`, decoded as UTF-8 (invalid sequences become U+FFFD).
    public func text(at index: Int) throws -> String {
        try expect(SQLITE_TEXT, at: index, as: "String")
        return currentText(at: Int32(index))
    }

    /// The `TEXT` at `index`, or `nil` for `NULL`.
    public func optionalText(at index: Int) throws -> String? {
        try checkIndex(index)
        let type = sqlite3_column_type(handle, Int32(index))
        if type == SQLITE_NULL { return nil }
        guard type == SQLITE_TEXT else { throw mismatch(at: index, expected: "String", type: type) }
        return currentText(at: Int32(index))
    }

    /// The text of the column at `index`, known to hold `TEXT`.
    private func currentText(at index: Int32) -> String {
        // The text first, then its length in bytes, as SQLite advises.
        guard let characters = sqlite3_column_text(handle, index) else { return "" }
        let count = Int(sqlite3_column_bytes(handle, index))
        return count > 0 ? String(decoding: UnsafeBufferPointer(start: characters, count: count), as: UTF8.self) : ""
    }

    /// The number (`REAL`, or `INTEGER` widened) at `index`.
    public func double(at index: Int) throws -> Double {
        try checkIndex(index)
        let type = sqlite3_column_type(handle, Int32(index))
        guard type == SQLITE_FLOAT || type == SQLITE_INTEGER else {
            throw mismatch(at: index, expected: "Double", type: type)
        }
        return sqlite3_column_double(handle, Int32(index))
    }

    /// Whether the value at `index` is `NULL`.
    public func isNull(at index: Int) throws -> Bool {
        try checkIndex(index)
        return sqlite3_column_type(handle, Int32(index)) == SQLITE_NULL
    }

    private func expect(_ type: Int32, at index: Int, as name: String) throws {
        try checkIndex(index)
        let found = sqlite3_column_type(handle, Int32(index))
        guard found == type else { throw mismatch(at: index, expected: name, type: found) }
    }

    private func checkIndex(_ index: Int) throws {
        guard columnNames.indices.contains(index) else { throw PersistenceError.noSuchColumn("#\(index)") }
    }

    private func mismatch(at index: Int, expected: String, type: Int32) -> PersistenceError {
        let found: String
        switch type {
        case SQLITE_INTEGER: found = "INTEGER"
        case SQLITE_FLOAT: found = "REAL"
        case SQLITE_TEXT: found = "TEXT"
        case SQLITE_BLOB: found = "BLOB"
        default: found = "NULL"
        }
        return PersistenceError.typeMismatch(column: columnNames[index], expected: expected, found: found)
    }
}

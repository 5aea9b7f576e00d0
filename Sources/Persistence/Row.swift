import Foundation

/// One result row: its values, readable by column index or column name as typed Swift values.
public struct Row: Sendable, Hashable {
    /// The column names, in result order.
    public let columnNames: [String]
    /// The stored values, in result order.
    public let values: [SQLiteValue]

    /// Creates a row from parallel arrays of names and values. A value without a name can still be
    /// read by index; a name without a value counts as a missing column.
    public init(columnNames: [String], values: [SQLiteValue]) {
        self.columnNames = columnNames
        self.values = values
    }

    /// The number of columns.
    public var count: Int { values.count }

    /// The value at `index` (zero-based) as `T`.
    ///
    /// - Throws: ``PersistenceError/noSuchColumn(_:)`` for an index out of range,
    ///   ``PersistenceError/typeMismatch(column:expected:found:)`` when the value does not fit `T`
    ///   (read `T?` to accept `NULL`).
    public func value<T: SQLiteValueConvertible>(at index: Int, as type: T.Type = T.self) throws -> T {
        guard values.indices.contains(index) else { throw PersistenceError.noSuchColumn("#\(index)") }
        let name = columnNames.indices.contains(index) ? columnNames[index] : "#\(index)"
        return try convert(values[index], column: name, to: type)
    }

    /// The value of the column named `column` as `T`; names match exactly first, then ignoring case.
    ///
    /// - Throws: ``PersistenceError/noSuchColumn(_:)`` when no column has that name,
    ///   ``PersistenceError/typeMismatch(column:expected:found:)`` when the value does not fit `T`.
    public func value<T: SQLiteValueConvertible>(_ column: String, as type: T.Type = T.self) throws -> T {
        let index =
            columnNames.firstIndex(of: column)
            ?? columnNames.firstIndex { $0.caseInsensitiveCompare(column) == .orderedSame }
        guard let index, values.indices.contains(index) else { throw PersistenceError.noSuchColumn(column) }
        return try convert(values[index], column: column, to: type)
    }

    private func convert<T: SQLiteValueConvertible>(_ value: SQLiteValue, column: String, to type: T.Type) throws -> T {
        guard let converted = T(sqliteValue: value) else {
            throw PersistenceError.typeMismatch(
                column: column, expected: String(describing: type), found: value.storageClassName)
        }
        return converted
    }
}

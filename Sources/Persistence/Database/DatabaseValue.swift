import Foundation

/// One value exactly as SQLite stores it: one of its five storage classes (GRDB's `DatabaseValue`, whose storage
/// this enum is itself).
public enum DatabaseValue: Sendable, Hashable {
    /// SQL `NULL`.
    case null
    /// A 64-bit signed integer.
    case integer(Int64)
    /// A 64-bit IEEE 754 floating-point number.
    case real(Double)
    /// UTF-8 text; NUL characters inside it are kept.
    case text(String)
    /// Raw bytes, possibly empty.
    case blob(Data)

    /// The storage class as SQLite spells it (`NULL`, `INTEGER`, `REAL`, `TEXT` or `BLOB`), for messages.
    public var storageClassName: String {
        switch self {
        case .null: "NULL"
        case .integer: "INTEGER"
        case .real: "REAL"
        case .text: "TEXT"
        case .blob: "BLOB"
        }
    }

    /// Whether the value is SQL `NULL` (GRDB's `isNull`).
    public var isNull: Bool { self == .null }

    /// The `INTEGER`, or `nil` for any other storage class.
    var integerValue: Int64? {
        guard case .integer(let value) = self else { return nil }
        return value
    }

    /// The number of a `REAL`, or of an `INTEGER` widened to `Double`; `nil` for any other storage class.
    var numberValue: Double? {
        switch self {
        case .real(let value): value
        case .integer(let value): Double(value)
        default: nil
        }
    }

    /// The `TEXT`, or `nil` for any other storage class.
    var textValue: String? {
        guard case .text(let value) = self else { return nil }
        return value
    }

    /// The `BLOB`, or `nil` for any other storage class.
    var blobValue: Data? {
        guard case .blob(let value) = self else { return nil }
        return value
    }
}

/// A Swift type that can be bound to a statement parameter and read back from a result column (GRDB's
/// `DatabaseValueConvertible`).
///
/// The library provides conformances for `Int`, `Int64`, `Double`, `String`, `Data`, `Date`, `Bool`,
/// ``DatabaseValue`` and `Optional` of any of them (where `nil` is SQL `NULL`).
/// Reading is strict: a column whose storage class does not fit the requested type is an error,
/// never a silent conversion (the only widening allowed is an `INTEGER` read as `Double` or `Date`).
public protocol DatabaseValueConvertible: Sendable {
    /// This value as SQLite stores it: `INTEGER`, `REAL`, `TEXT`, `BLOB` or `NULL`.
    var databaseValue: DatabaseValue { get }

    /// The value a stored one stands for, or `nil` when the stored value does not fit this type.
    static func fromDatabaseValue(_ dbValue: DatabaseValue) -> Self?
}

extension DatabaseValue: DatabaseValueConvertible {
    /// `self`: a ``DatabaseValue`` is stored as it is.
    public var databaseValue: DatabaseValue { self }

    /// Any stored value, as it is; never `nil`.
    public static func fromDatabaseValue(_ dbValue: DatabaseValue) -> DatabaseValue? { dbValue }
}

extension Int64: DatabaseValueConvertible {
    /// The value as an `INTEGER`.
    public var databaseValue: DatabaseValue { .integer(self) }

    /// Reads an `INTEGER`.
    public static func fromDatabaseValue(_ dbValue: DatabaseValue) -> Int64? { dbValue.integerValue }
}

extension Int: DatabaseValueConvertible {
    /// The value as an `INTEGER`.
    public var databaseValue: DatabaseValue { .integer(Int64(self)) }

    /// Reads an `INTEGER` that fits in `Int`.
    public static func fromDatabaseValue(_ dbValue: DatabaseValue) -> Int? {
        dbValue.integerValue.flatMap { Int(exactly: $0) }
    }
}

extension Double: DatabaseValueConvertible {
    /// The value as a `REAL`.
    public var databaseValue: DatabaseValue { .real(self) }

    /// Reads a `REAL`, or an `INTEGER` converted to `Double`.
    public static func fromDatabaseValue(_ dbValue: DatabaseValue) -> Double? { dbValue.numberValue }
}

extension Bool: DatabaseValueConvertible {
    /// The value as the `INTEGER` 1 or 0.
    public var databaseValue: DatabaseValue { .integer(self ? 1 : 0) }

    /// Reads an `INTEGER`: zero is `false`, anything else `true`.
    public static func fromDatabaseValue(_ dbValue: DatabaseValue) -> Bool? { dbValue.integerValue.map { $0 != 0 } }
}

extension String: DatabaseValueConvertible {
    /// The value as `TEXT`.
    public var databaseValue: DatabaseValue { .text(self) }

    /// Reads `TEXT`.
    public static func fromDatabaseValue(_ dbValue: DatabaseValue) -> String? { dbValue.textValue }
}

extension Data: DatabaseValueConvertible {
    /// The value as a `BLOB` (an empty `Data` stays an empty `BLOB`, not `NULL`).
    public var databaseValue: DatabaseValue { .blob(self) }

    /// Reads a `BLOB`.
    public static func fromDatabaseValue(_ dbValue: DatabaseValue) -> Data? { dbValue.blobValue }
}

extension Date: DatabaseValueConvertible {
    /// The value as a `REAL` number of seconds since 1970-01-01T00:00:00Z (sub-microsecond precision).
    public var databaseValue: DatabaseValue { .real(timeIntervalSince1970) }

    /// Reads seconds since 1970 stored as `REAL` or `INTEGER`, saturated to `Date.distantPast...Date.distantFuture`
    /// (so `Int64.max`, `-1e19`, `1e308` and the infinities read as those bounds); NaN does not fit.
    public static func fromDatabaseValue(_ dbValue: DatabaseValue) -> Date? {
        guard let seconds = dbValue.numberValue, !seconds.isNaN else { return nil }
        let lowest = Date.distantPast.timeIntervalSince1970
        let highest = Date.distantFuture.timeIntervalSince1970
        return Date(timeIntervalSince1970: Swift.min(Swift.max(seconds, lowest), highest))
    }
}

extension Optional: DatabaseValueConvertible where Wrapped: DatabaseValueConvertible {
    /// `NULL` for `nil`, otherwise the wrapped value's stored form.
    public var databaseValue: DatabaseValue {
        switch self {
        case .none: .null
        case .some(let wrapped): wrapped.databaseValue
        }
    }

    /// Reads `NULL` as `nil` and anything else as the wrapped type.
    public static func fromDatabaseValue(_ dbValue: DatabaseValue) -> Wrapped?? {
        if dbValue.isNull { return .some(.none) }
        return Wrapped.fromDatabaseValue(dbValue).map { .some($0) }
    }
}

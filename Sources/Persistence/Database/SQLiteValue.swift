import Foundation

/// One value exactly as SQLite stores it: one of its five storage classes.
public enum SQLiteValue: Sendable, Hashable {
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
}

/// A Swift type that can be bound to a statement parameter and read back from a result column.
///
/// The library provides conformances for `Int`, `Int64`, `Double`, `String`, `Data`, `Date`, `Bool`,
/// ``SQLiteValue`` and `Optional` of any of them (where `nil` is SQL `NULL`).
/// Reading is strict: a column whose storage class does not fit the requested type is an error,
/// never a silent conversion (the only widening allowed is an `INTEGER` read as `Double` or `Date`).
public protocol SQLiteValueConvertible: Sendable {
    /// This value as SQLite stores it: `INTEGER`, `REAL`, `TEXT`, `BLOB` or `NULL`.
    var sqliteValue: SQLiteValue { get }

    /// Creates a value from a stored one, or returns `nil` when the stored value does not fit this type.
    init?(sqliteValue: SQLiteValue)
}

extension SQLiteValue: SQLiteValueConvertible {
    /// `self`: an ``SQLiteValue`` is stored as it is.
    public var sqliteValue: SQLiteValue { self }

    /// Wraps any stored value; never fails.
    public init?(sqliteValue: SQLiteValue) {
        self = sqliteValue
    }
}

extension Int64: SQLiteValueConvertible {
    /// The value as an `INTEGER`.
    public var sqliteValue: SQLiteValue { .integer(self) }

    /// Reads an `INTEGER`.
    public init?(sqliteValue: SQLiteValue) {
        guard case .integer(let value) = sqliteValue else { return nil }
        self = value
    }
}

extension Int: SQLiteValueConvertible {
    /// The value as an `INTEGER`.
    public var sqliteValue: SQLiteValue { .integer(Int64(self)) }

    /// Reads an `INTEGER` that fits in `Int`.
    public init?(sqliteValue: SQLiteValue) {
        guard case .integer(let value) = sqliteValue, let exact = Int(exactly: value) else { return nil }
        self = exact
    }
}

extension Double: SQLiteValueConvertible {
    /// The value as a `REAL`.
    public var sqliteValue: SQLiteValue { .real(self) }

    /// Reads a `REAL`, or an `INTEGER` converted to `Double`.
    public init?(sqliteValue: SQLiteValue) {
        switch sqliteValue {
        case .real(let value): self = value
        case .integer(let value): self = Double(value)
        default: return nil
        }
    }
}

extension Bool: SQLiteValueConvertible {
    /// The value as the `INTEGER` 1 or 0.
    public var sqliteValue: SQLiteValue { .integer(self ? 1 : 0) }

    /// Reads an `INTEGER`: zero is `false`, anything else `true`.
    public init?(sqliteValue: SQLiteValue) {
        guard case .integer(let value) = sqliteValue else { return nil }
        self = value != 0
    }
}

extension String: SQLiteValueConvertible {
    /// The value as `TEXT`.
    public var sqliteValue: SQLiteValue { .text(self) }

    /// Reads `TEXT`.
    public init?(sqliteValue: SQLiteValue) {
        guard case .text(let value) = sqliteValue else { return nil }
        self = value
    }
}

extension Data: SQLiteValueConvertible {
    /// The value as a `BLOB` (an empty `Data` stays an empty `BLOB`, not `NULL`).
    public var sqliteValue: SQLiteValue { .blob(self) }

    /// Reads a `BLOB`.
    public init?(sqliteValue: SQLiteValue) {
        guard case .blob(let value) = sqliteValue else { return nil }
        self = value
    }
}

extension Date: SQLiteValueConvertible {
    /// The value as a `REAL` number of seconds since 1970-01-01T00:00:00Z (sub-microsecond precision).
    public var sqliteValue: SQLiteValue { .real(timeIntervalSince1970) }

    /// Reads seconds since 1970 stored as `REAL` or `INTEGER`, saturated to `Date.distantPast...Date.distantFuture`
    /// (so `Int64.max`, `-1e19`, `1e308` and the infinities read as those bounds); NaN does not fit.
    public init?(sqliteValue: SQLiteValue) {
        let seconds: TimeInterval
        switch sqliteValue {
        case .real(let value): seconds = value
        case .integer(let value): seconds = TimeInterval(value)
        default: return nil
        }
        guard !seconds.isNaN else { return nil }
        let lowest = Date.distantPast.timeIntervalSince1970
        let highest = Date.distantFuture.timeIntervalSince1970
        self = Date(timeIntervalSince1970: Swift.min(Swift.max(seconds, lowest), highest))
    }
}

extension Optional: SQLiteValueConvertible where Wrapped: SQLiteValueConvertible {
    /// `NULL` for `nil`, otherwise the wrapped value's stored form.
    public var sqliteValue: SQLiteValue {
        switch self {
        case .none: .null
        case .some(let wrapped): wrapped.sqliteValue
        }
    }

    /// Reads `NULL` as `nil` and anything else as the wrapped type.
    public init?(sqliteValue: SQLiteValue) {
        if case .null = sqliteValue {
            self = .none
            return
        }
        guard let wrapped = Wrapped(sqliteValue: sqliteValue) else { return nil }
        self = .some(wrapped)
    }
}

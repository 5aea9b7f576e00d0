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

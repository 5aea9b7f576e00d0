import CSQLite
import Foundation

/// Read and write access to a database for the duration of one `write { }` transaction.
///
/// Everything done through one writer commits together when the closure returns, or not at all
/// when it throws. Like ``DatabaseReader`` it is valid only inside its closure.
public final class DatabaseWriter: DatabaseReader {
    override var allowsWrites: Bool { true }

    /// Runs one statement with `arguments` to completion.
    public func execute(_ sql: String, _ arguments: [(any SQLiteValueConvertible)?] = []) throws {
        try prepare(sql).execute(arguments)
    }

    /// Runs every statement of `script` in order (for schema definitions); the script cannot
    /// have parameters, so use ``execute(_:_:)`` for anything that carries values. Like
    /// `prepare(_:)` it refuses statements that begin or end a transaction.
    public func executeScript(_ script: String) throws {
        try ensureValid()
        try connection.executeScript(script) { statement in
            try Self.refuseTransactionControl(statement.sql)
        }
    }

    /// The row id of the most recent successful `INSERT` on this connection.
    public var lastInsertedRowID: Int64 {
        get throws {
            try ensureValid()
            return sqlite3_last_insert_rowid(try connection.openHandle())
        }
    }

    /// How many rows the most recent `INSERT`, `UPDATE` or `DELETE` changed.
    public var changedRowCount: Int {
        get throws {
            try ensureValid()
            return Int(sqlite3_changes(try connection.openHandle()))
        }
    }

    /// Runs `body` in a nested savepoint: its changes are kept (still subject to the enclosing
    /// transaction) when it returns, and undone alone, leaving earlier changes in place, when it throws.
    public func savepoint<Result>(_ body: (DatabaseWriter) throws -> Result) throws -> Result {
        try ensureValid()
        return try connection.inSavepoint { try body(self) }
    }

    /// Stores `version` as the schema version (`PRAGMA user_version`).
    public func setSchemaVersion(_ version: Int) throws {
        try ensureValid()
        try connection.setUserVersion(version)
    }
}

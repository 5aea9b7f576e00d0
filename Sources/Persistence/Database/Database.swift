import CSQLite
import Foundation

/// A database connection for the duration of one transaction: what a `read { db in }` or `write { db in }` closure
/// of a ``DatabaseQueue`` (or any ``DatabaseReader`` or ``DatabaseWriter``) is handed, as GRDB's `Database` is.
///
/// Every read made through one `Database` sees the same snapshot of the database. Inside `write { }` everything
/// done through it commits together when the closure returns, or not at all when it throws; inside `read { }`
/// statements that change the database are refused with ``PersistenceError/misuse(_:)``. A `Database` is only
/// valid inside the closure it was handed to; it cannot be sent to other tasks, and using it after the closure
/// returned throws ``PersistenceError/misuse(_:)``.
public final class Database {
    let connection: Connection
    /// Whether statements that change the database may run: `true` inside `write { }`, `false` inside `read { }`.
    let allowsWrites: Bool
    private var isValid = true

    init(connection: Connection, allowsWrites: Bool) {
        self.connection = connection
        self.allowsWrites = allowsWrites
    }

    /// Ends the handle's life; every later call throws.
    func invalidate() {
        isValid = false
    }

    /// Throws unless the handle's transaction is still running.
    func ensureValid() throws {
        guard isValid else {
            throw PersistenceError.misuse("a database was used after its transaction ended")
        }
    }

    /// Throws unless the handle's transaction is still running and is a write transaction.
    private func ensureWritable() throws {
        try ensureValid()
        guard allowsWrites else { throw Self.readTransactionCannotWrite }
    }

    /// What a statement that writes, run inside `read { }`, is refused with.
    private static let readTransactionCannotWrite = PersistenceError.misuse(
        "a read transaction cannot change the database; use write { }")

    /// Prepares one SQL statement for repeated use with bound arguments.
    ///
    /// - Throws: ``PersistenceError/misuse(_:)`` for a statement that writes (inside `read { }`) or that
    ///   begins or ends a transaction (transactions are managed by ``DatabaseQueue``), or an SQL error.
    public func makeStatement(sql: String) throws -> Statement {
        try ensureValid()
        try Self.refuseTransactionControl(sql)
        return try refusingWritesInRead(connection.prepare(sql))
    }

    /// `statement`, unless it writes and this is a read transaction.
    private func refusingWritesInRead(_ statement: Statement) throws -> Statement {
        guard allowsWrites || statement.isReadOnly else { throw Self.readTransactionCannotWrite }
        return statement
    }

    /// The statement for `sql`, prepared once per connection and reused by later transactions: for fixed SQL that
    /// runs often with bound values (a feature's queries on a hot path), where parsing it again each time would
    /// cost more than running it.
    ///
    /// It promises what ``makeStatement(sql:)`` does (one statement, the same refusals, valid only inside this closure);
    /// when released it is reset and parked for the next call instead of being finalized. The SQL text is the
    /// cache key, so build it from constants only, never from values. Asking again for the same SQL while an
    /// earlier statement for it is still held gives a statement of its own.
    ///
    /// ```swift
    /// try store.write { db in
    ///     let insert = try db.cachedStatement(sql: "INSERT INTO people (id, name) VALUES (?, ?)")
    ///     for person in people { try insert.execute(arguments: [person.id, person.name]) }
    /// }
    /// ```
    public func cachedStatement(sql: String) throws -> Statement {
        try ensureValid()
        return try refusingWritesInRead(connection.cachedStatement(sql) { try Self.refuseTransactionControl(sql) })
    }

    /// Runs the one statement `sql` with `arguments` to completion, discarding any rows.
    ///
    /// Unlike GRDB's, it runs one statement only; ``executeScript(_:)`` runs several without arguments.
    ///
    /// - Throws: ``PersistenceError/misuse(_:)`` for a statement that writes inside `read { }`,
    ///   ``PersistenceError/argumentCountMismatch(expected:given:)``, or an SQL error.
    public func execute(sql: String, arguments: StatementArguments = []) throws {
        try makeStatement(sql: sql).execute(arguments: arguments)
    }

    /// Runs every statement of `script` in order (for schema definitions); the script cannot
    /// have parameters, so use ``execute(sql:arguments:)`` for anything that carries values. Like
    /// ``makeStatement(sql:)`` it refuses statements that begin or end a transaction, and inside `read { }`
    /// statements that write.
    public func executeScript(_ script: String) throws {
        try ensureValid()
        try connection.executeScript(script) { statement in
            try Self.refuseTransactionControl(statement.sql)
            _ = try refusingWritesInRead(statement)
        }
    }

    /// The row id of the most recent successful `INSERT` on this connection.
    public var lastInsertedRowID: Int64 {
        get throws {
            try ensureValid()
            return sqlite3_last_insert_rowid(try connection.openHandle())
        }
    }

    /// How many rows the most recent `INSERT`, `UPDATE` or `DELETE` changed (GRDB's `changesCount`).
    public var changesCount: Int {
        get throws {
            try ensureValid()
            return Int(sqlite3_changes(try connection.openHandle()))
        }
    }

    /// Runs `body` in a nested savepoint: its changes are kept (still subject to the enclosing
    /// transaction) when it returns, and undone alone, leaving earlier changes in place, when it throws.
    ///
    /// - Throws: ``PersistenceError/misuse(_:)`` inside `read { }`, or whatever `body` throws.
    public func savepoint<Result>(_ body: (Database) throws -> Result) throws -> Result {
        try ensureWritable()
        return try connection.inSavepoint { try body(self) }
    }

    /// The schema version stored in the database (`PRAGMA user_version`; 0 for a new database).
    public func schemaVersion() throws -> Int {
        try ensureValid()
        return try connection.userVersion()
    }

    /// Stores `version` as the schema version (`PRAGMA user_version`).
    ///
    /// - Throws: ``PersistenceError/misuse(_:)`` inside `read { }`.
    public func setSchemaVersion(_ version: Int) throws {
        try ensureWritable()
        try connection.setUserVersion(version)
    }

    /// Throws when `sql` begins or ends a transaction or savepoint, which only ``DatabaseQueue`` may do:
    /// ``PersistenceError/nestedTransaction`` for `BEGIN` and `SAVEPOINT`, ``PersistenceError/misuse(_:)``
    /// for the others.
    static func refuseTransactionControl(_ sql: String) throws {
        guard let keyword = transactionKeyword(in: sql) else { return }
        if keyword == "BEGIN" || keyword == "SAVEPOINT" {
            throw PersistenceError.nestedTransaction
        }
        throw PersistenceError.misuse("\(keyword) is not allowed here; transactions end when their closure does")
    }

    /// The transaction-control keyword `sql` starts with (`BEGIN`, `COMMIT`, ...), if any.
    static func transactionKeyword(in sql: String) -> String? {
        var rest = Substring(sql)
        while true {
            rest = rest.drop { $0.isWhitespace }
            if rest.hasPrefix("--") {
                rest = rest.drop { !$0.isNewline }
            } else if rest.hasPrefix("/*") {
                guard let end = rest.range(of: "*/") else { return nil }
                rest = rest[end.upperBound...]
            } else {
                break
            }
        }
        let keyword = rest.prefix { $0.isLetter }.uppercased()
        let controls: Set<String> = ["BEGIN", "COMMIT", "END", "ROLLBACK", "SAVEPOINT", "RELEASE"]
        return controls.contains(keyword) ? keyword : nil
    }
}

@available(*, unavailable, message: "a database handle belongs to the transaction it was handed to")
extension Database: Sendable {}

import Foundation

/// Read access to a database for the duration of one `read { }` (or `write { }`) transaction.
///
/// Every read made through one reader sees the same snapshot of the database. A reader is only
/// valid inside the closure it was handed to; it cannot be sent to other tasks, and using it after
/// the closure returned throws ``PersistenceError/misuse(_:)``.
public class DatabaseReader {
    let connection: Connection
    private var isValid = true

    init(connection: Connection) {
        self.connection = connection
    }

    /// Whether statements that change the database may be prepared.
    var allowsWrites: Bool { false }

    /// Ends the reader's life; every later call throws.
    func invalidate() {
        isValid = false
    }

    /// Throws unless the reader's transaction is still running.
    func ensureValid() throws {
        guard isValid else {
            throw PersistenceError.misuse("a reader or writer was used after its transaction ended")
        }
    }

    /// Prepares one SQL statement for repeated use with bound arguments.
    ///
    /// - Throws: ``PersistenceError/misuse(_:)`` for a statement that writes (on a reader) or that
    ///   begins or ends a transaction (transactions are managed by ``Database``), or an SQL error.
    public func prepare(_ sql: String) throws -> Statement {
        try ensureValid()
        try Self.refuseTransactionControl(sql)
        let statement = try connection.prepare(sql)
        guard allowsWrites || statement.isReadOnly else {
            throw PersistenceError.misuse("a read transaction cannot change the database; use write { }")
        }
        return statement
    }

    /// The statement for `sql`, prepared once per connection and reused by later transactions: for fixed SQL that
    /// runs often with bound values (a feature's queries on a hot path), where parsing it again each time would
    /// cost more than running it.
    ///
    /// It promises what ``prepare(_:)`` does (one statement, the same refusals, valid only inside this closure);
    /// when released it is reset and parked for the next call instead of being finalized. The SQL text is the
    /// cache key, so build it from constants only, never from values. Asking again for the same SQL while an
    /// earlier statement for it is still held gives a statement of its own.
    ///
    /// ```swift
    /// try store.write { writer in
    ///     let insert = try writer.cachedStatement("INSERT INTO people (id, name) VALUES (?, ?)")
    ///     for person in people { try insert.execute([person.id, person.name]) }
    /// }
    /// ```
    public func cachedStatement(_ sql: String) throws -> Statement {
        try ensureValid()
        let statement = try connection.cachedStatement(sql) { try Self.refuseTransactionControl(sql) }
        guard allowsWrites || statement.isReadOnly else {
            throw PersistenceError.misuse("a read transaction cannot change the database; use write { }")
        }
        return statement
    }

    /// Runs `sql` with `arguments` and returns every row.
    public func fetchAll(_ sql: String, _ arguments: [(any SQLiteValueConvertible)?] = []) throws -> [Row] {
        try prepare(sql).fetchAll(arguments)
    }

    /// Runs `sql` with `arguments` and returns the first row, or `nil` when there is none.
    public func fetchOne(_ sql: String, _ arguments: [(any SQLiteValueConvertible)?] = []) throws -> Row? {
        try prepare(sql).fetchOne(arguments)
    }

    /// Runs `sql` with `arguments` and returns the first column of the first row as `T`,
    /// or `nil` when there is no row.
    public func fetchValue<T: SQLiteValueConvertible>(
        _ sql: String,
        _ arguments: [(any SQLiteValueConvertible)?] = [],
        as type: T.Type = T.self
    ) throws -> T? {
        try fetchOne(sql, arguments).map { try $0.value(at: 0, as: type) }
    }

    /// The schema version stored in the database (`PRAGMA user_version`; 0 for a new database).
    public func schemaVersion() throws -> Int {
        try ensureValid()
        return try connection.userVersion()
    }

    /// Throws when `sql` begins or ends a transaction or savepoint, which only ``Database`` may do:
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

@available(*, unavailable, message: "a reader belongs to the transaction it was handed to")
extension DatabaseReader: Sendable {}

import AtomicCore
import CSQLite
import Foundation

/// One open SQLite connection.
///
/// Not thread-safe and not `Sendable`: it is owned by exactly one ``DatabaseQueue`` actor and used
/// only on that actor's executor, so at most one thread touches the handle at any moment.
final class Connection {
    /// Counts committed transactions through SQLite's commit hook.
    private final class CommitCounter {
        var count = 0
    }

    /// How a connection may use its file.
    enum Access: Equatable {
        /// Read and write, creating the file when missing (the default).
        case readWrite
        /// Read only (`mode=ro`), never creating or changing anything. `immutable` adds `immutable=1`, which SQLite
        /// needs to read a write-ahead-log database on a read-only file system (it can create no `-shm` index there):
        /// it then takes no locks and assumes that no one changes the file while it is open.
        case readOnly(immutable: Bool)
    }

    /// The file the connection was opened on, or `:memory:`.
    let path: String
    /// How the connection uses its file.
    let access: Access
    private var handle: OpaquePointer?
    private let commits = CommitCounter()
    /// The busy timeout of the configuration, in milliseconds, restored after ``withoutBusyWaiting(_:)``.
    private var busyTimeoutMilliseconds: Int32 = 0
    /// Statements kept for ``cachedStatement(_:firstUse:)``.
    let statementCache = StatementCache()
    /// The connection's own transaction-control statements (`BEGIN`, `COMMIT`, savepoints), kept apart so that
    /// they are never lent through ``cachedStatement(_:firstUse:)``.
    let transactionStatements = StatementCache()

    /// Opens (creating if needed) the database at `path` and applies `configuration`.
    ///
    /// - Throws: ``PersistenceError`` when the file cannot be opened, is not a database,
    ///   is damaged, or cannot be written.
    init(path: String, configuration: DatabaseConfiguration, access: Access = .readWrite) throws {
        self.path = path
        self.access = access
        var opened: OpaquePointer?
        let (filename, flags) =
            switch access {
            case .readWrite: (path, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX)
            case .readOnly(let immutable):
                (
                    Self.readOnlyURI(path: path, immutable: immutable),
                    SQLITE_OPEN_READONLY | SQLITE_OPEN_URI | SQLITE_OPEN_NOMUTEX
                )
            }
        let noFollow = configuration.followsSymbolicLinks ? 0 : SQLITE_OPEN_NOFOLLOW
        let code = sqlite3_open_v2(filename, &opened, flags | noFollow, nil)
        guard code == SQLITE_OK, let opened else {
            let reason = opened.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            let systemError = opened.map { sqlite3_system_errno($0) } ?? 0
            sqlite3_close_v2(opened)
            throw Connection.openError(code: code, systemError: systemError, reason: reason, path: path)
        }
        handle = opened
        do {
            try configure(configuration)
        } catch {
            close()
            throw error
        }
    }

    deinit {
        close()
    }

    /// Whether the connection is inside an explicit transaction.
    var isInTransaction: Bool {
        guard let handle else { return false }
        return sqlite3_get_autocommit(handle) == 0
    }

    /// How many write transactions have committed on this connection (explicit or implicit).
    var committedTransactionCount: Int { commits.count }

    /// How many prepared statements of this connection are held: not finalized, and not parked (reset, unused) in
    /// its statement caches.
    var unfinalizedStatementCount: Int {
        guard let handle else { return 0 }
        var count = 0
        var statement = sqlite3_next_stmt(handle, nil)
        while let current = statement {
            count += 1
            statement = sqlite3_next_stmt(handle, current)
        }
        return count - statementCache.parkedCount - transactionStatements.parkedCount
    }

    /// How many statements the connection keeps for ``cachedStatement(_:firstUse:)``, lent or parked.
    var cachedStatementCount: Int { statementCache.count }

    /// Closes the handle; later use throws ``PersistenceError/misuse(_:)``. Safe to call twice.
    func close() {
        guard let handle else { return }
        statementCache.finalizeAll()
        transactionStatements.finalizeAll()
        sqlite3_commit_hook(handle, nil, nil)
        sqlite3_close_v2(handle)
        self.handle = nil
    }

    /// The open handle, or an error once the connection is closed.
    func openHandle() throws -> OpaquePointer {
        guard let handle else { throw PersistenceError.misuse("the database connection is closed") }
        return handle
    }

    /// The typed error for a failed call that returned `code`, with SQLite's current message.
    func error(code: Int32) -> PersistenceError {
        let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? "the database connection is closed"
        return PersistenceError(sqliteCode: code, message: message, path: path)
    }

    /// Prepares exactly one SQL statement.
    ///
    /// - Throws: ``PersistenceError/misuse(_:)`` when `sql` holds no statement or more than one.
    func prepare(_ sql: String) throws -> Statement {
        Statement(handle: try prepareHandle(sql), connection: self)
    }

    /// Prepares exactly one SQL statement and returns its handle, which the caller must finalize.
    func prepareHandle(_ sql: String) throws -> OpaquePointer {
        let handle = try openHandle()
        var statement: OpaquePointer?
        var remainder = ""
        let code = sql.withCString { text in
            var tail: UnsafePointer<CChar>?
            let code = sqlite3_prepare_v2(handle, text, -1, &statement, &tail)
            if let tail {
                remainder = String(cString: tail)
            }
            return code
        }
        guard code == SQLITE_OK else {
            sqlite3_finalize(statement)
            throw error(code: code)
        }
        guard let statement else {
            throw PersistenceError.misuse("the SQL text holds no statement")
        }
        guard remainder.allSatisfy({ $0.isWhitespace || $0 == ";" }) else {
            sqlite3_finalize(statement)
            throw PersistenceError.misuse("prepare one statement at a time; use executeScript for several")
        }
        return statement
    }

    /// Runs every statement of `script`, which must not have parameters; `check` sees each prepared
    /// statement before it runs and may refuse it by throwing.
    func executeScript(_ script: String, checking check: (Statement) throws -> Void) throws {
        let handle = try openHandle()
        try script.withCString { start in
            var cursor: UnsafePointer<CChar>? = start
            while let current = cursor, current.pointee != 0 {
                var raw: OpaquePointer?
                var tail: UnsafePointer<CChar>?
                let code = sqlite3_prepare_v2(handle, current, -1, &raw, &tail)
                guard code == SQLITE_OK else {
                    sqlite3_finalize(raw)
                    throw error(code: code)
                }
                cursor = tail
                guard let raw else { continue }
                let statement = Statement(handle: raw, connection: self)
                guard statement.parameterCount == 0 else {
                    throw PersistenceError.misuse(
                        "a script cannot have parameters; prepare the statement and bind them")
                }
                try check(statement)
                try statement.execute()
            }
        }
    }

    /// Runs one fixed, parameterless statement without checking what kind it is.
    func run(_ sql: String) throws {
        try prepare(sql).execute()
    }

    /// Runs `body` inside a transaction: committed when it returns, rolled back when it throws.
    ///
    /// - Parameter immediate: takes the write lock at once (`BEGIN IMMEDIATE`) rather than on first write.
    /// - Throws: ``PersistenceError/nestedTransaction`` when a transaction is already open,
    ///   or whatever `body` or the commit throws.
    func inTransaction<Result>(immediate: Bool, _ body: () throws -> Result) throws -> Result {
        guard !isInTransaction else { throw PersistenceError.nestedTransaction }
        try runTransactionControl(immediate ? "BEGIN IMMEDIATE" : "BEGIN DEFERRED")
        do {
            let result = try body()
            guard isInTransaction else {
                throw PersistenceError.misuse("the transaction was ended inside its own body")
            }
            try runTransactionControl("COMMIT")
            return result
        } catch {
            rollBackIfNeeded()
            throw error
        }
    }

    /// Runs `body` inside a savepoint nested in the current transaction: released when it returns,
    /// rolled back (alone) when it throws.
    func inSavepoint<Result>(_ body: () throws -> Result) throws -> Result {
        guard isInTransaction else {
            throw PersistenceError.misuse("a savepoint needs an enclosing write transaction")
        }
        // One fixed name is enough: SQLite matches RELEASE and ROLLBACK TO with the innermost savepoint
        // of that name, so nesting works without building names.
        try runTransactionControl("SAVEPOINT nested")
        do {
            let result = try body()
            try runTransactionControl("RELEASE nested")
            return result
        } catch {
            if isInTransaction {
                try? runTransactionControl("ROLLBACK TO nested")
                try? runTransactionControl("RELEASE nested")
            }
            throw error
        }
    }

    /// The schema version stored in the file (`PRAGMA user_version`).
    func userVersion() throws -> Int {
        let row = try prepare("PRAGMA user_version").fetchOne()
        return try row?.value(at: 0, as: Int.self) ?? 0
    }

    /// Runs `body` with the busy timeout off: a statement that needs a lock another connection holds fails at once
    /// with ``PersistenceError/busy(path:)`` instead of waiting for it.
    func withoutBusyWaiting<Result>(_ body: () throws -> Result) rethrows -> Result {
        guard let handle else { return try body() }
        sqlite3_busy_timeout(handle, 0)
        defer { sqlite3_busy_timeout(handle, busyTimeoutMilliseconds) }
        return try body()
    }

    /// Stores `version` as the schema version.
    func setUserVersion(_ version: Int) throws {
        // PRAGMA statements cannot take bound parameters. `version` is an `Int`, so its text is only
        // digits and an optional minus sign: nothing from outside can reach the SQL.
        try run("PRAGMA user_version = \(version)")
    }

    private func rollBackIfNeeded() {
        guard isInTransaction else { return }
        // A failed rollback leaves nothing better to do: SQLite rolls back on close, and the
        // caller already receives the error that caused the rollback.
        try? runTransactionControl("ROLLBACK")
    }

    private func configure(_ configuration: DatabaseConfiguration) throws {
        let handle = try openHandle()
        sqlite3_extended_result_codes(handle, 1)
        busyTimeoutMilliseconds = Self.milliseconds(configuration.busyTimeout)
        sqlite3_busy_timeout(handle, busyTimeoutMilliseconds)
        sqlite3_commit_hook(
            handle,
            { context in
                guard let context else { return 0 }
                Unmanaged<CommitCounter>.fromOpaque(context).takeUnretainedValue().count += 1
                return 0
            },
            Unmanaged.passUnretained(commits).toOpaque()
        )
        // Reading the schema is the first access to the file: a file that is not a database fails here.
        _ = try prepare("SELECT count(*) FROM sqlite_schema").fetchOne()
        if access == .readWrite, sqlite3_db_readonly(handle, "main") == 1 {
            throw PersistenceError.readOnly(path: path)
        }
        if configuration.checksIntegrityOnOpen {
            try checkIntegrity()
        }
        if path != ":memory:", access == .readWrite {
            try enableWriteAheadLog(patience: configuration.busyTimeout)
        }
        try run("PRAGMA foreign_keys = ON")
        try run("PRAGMA synchronous = NORMAL")
    }

    /// Switches the file to write-ahead logging.
    ///
    /// Switching needs an exclusive lock, and SQLite answers `SQLITE_BUSY` at once, without its busy
    /// handler, when another process holds any lock at that moment (typically two processes creating
    /// the same new file). So the switch is retried for up to `patience`.
    private func enableWriteAheadLog(patience: Duration) throws {
        // Capped at a day so that adding it to "now" cannot overflow, whatever the configuration says.
        let deadline = ContinuousClock.now + min(max(patience, .zero), .seconds(86_400))
        while true {
            do {
                _ = try prepare("PRAGMA journal_mode = WAL").fetchOne()
                return
            } catch PersistenceError.busy where ContinuousClock.now < deadline {
                sqlite3_sleep(5)
            }
        }
    }

    /// Runs `PRAGMA quick_check` unless the file is unchanged since it last passed (``IntegrityCheckRecord``).
    private func checkIntegrity() throws {
        let onDisk = path != ":memory:" && !path.isEmpty
        let fingerprint = onDisk ? IntegrityCheckRecord.current(databasePath: path) : nil
        if let fingerprint, IntegrityCheckRecord.stored(databasePath: path) == fingerprint {
            return
        }
        let rows = try prepare("PRAGMA quick_check(1)").fetchAll()
        let verdict = try rows.first?.value(at: 0, as: String.self) ?? "no verdict"
        guard verdict == "ok" else {
            if onDisk { IntegrityCheckRecord.remove(databasePath: path) }
            throw PersistenceError.corrupt(path: path, detail: verdict)
        }
        fingerprint?.store(databasePath: path)
    }

    /// Copies every page of `source` into this connection's database (SQLite's online backup), replacing what it held.
    func copyContents(from source: Connection) throws {
        let handle = try openHandle()
        guard let backup = sqlite3_backup_init(handle, "main", try source.openHandle(), "main") else {
            throw error(code: sqlite3_errcode(handle))
        }
        let step = sqlite3_backup_step(backup, -1)
        let finish = sqlite3_backup_finish(backup)
        guard step == SQLITE_DONE, finish == SQLITE_OK else {
            throw source.error(code: step == SQLITE_DONE ? finish : step)
        }
    }

    /// The URI that opens `path` read-only (`file:<path>?mode=ro`, with `&immutable=1` when `immutable`), every byte
    /// of the path outside the URI's unreserved characters and `/` written as `%HH`.
    static func readOnlyURI(path: String, immutable: Bool) -> String {
        let unreserved = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/".utf8)
        var escaped = ""
        for byte in path.utf8 {
            if unreserved.contains(byte) {
                escaped.append(Character(Unicode.Scalar(byte)))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                escaped += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return "file:\(escaped)?mode=ro" + (immutable ? "&immutable=1" : "")
    }

    /// `duration` in whole milliseconds for SQLite's busy timeout: negative durations are 0, and anything
    /// longer than `Int32.max` milliseconds (about 24.8 days) is `Int32.max`.
    static func milliseconds(_ duration: Duration) -> Int32 {
        let (seconds, attoseconds) = duration.components
        guard seconds >= 0 else { return 0 }
        guard seconds < Int64(Int32.max / 1000) else { return Int32.max }
        return Int32(max(0, seconds * 1000 + attoseconds / 1_000_000_000_000_000))
    }

    private static func openError(code: Int32, systemError: Int32, reason: String, path: String) -> PersistenceError {
        if code & 0xFF == SQLITE_CANTOPEN, systemError != 0 {
            return DatabaseFiles.error(code: systemError, path: path)
        }
        return PersistenceError(sqliteCode: code, message: reason, path: path)
    }
}

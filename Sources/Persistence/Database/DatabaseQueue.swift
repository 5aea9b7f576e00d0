import Dispatch
import Foundation

/// One SQLite database connection, owned by an actor that serialises every access to it, so that any number of
/// tasks can use it at once: GRDB's `DatabaseQueue`, with `async` entry points.
///
/// The connection runs in write-ahead-log mode with `synchronous=NORMAL`, foreign keys enforced and a
/// busy timeout (5 s by default), so several connections and several processes can share one file:
/// readers never block the writer, and writers wait their turn instead of failing at once.
/// All work happens in transactions on the actor's own serial queue: ``write(_:)`` commits when its
/// closure returns and rolls back when it throws; ``read(_:)`` sees one consistent snapshot.
public actor DatabaseQueue: DatabaseWriter {
    /// The file this database lives in, or `:memory:`.
    public nonisolated let path: String
    /// The device and inode of the file the connection opened (`nil` in memory), to tell later, without opening
    /// the path, whether it still names that file.
    nonisolated let fileIdentity: FileIdentity?
    /// How the connection uses its file: read and write, or read only.
    nonisolated let access: Connection.Access
    private let executor: DatabaseExecutor
    private let connection: Connection

    /// The actor runs on its own serial queue rather than on the shared cooperative pool.
    public nonisolated var unownedExecutor: UnownedSerialExecutor {
        executor.asUnownedSerialExecutor()
    }

    /// Opens the database at `path`, creating the file when it does not exist.
    ///
    /// - Throws: ``PersistenceError`` (`openFailed`, `notADatabase`, `corrupt`, `readOnly`, ...).
    public init(path: String, configuration: DatabaseConfiguration = DatabaseConfiguration()) throws {
        self.path = path
        executor = DatabaseExecutor(label: "atomicarch.database")
        access = .readWrite
        connection = try Connection(path: path, configuration: configuration)
        fileIdentity = FileIdentity(path: path)
    }

    /// Opens the existing database at `path` for reading only; nothing is ever created or written (see
    /// ``Connection/Access/readOnly(immutable:)`` for `immutable`, which a read-only file system needs).
    ///
    /// - Throws: ``PersistenceError`` when the file cannot be opened or read.
    init(readingOnly path: String, immutable: Bool, configuration: DatabaseConfiguration = DatabaseConfiguration())
        throws
    {
        self.path = path
        executor = DatabaseExecutor(label: "atomicarch.database")
        access = .readOnly(immutable: immutable)
        connection = try Connection(path: path, configuration: configuration, access: access)
        fileIdentity = FileIdentity(path: path)
    }

    /// A private database in memory that starts as a copy of the database at `path` (schema, version and rows), read
    /// through a connection of its own opened with `access`, closed once the copy is made.
    init(memoryCopyOf path: String, access: Connection.Access) throws {
        self.path = ":memory:"
        executor = DatabaseExecutor(label: "atomicarch.database")
        let source = try Connection(
            path: path, configuration: DatabaseConfiguration(checksIntegrityOnOpen: false), access: access)
        defer { source.close() }
        connection = try Connection(
            path: ":memory:", configuration: DatabaseConfiguration(checksIntegrityOnOpen: false))
        try connection.copyContents(from: source)
        fileIdentity = nil
        self.access = .readWrite
    }

    /// The database's own queue as a task executor: work run under
    /// `withTaskExecutorPreference(database.taskExecutor)` runs, between its awaits, on the thread that runs the
    /// database's transactions, so that a task that alternates between other work and ``read(_:)`` or ``write(_:)``
    /// changes threads only when it enters and leaves that scope instead of twice per transaction. The queue is
    /// serial: such work waits for the transactions before it and delays those after it, so keep it short (a
    /// response's decoding, not a long computation) and never block in it.
    public nonisolated var taskExecutor: any TaskExecutor { executor }

    /// Whether the caller runs on the database's queue (a transaction, or work that prefers ``taskExecutor``).
    nonisolated var isCurrentQueue: Bool { executor.isCurrentQueue }

    /// Opens a private database that lives in memory and disappears with this value (GRDB's `DatabaseQueue()`).
    public static func inMemory() throws -> DatabaseQueue {
        try DatabaseQueue(path: ":memory:")
    }

    /// Runs `body` in a write transaction (`BEGIN IMMEDIATE`) and returns its result.
    ///
    /// The changes commit when `body` returns and roll back when it throws. Inside `body`, use
    /// ``Database/savepoint(_:)`` to nest; starting another transaction is refused with
    /// ``PersistenceError/nestedTransaction``.
    ///
    /// - Throws: whatever `body` throws, or ``PersistenceError`` (`busy` when another process kept
    ///   the write lock past the busy timeout, `diskFull`, `readOnly`, ...).
    @discardableResult
    public func write<Result: Sendable>(_ body: @Sendable (Database) throws -> Result) throws -> Result {
        try inTransaction(writing: true, body)
    }

    /// Runs `body` in a read transaction and returns its result; every read inside sees one snapshot.
    ///
    /// - Throws: whatever `body` throws, or ``PersistenceError``; statements that write are refused
    ///   with ``PersistenceError/misuse(_:)``.
    public func read<Result: Sendable>(_ body: @Sendable (Database) throws -> Result) throws -> Result {
        try inTransaction(writing: false, body)
    }

    /// Runs `body` with a ``Database`` valid for one transaction: `BEGIN IMMEDIATE` and writes allowed when
    /// `writing`, a deferred read otherwise.
    private func inTransaction<Result>(writing: Bool, _ body: (Database) throws -> Result) throws -> Result {
        try connection.inTransaction(immediate: writing) {
            let db = Database(connection: connection, allowsWrites: writing)
            defer { db.invalidate() }
            return try body(db)
        }
    }

    /// How many write transactions have committed through this connection since it opened.
    ///
    /// Useful to check that a batch of changes really was one transaction.
    public var committedTransactionCount: Int { connection.committedTransactionCount }

    /// How many prepared statements are still alive; zero whenever no transaction is running.
    var unfinalizedStatementCount: Int { connection.unfinalizedStatementCount }

    /// Sets `PRAGMA application_id` to `id`, in a write transaction, unless the file already carries it.
    func stampApplicationID(_ id: Int32) throws {
        let current = try connection.prepare("PRAGMA application_id").fetchOne()?.value(at: 0, as: Int.self)
        guard current != Int(id) else { return }
        // `id` is an `Int32`, so its text is only digits and a sign: nothing from outside reaches the SQL.
        try connection.inTransaction(immediate: true) { try connection.run("PRAGMA application_id = \(id)") }
    }

    /// Gives the pages that deletions freed back to the disk (`VACUUM`, then a `TRUNCATE` checkpoint of the
    /// write-ahead log) without waiting for other connections: while another one writes, or still reads from the
    /// log, the step that needs it is skipped and the pages stay in the file, free for SQLite to reuse. Both are
    /// ordinary SQLite operations under its locks, safe while other processes use the file. Does nothing inside a
    /// transaction; never throws (a skipped step is not an error: the file is as valid as before).
    public func compact() {
        guard !connection.isInTransaction else { return }
        connection.withoutBusyWaiting {
            try? connection.run("VACUUM")
            _ = try? connection.prepare("PRAGMA wal_checkpoint(TRUNCATE)").fetchOne()
        }
    }

    /// Closes the connection; every later call throws ``PersistenceError/misuse(_:)``.
    public func close() {
        connection.close()
    }
}

/// The device and inode of a file, read with `stat` — never by opening the file, since closing any descriptor of
/// a database file drops the locks SQLite holds on it in this process, which other processes rely on.
struct FileIdentity: Sendable, Equatable {
    let device: UInt64
    let inode: UInt64

    /// The identity of the file at `path`, or `nil` when there is none (or `path` is `:memory:`).
    init?(path: String) {
        var status = stat()
        guard path != ":memory:", !path.isEmpty, stat(path, &status) == 0 else { return nil }
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
    }
}

/// How a ``DatabaseQueue``'s connection behaves (GRDB's `Configuration`).
public struct DatabaseConfiguration: Sendable, Equatable {
    /// How long a statement waits for another connection (or process) to release its lock
    /// before failing with ``PersistenceError/busy(path:)``. Five seconds by default.
    public var busyTimeout: Duration
    /// Whether opening checks the whole file for damage (`PRAGMA quick_check`), so that a
    /// truncated or damaged file is reported at once as ``PersistenceError/corrupt(path:detail:)``
    /// rather than later, in the middle of some query. On by default; it reads every page once, which
    /// costs about 0.5 ms per MB of database when the file is in the system's page cache and about
    /// 10 ms per MB when it must come from disk (a 4 MB cache: 2 ms warm, 42 ms cold). A file that passed
    /// is not read again while its size and modification time stay the same and its write-ahead
    /// log is empty: the fingerprint of the clean file is kept next to it, in a `-checked` file.
    public var checksIntegrityOnOpen: Bool
    /// Whether the database file may be a symbolic link. When `false` the file is opened with
    /// `SQLITE_OPEN_NOFOLLOW`: a link at the path (checked by SQLite itself as it opens the file, so no link can be
    /// swapped in between a check and the open) fails the open with ``PersistenceError/openFailed(path:reason:)``,
    /// and nothing the link points to is read or written. On by default.
    public var followsSymbolicLinks: Bool

    /// Creates a configuration; the defaults are a 5-second busy timeout, an integrity check on open, and a
    /// database file that may be a symbolic link.
    public init(
        busyTimeout: Duration = .seconds(5), checksIntegrityOnOpen: Bool = true, followsSymbolicLinks: Bool = true
    ) {
        self.busyTimeout = busyTimeout
        self.checksIntegrityOnOpen = checksIntegrityOnOpen
        self.followsSymbolicLinks = followsSymbolicLinks
    }
}

/// The executor of a ``DatabaseQueue``: one serial dispatch queue that runs both the actor's work (as its serial
/// executor) and nonisolated work that prefers it (as a task executor, see ``DatabaseQueue/taskExecutor``), in the
/// order it was submitted.
///
/// SQLite calls block (disk I/O, waiting up to the busy timeout for another process's lock);
/// running them on a dedicated queue keeps them off Swift's small cooperative thread pool. One queue in both roles
/// is the arrangement SE-0417 describes for an executor that is serial and a task executor at once: each job runs
/// isolated to it as a serial executor and on it as a task executor.
final class DatabaseExecutor: SerialExecutor, TaskExecutor {
    private let queue: DispatchQueue

    /// Creates an executor with a queue labelled `label`.
    init(label: String) {
        queue = DispatchQueue(label: label, qos: .userInitiated)
        queue.setSpecific(key: Self.queueKey, value: ObjectIdentifier(self))
    }

    /// Marks each executor's queue with the executor's identity.
    private static let queueKey = DispatchSpecificKey<ObjectIdentifier>()

    /// Whether the caller runs on this executor's queue.
    var isCurrentQueue: Bool { DispatchQueue.getSpecific(key: Self.queueKey) == ObjectIdentifier(self) }

    /// Runs `job` on the queue, in submission order.
    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let serial = asUnownedSerialExecutor()
        let task = asUnownedTaskExecutor()
        queue.async {
            job.runSynchronously(isolatedTo: serial, taskExecutor: task)
        }
    }

    /// This executor as the unowned reference the runtime wants for an actor.
    func asUnownedSerialExecutor() -> UnownedSerialExecutor {
        UnownedSerialExecutor(ordinary: self)
    }

    /// This executor as the unowned reference the runtime wants for a task's preference.
    func asUnownedTaskExecutor() -> UnownedTaskExecutor {
        UnownedTaskExecutor(ordinary: self)
    }
}

import AtomicCore
import AtomicLogger
import Foundation

/// The app's response and entity cache: one SQLite database holding an entry per endpoint
/// (``CacheEntry``: fetch time, `ETag`, `Last-Modified`, optional raw body) and the tables that
/// features add through their own migrations.
///
/// Features change their rows and the matching cache entry in one ``write(_:)`` transaction, so a
/// cached collection is always replaced atomically: readers see the old rows or the new ones, never
/// a mix, and a crash in the middle leaves the old ones. ``CachePolicy`` builds on this store.
///
/// Schema versions `1...coreSchemaVersion` belong to the store; feature migrations continue above.
/// Every database the store creates or adopts carries ``applicationID``, so a file of another program at the
/// same path is recognised and never written to.
///
/// Opened with ``open(at:featureMigrations:logger:clock:warn:)``, the store degrades by itself: when its file
/// cannot be used (corrupt beyond repair, unwritable, on a full disk…) it carries on in memory for the rest of
/// the run and says so once, so its callers never handle a broken disk themselves.
///
/// ### Opening
///
/// Three ways, from the most forgiving to the strictest:
///
/// | call | a damaged file | another program's file | a disk that fails |
/// | --- | --- | --- | --- |
/// | ``open(at:featureMigrations:logger:clock:warn:)`` (the app) | moved aside, rebuilt | moved aside untouched, rebuilt | memory for the rest of the run, said once |
/// | ``openOrRecover(at:featureMigrations:logger:clock:warn:)`` | moved aside, rebuilt | moved aside untouched, rebuilt | thrown |
/// | ``open(path:featureMigrations:configuration:)`` (a path) | thrown | thrown, the file left as it was | thrown |
///
/// ``inMemory(featureMigrations:)`` makes a private store in memory, for tests and demos.
///
/// ```swift
/// let store = try await SQLiteCacheStore.open(
///     at: try CacheLocation.resolve(environment: ProcessInfo.processInfo.environment),
///     featureMigrations: postsMigrations + usersMigrations,
///     warn: { print("warning: \($0)") }
/// )
/// try await store.write { db in
///     try db.execute(sql: "DELETE FROM posts")
///     try db.saveCacheEntry(CacheEntry(key: key, fetchedAt: now))
/// }
/// let entry = try await store.read { db in try db.cacheEntry(for: key) }
/// ```
///
/// ### Migrations
///
/// Opening brings the schema up to date before the first call: the store's own ``coreMigrations`` (versions
/// `1...coreSchemaVersion`, the `cache_entries` table), then each feature's, whose versions must start above
/// ``coreSchemaVersion`` and increase (else ``PersistenceError/invalidMigrations(_:)``). The applied version is
/// `PRAGMA user_version`; a file from a newer app, with a higher version than any migration here, is treated
/// as damaged and rebuilt, since this app cannot read it. See <doc:Migrations>.
public actor SQLiteCacheStore: DatabaseWriter {
    /// The store's `PRAGMA application_id`: `0x41744172`, the ASCII bytes of "AtAr" (AtomicArch), stored
    /// big-endian at offset 68 of the file header (so `file(1)` and `sqlite3` show it). Every database the
    /// store creates gets it; a database of ours from before it existed gets it once, when it is next opened.
    public static let applicationID: Int32 = 0x4174_4172

    /// The migrations of the store's own tables (`cache_entries`), versions `1...coreSchemaVersion`.
    public static let coreMigrations: [Migration] = [
        Migration(
            version: 1,
            name: "create cache_entries",
            sql: """
                CREATE TABLE cache_entries (
                    key TEXT PRIMARY KEY NOT NULL,
                    fetched_at REAL NOT NULL,
                    etag TEXT,
                    last_modified TEXT,
                    payload BLOB
                );
                """
        )
    ]

    /// The newest schema version used by the store itself; feature migrations start above it.
    public static let coreSchemaVersion = coreMigrations.last?.version ?? 0

    /// The path SQLite reads as "a private database in memory".
    static let memoryPath = ":memory:"

    /// The database file the store was opened for, or `:memory:`. After the store has fallen back to memory
    /// (see ``open(at:featureMigrations:logger:clock:warn:)``) its data lives in memory instead;
    /// ``info()`` and ``isInMemory`` tell where the data is now.
    public nonisolated let path: String
    let migrator: DatabaseMigrator
    let configuration: DatabaseConfiguration
    private(set) var database: DatabaseQueue
    /// How the store degrades when its file fails; `nil` for a store that throws such failures instead.
    private let fallback: Fallback?

    /// What a store that falls back to memory needs to say so.
    struct Fallback: Sendable {
        /// Receives the one line said when the store falls back (without a `warning:` prefix).
        let warn: @Sendable (String) -> Void
        /// Where the fallback is logged, with the error behind it.
        let logger: Logger
        /// The folder the store was opened in, checked again (``CacheLocation/createDirectory()``) before
        /// ``SQLiteCacheStore/clear()`` goes back to a file it had set aside.
        var location: CacheLocation? = nil
    }

    /// Whether the store answers from a file it cannot write, opened read-only (a cache on a read-only mount; see
    /// ``open(at:featureMigrations:logger:clock:warn:)``): reads come from the file, the first write moves the store to
    /// a copy of it in memory, which later writes change for the rest of the run, and ``clear()`` throws.
    public nonisolated let isReadOnly: Bool

    init(
        path: String, migrator: DatabaseMigrator, configuration: DatabaseConfiguration, database: DatabaseQueue,
        fallback: Fallback? = nil, isReadOnly: Bool = false
    ) {
        self.path = path
        self.migrator = migrator
        self.configuration = configuration
        self.database = database
        self.fallback = fallback
        self.isReadOnly = isReadOnly
    }

    /// Whether the store's data is kept in memory: opened so, or fallen back to memory because its file failed.
    public var isInMemory: Bool { database.path == Self.memoryPath }

    /// Runs `body` in a read transaction over the store's database.
    public func read<Result: Sendable>(_ body: @Sendable (Database) throws -> Result) async throws -> Result {
        readTransactionCount += 1
        return try await withFallback { try await $0.read(body) }
    }

    /// Runs `body` in one write transaction over the store's database: feature rows and cache entries
    /// changed inside it commit together or not at all.
    @discardableResult
    public func write<Result: Sendable>(_ body: @Sendable (Database) throws -> Result) async throws -> Result {
        try await withFallback { try await $0.write(body) }
    }

    /// Runs `transaction` on the store's database; when that fails because the database itself failed and the store
    /// falls back, it falls back to memory and runs `transaction` once more there.
    private func withFallback<Result: Sendable>(
        _ transaction: (DatabaseQueue) async throws -> Result
    ) async throws -> Result {
        let current = database
        do {
            return try await transaction(current)
        } catch let error as PersistenceError where fallback != nil && error.isFailureOfTheDatabase {
            try await fallBackToMemory(from: current, because: error)
            return try await transaction(database)
        }
    }

    /// Runs `operation` with the database's own queue as its preferred task executor (``DatabaseQueue/taskExecutor``):
    /// a load that reads, awaits the network and writes moves between its own work and its transactions without
    /// changing threads, and changes threads only when it starts and ends. SQLite still runs only on that queue,
    /// never on the cooperative pool. Meant for short work around transactions; `operation` must not block.
    public nonisolated func preferringDatabaseExecutor<Value, Failure: Error>(
        _ operation: () async throws(Failure) -> Value
    ) async throws(Failure) -> Value {
        let executor = await database.taskExecutor
        return try await withTaskExecutorPreference(executor, operation: operation)
    }

    /// The entry stored for `key`, or `nil`.
    public func entry(for key: CacheKey) async throws -> CacheEntry? {
        try await read { try $0.cacheEntry(for: key) }
    }

    /// How many times ``read(_:)`` was called since the store opened: what a caller reading the same rows twice
    /// shows up in.
    public private(set) var readTransactionCount = 0

    /// How many write transactions the store has committed since it opened (or was last cleared).
    public var committedTransactionCount: Int {
        get async { await database.committedTransactionCount }
    }

    /// The schema version of the database (the store's and the features' migrations applied).
    public func schemaVersion() async throws -> Int {
        try await read { try $0.schemaVersion() }
    }

    /// The path (`:memory:` once the store keeps its data in memory), size of its data on disk (see
    /// ``CacheInfo/sizeInBytes``) and entries of the cache.
    public func info() async throws -> CacheInfo {
        let entries = try await read { try $0.cacheEntrySummaries() }
        let current = database.path
        let size = current == Self.memoryPath ? 0 : DatabaseFiles(databasePath: current).dataSize()
        return CacheInfo(path: current, sizeInBytes: size, entries: entries)
    }

    /// Deletes everything cached — every row of every table, entries and feature rows alike, in one write
    /// transaction that keeps the schema — and the copies moved aside by recovery as damaged.
    ///
    /// Other processes may use the same file at the same time: clearing is an ordinary SQLite write transaction,
    /// so a reader sees the whole cache or an empty one, never a file that is missing, half-created or without
    /// its tables, and a command that meets the emptied cache fetches again. The file itself is never removed
    /// or replaced under open connections. Afterwards the freed pages are given back to the disk (`VACUUM`) when
    /// no other process is writing at that moment; when one is, they stay in the file, to be reused.
    ///
    /// Files of other programs are never deleted: one found at the path by now is moved aside as
    /// `cache.sqlite.foreign-<timestamp>` instead, and copies moved aside that way before are left alone.
    ///
    /// A store opened in memory clears its memory. A store that has fallen back to memory clears its memory and
    /// tries its file again, and throws when that fails too, so a cache that could not be reached is never said
    /// cleared; it keeps working in memory for the rest of the run.
    ///
    /// - Throws: ``PersistenceError/readOnly(path:)`` for a store opened read-only (``isReadOnly``; nothing is
    ///   deleted), or the error that kept the file from being cleared.
    public func clear() async throws {
        guard !isReadOnly else { throw PersistenceError.readOnly(path: path) }
        let current = database
        guard current.path != Self.memoryPath else {
            await current.close()
            database = try await Self.openDatabase(
                path: Self.memoryPath, migrator: migrator, configuration: configuration)
            guard path != Self.memoryPath else { return }
            // A folder refused at opening (another user's, or one others may write to) is refused again here.
            try fallback?.location?.createDirectory()
            let file = try await openFileForClearing()
            try await Self.deleteEveryRow(in: file)
            try removeMovedAsideCopies()
            await database.close()
            database = file
            return
        }
        // Whether the path still names the file this store has open, found with `stat`: reading the file's header
        // here would open and close it, dropping the locks this connection holds on it.
        if let opened = current.fileIdentity, opened == FileIdentity(path: path) {
            try await Self.deleteEveryRow(in: current)
        } else {
            // The path no longer holds the file this store has open (removed or replaced since): clear what is
            // there now, and use that from here on.
            await current.close()
            database = try await Self.openDatabase(
                path: Self.memoryPath, migrator: migrator, configuration: configuration)
            let file = try await openFileForClearing()
            try await Self.deleteEveryRow(in: file)
            await database.close()
            database = file
        }
        try removeMovedAsideCopies()
    }

    /// Opens the database at ``path`` for ``clear()``: a file of another program found there is moved aside
    /// untouched first, and a damaged one moved aside as damaged (then deleted with the other such copies).
    private func openFileForClearing() async throws -> DatabaseQueue {
        let identity = try await DatabaseIdentity.of(path: path) { try await Self.knownTables(migrator) }
        if case .foreign = identity {
            _ = try DatabaseRecovery.moveAside(databasePath: path, at: Date(), marker: DatabaseRecovery.foreignMarker)
        }
        do {
            return try await Self.openDatabase(path: path, migrator: migrator, configuration: configuration)
        } catch let error as PersistenceError where error.isUnusableFile {
            _ = try DatabaseRecovery.moveAside(databasePath: path, at: Date())
            return try await Self.openDatabase(path: path, migrator: migrator, configuration: configuration)
        }
    }

    /// Deletes the copies of ``path`` moved aside as damaged.
    private func removeMovedAsideCopies() throws {
        for movedAside in DatabaseRecovery.movedAsidePaths(of: path) where unlink(movedAside) != 0 && errno != ENOENT {
            throw DatabaseFiles.error(code: errno, path: movedAside)
        }
    }

    /// Deletes every row of every table of `database` (SQLite's own tables aside) in one write transaction, the
    /// schema and its version kept, then gives the freed pages back to the disk unless another connection is busy.
    static func deleteEveryRow(in database: DatabaseQueue) async throws {
        try await database.write { db in
            // Rows refer to each other: checked at the commit, when every table is empty.
            try db.execute(sql: "PRAGMA defer_foreign_keys = ON")
            let tables = try Row.fetchAll(
                db,
                sql: "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'"
            ).map { try $0.value(at: 0, as: String.self) }
            for table in tables {
                try db.execute(sql: "DELETE FROM \"\(table.replacingOccurrences(of: "\"", with: "\"\""))\"")
            }
        }
        guard database.path != memoryPath else { return }
        await database.compact()
    }

    /// Closes the database (folding its write-ahead log into the main file when no other connection
    /// has it open); every later call throws ``PersistenceError/misuse(_:)``.
    public func close() async {
        await database.close()
    }

    /// Replaces `failed`, the database that just threw `error`, with a fresh, migrated one in memory, and says
    /// so once. Calls that fail on `failed` at the same time share one replacement; a call that finds the
    /// database already replaced only retries.
    ///
    /// A read-only store (``isReadOnly``) refused a write because its file cannot be written, which it said when it
    /// opened: it moves, silently, to a copy of the file in memory, so that what it held stays readable.
    private func fallBackToMemory(from failed: DatabaseQueue, because error: PersistenceError) async throws {
        guard database === failed, let fallback else { return }
        let copiesTheFile: Bool
        if isReadOnly, failed.path != Self.memoryPath, case .readOnly = error {
            copiesTheFile = true
        } else {
            copiesTheFile = false
        }
        let memory =
            copiesTheFile
            ? try DatabaseQueue(memoryCopyOf: failed.path, access: failed.access)
            : try await Self.openDatabase(path: Self.memoryPath, migrator: migrator, configuration: configuration)
        guard database === failed else {
            await memory.close()
            return
        }
        database = memory
        if copiesTheFile {
            await failed.close()
            fallback.logger.notice(
                "The read-only cache was copied to memory for a write", metadata: ["path": failed.path])
        } else {
            Self.announceFallback(because: error, path: failed.path, fallback: fallback)
        }
    }

    /// Tells `fallback` (one line) and its log (a warning) that the cache at `path` is set aside for the run.
    static func announceFallback(because error: PersistenceError, path: String, fallback: Fallback) {
        fallback.warn(unusableCacheNote(error))
        fallback.logger.warning(
            "The cache cannot be used; keeping it in memory for this run",
            metadata: ["path": path, "error": error.message])
    }

    /// The one line said when the cache at `path` is opened read-only.
    static func readOnlyCacheNote(path: String) -> String {
        "the cache at \(path) cannot be written (read-only file system); answering from what it holds, "
            + "and keeping nothing new"
    }

    /// The one line said when the cache is set aside because of `error`.
    static func unusableCacheNote(_ error: PersistenceError) -> String {
        "the cache cannot be used (\(error.message)); continuing without it"
    }

    static func makeMigrator(featureMigrations: [Migration]) throws -> DatabaseMigrator {
        if let first = featureMigrations.first, first.version <= coreSchemaVersion {
            throw PersistenceError.invalidMigrations(
                "feature migration versions start above \(coreSchemaVersion); got \(first.version) (\(first.name))")
        }
        return try DatabaseMigrator(migrations: coreMigrations + featureMigrations)
    }

    /// Opens, migrates and stamps with ``applicationID`` the database at `path`, after making sure the file
    /// there is ours (or new, or adoptable) without writing to it.
    static func openDatabase(
        path: String,
        migrator: DatabaseMigrator,
        configuration: DatabaseConfiguration
    ) async throws -> DatabaseQueue {
        let files = DatabaseFiles(databasePath: path)
        let onDisk = path != memoryPath
        if onDisk {
            let identity = try await DatabaseIdentity.of(path: path) { try await knownTables(migrator) }
            if case .foreign(let detail) = identity {
                throw PersistenceError.foreignDatabase(path: path, detail: detail)
            }
            try files.createIfMissing()
        }
        let database = try DatabaseQueue(path: path, configuration: configuration)
        do {
            try await migrator.migrate(database)
            try await database.stampApplicationID(applicationID)
        } catch {
            await database.close()
            throw error
        }
        if onDisk {
            files.restrictPermissions()
        }
        return database
    }

    /// The names of the tables and views that `migrator` creates, found by running it on an empty database
    /// in memory.
    static func knownTables(_ migrator: DatabaseMigrator) async throws -> Set<String> {
        let scratch = try DatabaseQueue.inMemory()
        try await migrator.migrate(scratch)
        let rows = try await scratch.read { db in
            try Row.fetchAll(
                db,
                sql:
                    "SELECT name FROM sqlite_schema WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'"
            )
        }
        return Set(try rows.map { try $0.value(at: 0, as: String.self) })
    }
}

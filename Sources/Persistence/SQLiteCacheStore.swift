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
public actor SQLiteCacheStore {
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

    /// The database file, or `:memory:`.
    public nonisolated let path: String
    private let migrator: Migrator
    private let configuration: DatabaseConfiguration
    private var database: Database

    private init(path: String, migrator: Migrator, configuration: DatabaseConfiguration, database: Database) {
        self.path = path
        self.migrator = migrator
        self.configuration = configuration
        self.database = database
    }

    /// Opens (creating and migrating as needed) the store in the file at `path`, with the store's
    /// tables and then `featureMigrations`. The file and its companions are made owner-only (`0600`).
    ///
    /// Unlike ``openOrRecover(at:featureMigrations:logger:clock:warn:)`` this never moves a bad file aside.
    /// - Throws: ``PersistenceError/invalidMigrations(_:)`` when a feature migration's version is not
    ///   above ``coreSchemaVersion`` or the versions do not increase;
    ///   ``PersistenceError/foreignDatabase(path:detail:)`` when the file belongs to another program (it is
    ///   left exactly as it was); any error of opening or migrating.
    public static func open(
        path: String,
        featureMigrations: [Migration] = [],
        configuration: DatabaseConfiguration = DatabaseConfiguration()
    ) async throws -> SQLiteCacheStore {
        let migrator = try makeMigrator(featureMigrations: featureMigrations)
        let database = try await openDatabase(path: path, migrator: migrator, configuration: configuration)
        return SQLiteCacheStore(path: path, migrator: migrator, configuration: configuration, database: database)
    }

    /// A store kept in memory only, for tests, demos and running without a usable disk.
    public static func inMemory(featureMigrations: [Migration] = []) async throws -> SQLiteCacheStore {
        try await open(path: ":memory:", featureMigrations: featureMigrations)
    }

    /// Opens the store at `location`, creating its folder (`0700`) and file (`0600`), and repairs
    /// what can be repaired:
    ///
    /// - a file that is not a database, is damaged (truncated), or was written by a newer app is moved aside
    ///   as `cache.sqlite.corrupt-<timestamp>`, logged as a warning, and replaced by a fresh database;
    /// - a file of another program (``PersistenceError/foreignDatabase(path:detail:)``) is renamed, untouched,
    ///   to `cache.sqlite.foreign-<timestamp>`, which `cache clear` never deletes; `warn` receives one line
    ///   saying so (without a `warning:` prefix), the log a warning, and a fresh database takes its place.
    ///
    /// - Throws: a ``PersistenceError`` when the cache cannot be used at all (read-only or full disk,
    ///   unusable folder, file kept locked, invalid migrations). The app should then carry on without
    ///   a cache ("network only") and tell the user once.
    public static func openOrRecover(
        at location: CacheLocation,
        featureMigrations: [Migration] = [],
        logger: Logger = .disabled,
        clock: any AppClock = SystemClock(),
        warn: @Sendable (String) -> Void = { _ in }
    ) async throws(PersistenceError) -> SQLiteCacheStore {
        do {
            try location.createDirectory()
            let path = location.databasePath
            do {
                return try await open(path: path, featureMigrations: featureMigrations)
            } catch let error as PersistenceError where error.isUnusableFile {
                let movedTo = try DatabaseRecovery.moveAside(databasePath: path, at: clock.now)
                logger.warning(
                    "The cache database was unusable and has been recreated: \(error.message)",
                    metadata: ["path": path, "movedTo": movedTo]
                )
                return try await open(path: path, featureMigrations: featureMigrations)
            } catch PersistenceError.foreignDatabase(_, let detail) {
                let movedTo = try DatabaseRecovery.moveAside(
                    databasePath: path, at: clock.now, marker: DatabaseRecovery.foreignMarker)
                let note = Self.foreignFileNote(path: path, detail: detail, movedTo: movedTo)
                warn(note)
                logger.warning(note, metadata: ["path": path, "movedTo": movedTo])
                return try await open(path: path, featureMigrations: featureMigrations)
            }
        } catch let error as PersistenceError {
            throw error
        } catch {
            throw PersistenceError.openFailed(path: location.databasePath, reason: String(describing: error))
        }
    }

    /// The one line said when another program's file at `path` was moved to `movedTo`.
    static func foreignFileNote(path: String, detail: String, movedTo: String) -> String {
        "the file at \(path) is not an AtomicArch cache (\(detail)); "
            + "it was moved aside unchanged to \(movedTo) and a new cache was created"
    }

    /// Runs `body` in a read transaction over the store's database.
    public func read<Result: Sendable>(_ body: @Sendable (DatabaseReader) throws -> Result) async throws -> Result {
        try await database.read(body)
    }

    /// Runs `body` in one write transaction over the store's database: feature rows and cache entries
    /// changed inside it commit together or not at all.
    @discardableResult
    public func write<Result: Sendable>(_ body: @Sendable (DatabaseWriter) throws -> Result) async throws -> Result {
        try await database.write(body)
    }

    /// The entry stored for `key`, or `nil`.
    public func entry(for key: CacheKey) async throws -> CacheEntry? {
        try await database.read { try $0.cacheEntry(for: key) }
    }

    /// How many write transactions the store has committed since it opened (or was last cleared).
    public var committedTransactionCount: Int {
        get async { await database.committedTransactionCount }
    }

    /// The schema version of the database (the store's and the features' migrations applied).
    public func schemaVersion() async throws -> Int {
        try await database.read { try $0.schemaVersion() }
    }

    /// The path, size on disk and entries of the cache.
    public func info() async throws -> CacheInfo {
        let entries = try await database.read { try $0.cacheEntrySummaries() }
        let size = path == ":memory:" ? 0 : DatabaseFiles(databasePath: path).totalSize()
        return CacheInfo(path: path, sizeInBytes: size, entries: entries)
    }

    /// Deletes everything cached: the database files (entries and feature rows alike) and any copies
    /// moved aside by recovery as damaged; then starts a fresh, migrated database at the same path.
    ///
    /// Files of other programs are never deleted: one found at the path by now is moved aside as
    /// `cache.sqlite.foreign-<timestamp>` instead, and copies moved aside that way before are left alone.
    public func clear() async throws {
        await database.close()
        if path != ":memory:" {
            let identity = try await DatabaseIdentity.of(path: path) { try await Self.knownTables(migrator) }
            if case .foreign = identity {
                _ = try DatabaseRecovery.moveAside(
                    databasePath: path, at: Date(), marker: DatabaseRecovery.foreignMarker)
            } else {
                try DatabaseFiles(databasePath: path).remove()
            }
            for movedAside in DatabaseRecovery.movedAsidePaths(of: path) where unlink(movedAside) != 0 {
                throw DatabaseFiles.error(code: errno, path: movedAside)
            }
        }
        database = try await Self.openDatabase(path: path, migrator: migrator, configuration: configuration)
    }

    /// Closes the database (folding its write-ahead log into the main file when no other connection
    /// has it open); every later call throws ``PersistenceError/misuse(_:)``.
    public func close() async {
        await database.close()
    }

    private static func makeMigrator(featureMigrations: [Migration]) throws -> Migrator {
        if let first = featureMigrations.first, first.version <= coreSchemaVersion {
            throw PersistenceError.invalidMigrations(
                "feature migration versions start above \(coreSchemaVersion); got \(first.version) (\(first.name))")
        }
        return try Migrator(migrations: coreMigrations + featureMigrations)
    }

    /// Opens, migrates and stamps with ``applicationID`` the database at `path`, after making sure the file
    /// there is ours (or new, or adoptable) without writing to it.
    private static func openDatabase(
        path: String,
        migrator: Migrator,
        configuration: DatabaseConfiguration
    ) async throws -> Database {
        let files = DatabaseFiles(databasePath: path)
        let onDisk = path != ":memory:"
        if onDisk {
            let identity = try await DatabaseIdentity.of(path: path) { try await knownTables(migrator) }
            if case .foreign(let detail) = identity {
                throw PersistenceError.foreignDatabase(path: path, detail: detail)
            }
            try files.createIfMissing()
        }
        let database = try Database(path: path, configuration: configuration)
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
    static func knownTables(_ migrator: Migrator) async throws -> Set<String> {
        let scratch = try Database.inMemory()
        try await migrator.migrate(scratch)
        let rows = try await scratch.read { reader in
            try reader.fetchAll(
                "SELECT name FROM sqlite_schema WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'"
            )
        }
        return Set(try rows.map { try $0.value(at: 0, as: String.self) })
    }
}

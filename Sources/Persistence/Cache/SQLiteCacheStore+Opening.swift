import AtomicCore
import AtomicLogger
import Foundation

extension SQLiteCacheStore {
    /// Opens (creating and migrating as needed) the store in the file at `path`, with the store's
    /// tables and then `featureMigrations`. The file and its companions are made owner-only (`0600`).
    ///
    /// Unlike ``openOrRecover(at:featureMigrations:logger:clock:warn:)`` this never moves a bad file aside.
    /// - Throws: ``PersistenceError/invalidMigrations(_:)`` when a feature migration's version is not
    ///   above ``coreSchemaVersion`` or the versions do not increase;
    ///   ``PersistenceError/foreignDatabase(path:detail:)`` when the file belongs to another program (it is
    ///   left exactly as it was); any error of opening or migrating.
    ///
    /// Failures later in the run are thrown too; ``open(at:featureMigrations:logger:clock:warn:)`` is the store
    /// that falls back to memory instead.
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
        try await open(path: memoryPath, featureMigrations: featureMigrations)
    }

    /// Opens the cache at `location` for a run of the app: the store of
    /// ``openOrRecover(at:featureMigrations:logger:clock:warn:)`` (a damaged file moved aside and rebuilt, another
    /// program's file moved aside untouched), which never fails because of its file.
    ///
    /// When the file cannot be used — at opening or at any later read or write (a read-only or full disk, an
    /// unusable folder, an I/O error, a lock held past the busy timeout) — the store carries on with a fresh
    /// database in memory for the rest of the run: the call that failed is run again there, and every later
    /// call goes there too. `warn` then receives, once, the line
    /// `the cache cannot be used (<reason>); continuing without it` (without a `warning:` prefix), and `logger`
    /// a warning. Failures of the caller's own SQL or data (a constraint, a type mismatch) are thrown as usual.
    ///
    /// ```swift
    /// let store = try await SQLiteCacheStore.open(
    ///     at: try CacheLocation.resolve(environment: ProcessInfo.processInfo.environment),
    ///     featureMigrations: FeatureMigrations.all, warn: { print("warning: \($0)") })
    /// ```
    ///
    /// - Throws: ``PersistenceError/invalidMigrations(_:)`` for migrations that cannot be applied anywhere, or
    ///   a ``PersistenceError`` when not even a database in memory can be made.
    public static func open(
        at location: CacheLocation,
        featureMigrations: [Migration] = [],
        logger: Logger = .disabled,
        clock: any AppClock = SystemClock(),
        warn: @escaping @Sendable (String) -> Void = { _ in }
    ) async throws -> SQLiteCacheStore {
        let migrator = try makeMigrator(featureMigrations: featureMigrations)
        let fallback = Fallback(warn: warn, logger: logger, location: location)
        let database: DatabaseQueue
        do {
            database = try await openOrRecover(
                at: location, featureMigrations: featureMigrations, logger: logger, clock: clock, warn: warn
            ).database
        } catch PersistenceError.invalidMigrations(let detail) {
            throw PersistenceError.invalidMigrations(detail)
        } catch {
            if case PersistenceError.readOnly = error,
                let readOnly = await openReadOnly(path: location.databasePath, migrator: migrator)
            {
                let note = readOnlyCacheNote(path: location.databasePath)
                warn(note)
                logger.warning(note, metadata: ["path": location.databasePath, "error": "\(error)"])
                return SQLiteCacheStore(
                    path: location.databasePath, migrator: migrator, configuration: DatabaseConfiguration(),
                    database: readOnly, fallback: fallback, isReadOnly: true)
            }
            database = try await openDatabase(
                path: memoryPath, migrator: migrator, configuration: DatabaseConfiguration())
            announceFallback(because: error, path: location.databasePath, fallback: fallback)
        }
        return SQLiteCacheStore(
            path: location.databasePath, migrator: migrator, configuration: DatabaseConfiguration(),
            database: database, fallback: fallback)
    }

    /// The cache at `path`, opened read-only, when it can be read as it is: a file of ours (or one to adopt) whose
    /// schema is exactly `migrator`'s latest, since nothing can be migrated. SQLite first opens it with `mode=ro`;
    /// when that fails and the folder is on a read-only file system, with `mode=ro&immutable=1`, which reads a
    /// write-ahead-log database without the `-shm` index it cannot create there, and takes no locks (nothing can
    /// change a read-only mount through it; a writable mount of the same files elsewhere could, which the cache
    /// does not guard against). `nil` when none of that works.
    static func openReadOnly(path: String, migrator: DatabaseMigrator) async -> DatabaseQueue? {
        let identity = try? await DatabaseIdentity.of(path: path) { try await knownTables(migrator) }
        guard identity == .ours || identity == .adoptable else { return nil }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var candidates = [false]
        if isOnReadOnlyFileSystem(folder) {
            candidates.append(true)
        }
        for immutable in candidates {
            guard let database = try? DatabaseQueue(readingOnly: path, immutable: immutable) else { continue }
            if (try? await database.read({ try $0.schemaVersion() })) == migrator.latestVersion {
                return database
            }
            await database.close()
            return nil
        }
        return nil
    }

    /// Whether the file system holding `folder` is mounted read-only (`statvfs`'s `ST_RDONLY`).
    static func isOnReadOnlyFileSystem(_ folder: String) -> Bool {
        var information = statvfs()
        return statvfs(folder, &information) == 0 && information.f_flag & UInt(ST_RDONLY) != 0
    }

    /// Opens the store at `location`, creating its folder (`0700`) and file (`0600`), and repairs
    /// what can be repaired:
    ///
    /// - a file that is not a database, is damaged (truncated), or was written by a newer app is moved aside
    ///   as `cache.sqlite.corrupt-<timestamp>`; `warn` receives one line saying so (without a `warning:`
    ///   prefix), the log a warning with the reason, and a fresh database takes its place;
    /// - a file of another program (``PersistenceError/foreignDatabase(path:detail:)``) is renamed, untouched,
    ///   to `cache.sqlite.foreign-<timestamp>`, which `cache clear` never deletes; `warn` receives one line
    ///   saying so (without a `warning:` prefix), the log a warning, and a fresh database takes its place.
    ///
    /// - Throws: a ``PersistenceError`` when the cache cannot be used at all (read-only or full disk,
    ///   unusable folder, file kept locked, invalid migrations). ``open(at:featureMigrations:logger:clock:warn:)``
    ///   carries on in memory in that case instead, and says so once.
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
                warn(Self.damagedFileNote(path: path, movedTo: movedTo))
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

    /// The one line said when the cache at `path`, damaged or unreadable, was moved to `movedTo`.
    static func damagedFileNote(path: String, movedTo: String) -> String {
        "the cache at \(path) was damaged or unreadable; "
            + "it was moved aside to \(movedTo) and a new, empty cache was created"
    }

    /// The one line said when another program's file at `path` was moved to `movedTo`.
    static func foreignFileNote(path: String, detail: String, movedTo: String) -> String {
        "the file at \(path) is not an AtomicArch cache (\(detail)); "
            + "it was moved aside unchanged to \(movedTo) and a new cache was created"
    }
}

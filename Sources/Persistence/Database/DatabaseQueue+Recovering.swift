import Foundation

/// What ``DatabaseQueue/openRecovering(path:applicationID:migrator:configuration:now:)`` had to do before the
/// file at the path could be used.
public enum DatabaseFileRecovery: Sendable, Equatable {
    /// The file was not a database, was damaged, or was written by a newer schema (`reason`, for logs); it was
    /// renamed to `movedTo` (`<name>.corrupt-<UTC timestamp>`) and a new, empty database took its place.
    case movedAsideDamaged(movedTo: String, reason: String)
    /// The file belonged to another program, or was a symbolic link or another kind of file (`detail`, for
    /// logs); it was renamed, untouched, to `movedTo` (`<name>.foreign-<UTC timestamp>`) and a new, empty
    /// database took its place.
    case movedAsideForeign(movedTo: String, detail: String)
}

extension DatabaseQueue {
    /// Opens the database of one program at `path`, creating the file (`0600`) when missing, brings it to
    /// `migrator`'s latest schema and stamps it with `applicationID` (`PRAGMA application_id`), and repairs what can
    /// be repaired, the way the cache store does
    /// (``SQLiteCacheStore/openOrRecover(at:featureMigrations:logger:clock:warn:)``):
    ///
    /// - a file that is not a database, is damaged (`PRAGMA quick_check`, when `configuration` checks integrity) or
    ///   has a newer schema is renamed to `<name>.corrupt-<timestamp of now>`, with its companions;
    /// - a file of another program — another non-zero application id, or no id and any table at all (a file
    ///   without the id is never adopted) — and anything at `path` that is not a regular file, a symbolic link
    ///   included (looked at with `O_NOFOLLOW`, never followed), or whose `-wal`, `-shm` or `-journal` companion is
    ///   not a regular file, is renamed untouched, with its companions, to `<name>.foreign-<timestamp of now>`;
    ///
    /// and then a fresh database is created in its place. A new file is stamped with the id before any table is
    /// made, so two processes may open the same new file at once. The returned `recovery` says which, `nil` when the file
    /// was used as it was. Pass a configuration with ``DatabaseConfiguration/followsSymbolicLinks`` off so that
    /// SQLite itself refuses a link swapped in after the look.
    ///
    /// ```swift
    /// var migrator = DatabaseMigrator()
    /// try migrator.registerMigration("create images", version: 1) { db in
    ///     try db.execute(sql: "CREATE TABLE images (key TEXT PRIMARY KEY, data BLOB NOT NULL)")
    /// }
    /// let (database, recovery) = try await DatabaseQueue.openRecovering(
    ///     path: folder + "/images.sqlite", applicationID: 0x4174_496D, migrator: migrator, now: Date())
    /// ```
    ///
    /// - Throws: a ``PersistenceError`` when no database can be used at `path` even after moving the file aside
    ///   (a read-only or full disk, an unusable folder, a lock held past the busy timeout, a failing migration).
    public static func openRecovering(
        path: String,
        applicationID: Int32,
        migrator: DatabaseMigrator,
        configuration: DatabaseConfiguration = DatabaseConfiguration(),
        now: Date
    ) async throws(PersistenceError) -> (database: DatabaseQueue, recovery: DatabaseFileRecovery?) {
        do {
            do {
                let database = try await openOwned(
                    path: path, applicationID: applicationID, migrator: migrator, configuration: configuration)
                return (database, nil)
            } catch let error as PersistenceError where error.isUnusableFile {
                let movedTo = try DatabaseRecovery.moveAside(databasePath: path, at: now)
                let database = try await openOwned(
                    path: path, applicationID: applicationID, migrator: migrator, configuration: configuration)
                return (database, .movedAsideDamaged(movedTo: movedTo, reason: error.message))
            } catch PersistenceError.foreignDatabase(_, let detail) {
                let movedTo = try DatabaseRecovery.moveAside(
                    databasePath: path, at: now, marker: DatabaseRecovery.foreignMarker)
                let database = try await openOwned(
                    path: path, applicationID: applicationID, migrator: migrator, configuration: configuration)
                return (database, .movedAsideForeign(movedTo: movedTo, detail: detail))
            }
        } catch let error as PersistenceError {
            throw error
        } catch {
            throw PersistenceError.openFailed(path: path, reason: String(describing: error))
        }
    }

    /// Opens, migrates and stamps the database at `path` after making sure the file is no other program's.
    ///
    /// - Throws: ``PersistenceError/foreignDatabase(path:detail:)`` for another program's file (left as it was),
    ///   or any error of opening or migrating.
    private static func openOwned(
        path: String, applicationID: Int32, migrator: DatabaseMigrator, configuration: DatabaseConfiguration
    ) async throws -> DatabaseQueue {
        let identity = await DatabaseIdentity.of(path: path, applicationID: applicationID, adoptableTable: nil) {
            []
        }
        if case .foreign(let detail) = identity {
            throw PersistenceError.foreignDatabase(path: path, detail: detail)
        }
        let files = DatabaseFiles(databasePath: path)
        try files.createIfMissing()
        // SQLite would open a link, a folder or a FIFO in a companion's place, or fail on it at every opening.
        if let suffix = files.companionThatIsNotARegularFile() {
            throw PersistenceError.foreignDatabase(path: path, detail: "its \(suffix) file is not a regular file")
        }
        let database = try DatabaseQueue(path: path, configuration: configuration)
        do {
            // The id first: another process opening the same new file at this moment must never see the tables
            // without it, which would make the file look like another program's.
            try await database.stampApplicationID(applicationID)
            try await migrator.migrate(database)
        } catch {
            await database.close()
            throw error
        }
        files.restrictPermissions()
        return database
    }
}

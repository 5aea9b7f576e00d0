import Foundation

extension SQLiteCacheStore {
    /// The cache file at `location`, opened only to read, for a caller that must leave everything as it is (shell
    /// completion): nothing is created, migrated, recovered or moved aside, and no warning is said.
    ///
    /// It answers only when the folder is safe to keep state in (the user's own, written by nobody else), the file
    /// exists, is a cache of ours (or one to adopt) and its schema is exactly the
    /// latest of `featureMigrations` and the core's. SQLite opens it with `mode=ro&immutable=1`, so that not even a
    /// write-ahead log or its index is made beside it and no lock is taken, and without the integrity check: what another process writes at that
    /// moment may be missed, or make a read fail, which a caller that only offers suggestions can bear. Its writes
    /// fail with a ``PersistenceError``.
    ///
    /// - Returns: nil when there is no such file, or it cannot be read as it is.
    public static func openReadingOnly(at location: CacheLocation, featureMigrations: [Migration] = []) async
        -> SQLiteCacheStore?
    {
        let path = location.databasePath
        // A folder another user owns, or others may write to, could hold a file of theirs: refused, as opening the
        // cache refuses it (CacheLocation.createDirectory()).
        guard CacheLocation.unsafeFolderReason(location.directoryPath) == nil else { return nil }
        // No integrity check either: it would record its result in a `-checked` file beside the cache, and a damaged
        // page only makes a read fail, which offers nothing.
        let configuration = DatabaseConfiguration(checksIntegrityOnOpen: false)
        guard let migrator = try? makeMigrator(featureMigrations: featureMigrations) else { return nil }
        let identity = try? await DatabaseIdentity.of(path: path) { try await knownTables(migrator) }
        guard identity == .ours || identity == .adoptable,
            let database = try? DatabaseQueue(readingOnly: path, immutable: true, configuration: configuration)
        else { return nil }
        guard (try? await database.read({ try $0.schemaVersion() })) == migrator.latestVersion else {
            await database.close()
            return nil
        }
        return SQLiteCacheStore(
            path: path, migrator: migrator, configuration: configuration, database: database, fallback: nil,
            isReadOnly: true)
    }
}

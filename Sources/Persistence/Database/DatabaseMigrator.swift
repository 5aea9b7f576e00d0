import Foundation

/// Brings a database's schema up to date by applying, in order, the migrations it has not seen yet (GRDB's
/// `DatabaseMigrator`, with `registerMigration(_:version:migrate:)`).
///
/// ```swift
/// var migrator = DatabaseMigrator()
/// try migrator.registerMigration("create people", version: 1) { db in
///     try db.execute(sql: "CREATE TABLE people (id INTEGER PRIMARY KEY, name TEXT NOT NULL)")
/// }
/// try await migrator.migrate(dbQueue)
/// ```
///
/// Unlike GRDB's, which records the names it applied in a table of its own, each migration also has a version
/// number
/// (see `docs/decisions/0003-integer-migrations.md`): the schema version lives in the file itself
/// (`PRAGMA user_version`), and the name is for messages. Each pending migration runs
/// in its own transaction, which re-reads the version first, so two processes migrating the same
/// file at the same time apply every step exactly once. A file whose version is above the newest
/// migration was written by a newer app and is refused with ``PersistenceError/schemaTooNew(found:supported:)``.
public struct DatabaseMigrator: Sendable {
    /// The migrations, in the order they apply.
    public private(set) var migrations: [Migration] = []

    /// A migrator without migrations, to which ``registerMigration(_:version:migrate:)`` adds them.
    public init() {}

    /// Creates a migrator over `migrations`.
    ///
    /// - Throws: ``PersistenceError/invalidMigrations(_:)`` unless every version is positive and
    ///   the versions strictly increase.
    public init(migrations: [Migration]) throws {
        for migration in migrations {
            try register(migration)
        }
    }

    /// Adds the migration named `name` that brings the schema to `version` by running `migrate` (GRDB's
    /// `registerMigration(_:migrate:)`, with the version the file will record).
    ///
    /// - Throws: ``PersistenceError/invalidMigrations(_:)`` unless `version` is above every version registered
    ///   before.
    public mutating func registerMigration(
        _ name: String, version: Int, migrate: @escaping @Sendable (Database) throws -> Void
    ) throws {
        try register(Migration(version: version, name: name, apply: migrate))
    }

    /// Adds `migration` after the others.
    ///
    /// - Throws: ``PersistenceError/invalidMigrations(_:)`` unless its version is above every version registered
    ///   before.
    public mutating func register(_ migration: Migration) throws {
        let previous = latestVersion
        guard migration.version > previous else {
            throw PersistenceError.invalidMigrations(
                "version \(migration.version) (\(migration.name)) must be above \(previous)")
        }
        migrations.append(migration)
    }

    /// The schema version once every migration has run (0 without migrations).
    public var latestVersion: Int { migrations.last?.version ?? 0 }

    /// Applies every pending migration to `writer`, each in its own transaction, and returns the
    /// versions it applied (empty when the schema was already current).
    ///
    /// - Throws: ``PersistenceError/schemaTooNew(found:supported:)`` for a file from a newer app;
    ///   ``PersistenceError/migrationFailed(version:reason:)`` when a step fails (the database stays
    ///   at the version before that step); environmental errors such as ``PersistenceError/diskFull(path:)``
    ///   unchanged.
    @discardableResult
    public func migrate(_ writer: some DatabaseWriter) async throws -> [Int] {
        let latest = latestVersion
        let current = try await writer.read { try $0.schemaVersion() }
        guard current <= latest else { throw PersistenceError.schemaTooNew(found: current, supported: latest) }
        var applied: [Int] = []
        for migration in migrations where migration.version > current {
            let didApply = try await writer.write { db in
                let version = try db.schemaVersion()
                guard version <= latest else {
                    throw PersistenceError.schemaTooNew(found: version, supported: latest)
                }
                guard version < migration.version else { return false }
                do {
                    try migration.apply(db)
                } catch let error as PersistenceError where error.isEnvironmental {
                    throw error
                } catch let error as PersistenceError {
                    throw PersistenceError.migrationFailed(
                        version: migration.version, reason: "\(migration.name): \(error.message)")
                } catch {
                    throw PersistenceError.migrationFailed(
                        version: migration.version, reason: "\(migration.name): \(error)")
                }
                try db.setSchemaVersion(migration.version)
                return true
            }
            if didApply {
                applied.append(migration.version)
            }
        }
        return applied
    }
}

/// One forward-only step of a database schema: the change that brings the schema to ``version``.
///
/// A migration runs once, inside its own write transaction together with the update of the
/// stored schema version, so it is applied completely or not at all.
public struct Migration: Sendable {
    /// The schema version after this step; positive, and increasing along a migration list.
    public let version: Int
    /// A short name for messages and logs, such as `"create posts"`.
    public let name: String
    private let body: @Sendable (Database) throws -> Void

    /// A migration that runs `apply` with the database, inside the migration's write transaction.
    public init(version: Int, name: String, apply: @escaping @Sendable (Database) throws -> Void) {
        self.version = version
        self.name = name
        body = apply
    }

    /// A migration that runs the SQL statements of `sql` (schema definitions without parameters).
    public init(version: Int, name: String, sql: String) {
        self.init(version: version, name: name) { db in
            try db.executeScript(sql)
        }
    }

    /// Applies the change through `db`.
    public func apply(_ db: Database) throws {
        try body(db)
    }
}

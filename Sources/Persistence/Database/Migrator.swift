import Foundation

/// Brings a database's schema up to date by applying, in order, the migrations it has not seen yet.
///
/// The schema version lives in the file itself (`PRAGMA user_version`). Each pending migration runs
/// in its own transaction, which re-reads the version first, so two processes migrating the same
/// file at the same time apply every step exactly once. A file whose version is above the newest
/// migration was written by a newer app and is refused with ``PersistenceError/schemaTooNew(found:supported:)``.
public struct Migrator: Sendable {
    /// The migrations, in the order they apply.
    public let migrations: [Migration]

    /// Creates a migrator over `migrations`.
    ///
    /// - Throws: ``PersistenceError/invalidMigrations(_:)`` unless every version is positive and
    ///   the versions strictly increase.
    public init(migrations: [Migration]) throws {
        var previous = 0
        for migration in migrations {
            guard migration.version > previous else {
                throw PersistenceError.invalidMigrations(
                    "version \(migration.version) (\(migration.name)) must be above \(previous)")
            }
            previous = migration.version
        }
        self.migrations = migrations
    }

    /// The schema version once every migration has run (0 without migrations).
    public var latestVersion: Int { migrations.last?.version ?? 0 }

    /// Applies every pending migration to `database`, each in its own transaction, and returns the
    /// versions it applied (empty when the schema was already current).
    ///
    /// - Throws: ``PersistenceError/schemaTooNew(found:supported:)`` for a file from a newer app;
    ///   ``PersistenceError/migrationFailed(version:reason:)`` when a step fails (the database stays
    ///   at the version before that step); environmental errors such as ``PersistenceError/diskFull(path:)``
    ///   unchanged.
    @discardableResult
    public func migrate(_ database: Database) async throws -> [Int] {
        let latest = latestVersion
        let current = try await database.read { try $0.schemaVersion() }
        guard current <= latest else { throw PersistenceError.schemaTooNew(found: current, supported: latest) }
        var applied: [Int] = []
        for migration in migrations where migration.version > current {
            let didApply = try await database.write { writer in
                let version = try writer.schemaVersion()
                guard version <= latest else {
                    throw PersistenceError.schemaTooNew(found: version, supported: latest)
                }
                guard version < migration.version else { return false }
                do {
                    try migration.apply(writer)
                } catch let error as PersistenceError where error.isEnvironmental {
                    throw error
                } catch let error as PersistenceError {
                    throw PersistenceError.migrationFailed(
                        version: migration.version, reason: "\(migration.name): \(error.message)")
                } catch {
                    throw PersistenceError.migrationFailed(
                        version: migration.version, reason: "\(migration.name): \(error)")
                }
                try writer.setSchemaVersion(migration.version)
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
    private let body: @Sendable (DatabaseWriter) throws -> Void

    /// A migration that runs `apply` with a writer.
    public init(version: Int, name: String, apply: @escaping @Sendable (DatabaseWriter) throws -> Void) {
        self.version = version
        self.name = name
        body = apply
    }

    /// A migration that runs the SQL statements of `sql` (schema definitions without parameters).
    public init(version: Int, name: String, sql: String) {
        self.init(version: version, name: name) { writer in
            try writer.executeScript(sql)
        }
    }

    /// Applies the change through `writer`.
    public func apply(_ writer: DatabaseWriter) throws {
        try body(writer)
    }
}

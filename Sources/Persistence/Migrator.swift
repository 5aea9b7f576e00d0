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

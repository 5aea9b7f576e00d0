import Foundation
import Testing

@testable import Persistence

/// Three steps of a small schema: a table, a new column with a backfill, and an index plus a second table.
private let history: [Migration] = [
    Migration(
        version: 1, name: "create notes", sql: "CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL);"),
    Migration(version: 2, name: "add notes.length") { writer in
        try writer.execute(sql: "ALTER TABLE notes ADD COLUMN length INTEGER NOT NULL DEFAULT 0")
        try writer.execute(sql: "UPDATE notes SET length = length(body)")
    },
    Migration(
        version: 3,
        name: "index and tags",
        sql: """
            CREATE INDEX notes_by_length ON notes (length);
            CREATE TABLE tags (note_id INTEGER NOT NULL REFERENCES notes (id), tag TEXT NOT NULL);
            """
    ),
]

private func schemaObjects(in database: DatabaseQueue) async throws -> [String] {
    try await database.read { reader in
        try Row.fetchAll(reader, sql: "SELECT name FROM sqlite_schema WHERE name NOT LIKE 'sqlite_%' ORDER BY name")
            .map { try $0.value(at: 0, as: String.self) }
    }
}

@Suite struct MigratorTests {
    @Test(arguments: 0...3)
    func migratesFromEveryEarlierVersion(startingAt start: Int) async throws {
        let database = try DatabaseQueue.inMemory()
        let applied = try await DatabaseMigrator(migrations: Array(history.prefix(start))).migrate(database)
        #expect(applied == Array(1...3).filter { $0 <= start })
        if start >= 1 {
            try await database.write {
                try $0.execute(sql: "INSERT INTO notes (body) VALUES (?)", arguments: ["hello"])
            }
        }

        let remaining = try await DatabaseMigrator(migrations: history).migrate(database)

        #expect(remaining == Array(1...3).filter { $0 > start })
        #expect(try await database.read { try $0.schemaVersion() } == 3)
        #expect(try await schemaObjects(in: database) == ["notes", "notes_by_length", "tags"])
        if start >= 1 {
            // The backfill of version 2 only sees rows that existed before it ran.
            let length = try await database.read { try Int.fetchOne($0, sql: "SELECT length FROM notes") }
            #expect(length == (start == 1 ? 5 : 0))
        }
    }

    @Test func runningAgainAppliesNothing() async throws {
        let database = try DatabaseQueue.inMemory()
        let migrator = try DatabaseMigrator(migrations: history)
        try await migrator.migrate(database)
        let before = await database.committedTransactionCount
        #expect(try await migrator.migrate(database).isEmpty)
        #expect(await database.committedTransactionCount == before)
    }

    @Test func eachMigrationCommitsInItsOwnTransaction() async throws {
        let database = try DatabaseQueue.inMemory()
        let before = await database.committedTransactionCount
        try await DatabaseMigrator(migrations: history).migrate(database)
        #expect(await database.committedTransactionCount == before + 3)
    }

    @Test func aFailingMigrationIsRolledBackAndLeavesTheEarlierVersion() async throws {
        struct Broken: Error {}
        let database = try DatabaseQueue.inMemory()
        let failing = [
            history[0],
            Migration(version: 2, name: "half done") { writer in
                try writer.execute(sql: "CREATE TABLE half (x)")
                throw Broken()
            },
        ]
        await #expect {
            try await DatabaseMigrator(migrations: failing).migrate(database)
        } throws: { error in
            guard case PersistenceError.migrationFailed(version: 2, let reason) = error else { return false }
            return reason.hasPrefix("half done")
        }
        #expect(try await database.read { try $0.schemaVersion() } == 1)
        #expect(try await schemaObjects(in: database) == ["notes"])
    }

    @Test func aSchemaNewerThanTheAppIsRefused() async throws {
        let database = try DatabaseQueue.inMemory()
        try await database.write { try $0.setSchemaVersion(9) }
        await #expect(throws: PersistenceError.schemaTooNew(found: 9, supported: 3)) {
            try await DatabaseMigrator(migrations: history).migrate(database)
        }
        #expect(try await schemaObjects(in: database).isEmpty)
    }

    @Test(arguments: [[2, 1], [1, 1], [0, 1], [-3]])
    func versionsMustBePositiveAndIncreasing(_ versions: [Int]) {
        let migrations = versions.map { Migration(version: $0, name: "v\($0)", sql: "SELECT 1;") }
        #expect(throws: PersistenceError.self) { try DatabaseMigrator(migrations: migrations) }
    }

    @Test func anEmptyListMigratesNothing() async throws {
        let database = try DatabaseQueue.inMemory()
        let migrator = try DatabaseMigrator(migrations: [])
        #expect(migrator.latestVersion == 0)
        #expect(try await migrator.migrate(database).isEmpty)
    }
}

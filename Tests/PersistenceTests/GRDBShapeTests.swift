import Foundation
import Testing

@testable import Persistence

/// The calls decision 0002 lists as GRDB's shapes behave as GRDB's do, within the differences it names.
@Suite struct GRDBShapeTests {
    @Test func registeredMigrationsApplyInOrderAndRefuseAVersionThatDoesNotIncrease() async throws {
        var migrator = DatabaseMigrator()
        try migrator.registerMigration("create people", version: 1) { db in
            try db.execute(sql: "CREATE TABLE people (id INTEGER PRIMARY KEY, name TEXT NOT NULL, age INTEGER)")
        }
        try migrator.registerMigration("add Ada", version: 2) { db in
            try db.execute(sql: "INSERT INTO people (name, age) VALUES (?, ?)", arguments: ["Ada", 36])
        }
        #expect(throws: PersistenceError.invalidMigrations("version 2 (again) must be above 2")) {
            try migrator.registerMigration("again", version: 2) { _ in }
        }
        let dbQueue = try DatabaseQueue.inMemory()
        #expect(try await migrator.migrate(dbQueue) == [1, 2])
        #expect(try await migrator.migrate(dbQueue) == [])
        #expect(migrator.migrations.map(\.name) == ["create people", "add Ada"])
        let row = try await dbQueue.read { db in try Row.fetchOne(db, sql: "SELECT name, age FROM people") }
        let name: String? = try row?["name"]
        let age: Int? = try row?[1]
        #expect(name == "Ada")
        #expect(age == 36)
    }

    @Test func aStoreIsADatabaseWriterThatTheMigratorAccepts() async throws {
        let store = try await SQLiteCacheStore.inMemory()
        var migrator = DatabaseMigrator()
        try migrator.registerMigration("create cache_entries", version: 1) { _ in }
        try migrator.registerMigration("create notes", version: 2) { db in
            try db.execute(sql: "CREATE TABLE notes (body TEXT NOT NULL)")
        }
        #expect(try await migrator.migrate(store) == [2])
        try await store.write { db in try db.execute(sql: "INSERT INTO notes (body) VALUES (?)", arguments: ["x"]) }
        #expect(try await store.read { try String.fetchAll($0, sql: "SELECT body FROM notes") } == ["x"])
    }

    @Test func valuesFetchByTypeAndANullInANonOptionalTypeIsAnError() async throws {
        let dbQueue = try DatabaseQueue.inMemory()
        let (count, missing, text) = try await dbQueue.read { db in
            (
                try Int.fetchOne(db, sql: "SELECT ? + 1", arguments: [41]),
                try Int.fetchOne(db, sql: "SELECT 1 WHERE 0"),
                try String?.fetchOne(db, sql: "SELECT NULL")
            )
        }
        #expect(count == 42)
        #expect(missing == nil)
        #expect(text == .some(nil))
        await #expect(throws: PersistenceError.typeMismatch(column: "NULL", expected: "Int", found: "NULL")) {
            try await dbQueue.read { try Int.fetchOne($0, sql: "SELECT NULL") }
        }
        let mismatch = PersistenceError.typeMismatch(column: "age", expected: "Optional<String>", found: "INTEGER")
        await #expect(throws: mismatch) {
            try await dbQueue.read { db -> String? in
                try Row.fetchOne(db, sql: "SELECT 3 AS age")?["age"]
            }
        }
    }

    @Test func aReadTransactionRefusesEveryWayOfWriting() async throws {
        let dbQueue = try DatabaseQueue.inMemory()
        try await dbQueue.write { db in try db.executeScript("CREATE TABLE items (value INTEGER)") }
        let refused = PersistenceError.misuse("a read transaction cannot change the database; use write { }")
        await #expect(throws: refused) {
            try await dbQueue.read { try $0.execute(sql: "INSERT INTO items (value) VALUES (1)") }
        }
        await #expect(throws: refused) {
            try await dbQueue.read { try $0.executeScript("INSERT INTO items (value) VALUES (1);") }
        }
        await #expect(throws: refused) {
            try await dbQueue.read { db in try db.savepoint { _ in } }
        }
        await #expect(throws: refused) {
            try await dbQueue.read { try $0.setSchemaVersion(7) }
        }
        #expect(try await dbQueue.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM items") } == 0)
        #expect(try await dbQueue.read { try $0.schemaVersion() } == 0)
    }
}

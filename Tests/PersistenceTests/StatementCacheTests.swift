import Foundation
import Testing

@testable import Persistence

/// A database with a `people` table of three rows.
private func peopleDatabase() async throws -> DatabaseQueue {
    let database = try DatabaseQueue.inMemory()
    try await database.write { writer in
        try writer.execute(sql: "CREATE TABLE people (id INTEGER PRIMARY KEY, name TEXT NOT NULL, age INTEGER)")
        for (name, age) in [("Ada", 36), ("Grace", 85), ("Linus", 54)] {
            try writer.execute(sql: "INSERT INTO people (name, age) VALUES (?, ?)", arguments: [name, age])
        }
    }
    return database
}

@Suite struct StatementCacheTests {
    @Test func aCachedStatementIsPreparedOnceAndServesLaterTransactions() async throws {
        let database = try await peopleDatabase()
        let select = "SELECT name FROM people WHERE age > ? ORDER BY id"
        var answers: [[String]] = []
        for age in [40, 0, 80] {
            answers.append(
                try await database.read { reader in
                    try Row.fetchAll(reader.cachedStatement(sql: select), arguments: [age]).map {
                        try $0.value(at: 0, as: String.self)
                    }
                })
        }
        #expect(answers == [["Grace", "Linus"], ["Ada", "Grace", "Linus"], ["Grace"]])
        let cached = try await database.read { $0.connection.cachedStatementCount }
        #expect(cached == 1)
        // Parked statements are reset and held by no one: nothing is left in use between transactions.
        #expect(await database.unfinalizedStatementCount == 0)
    }

    @Test func writesThroughACachedStatementCommitWithTheirTransaction() async throws {
        let database = try await peopleDatabase()
        let update = "UPDATE people SET age = ? WHERE name = ?"
        try await database.write { try $0.cachedStatement(sql: update).execute(arguments: [37, "Ada"]) }
        struct Stop: Error {}
        await #expect(throws: Stop.self) {
            try await database.write { writer in
                try writer.cachedStatement(sql: update).execute(arguments: [99, "Ada"])
                throw Stop()
            }
        }
        let age = try await database.read {
            try Int.fetchOne($0, sql: "SELECT age FROM people WHERE name = 'Ada'")
        }
        #expect(age == 37)
    }

    @Test func theSameSQLUsedInsideItsOwnLoopGetsAStatementOfItsOwn() async throws {
        let database = try await peopleDatabase()
        let select = "SELECT name FROM people ORDER BY id"
        let pairs = try await database.read { reader in
            var pairs: [String] = []
            try reader.cachedStatement(sql: select).forEachRow { row in
                let outer = try row.text(at: 0)
                let inner = try Row.fetchAll(reader.cachedStatement(sql: select)).map {
                    try $0.value(at: 0, as: String.self)
                }
                pairs.append(outer + ":" + inner.joined(separator: ","))
            }
            return pairs
        }
        #expect(pairs == ["Ada:Ada,Grace,Linus", "Grace:Ada,Grace,Linus", "Linus:Ada,Grace,Linus"])
        #expect(await database.unfinalizedStatementCount == 0)
    }

    @Test func aReaderRefusesCachedStatementsThatWriteOrControlTransactions() async throws {
        let database = try await peopleDatabase()
        let delete = "DELETE FROM people WHERE name = ?"
        try await database.write { _ = try $0.cachedStatement(sql: delete) }
        await #expect(throws: PersistenceError.self) {
            try await database.read { _ = try $0.cachedStatement(sql: delete) }
        }
        await #expect(throws: PersistenceError.nestedTransaction) {
            try await database.write { _ = try $0.cachedStatement(sql: "BEGIN") }
        }
        await #expect(throws: PersistenceError.self) {
            try await database.write { _ = try $0.cachedStatement(sql: "COMMIT") }
        }
        let count = try await database.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM people") }
        #expect(count == 3)
    }

    @Test func aCachedStatementFollowsSchemaChanges() async throws {
        let database = try await peopleDatabase()
        let select = "SELECT * FROM people ORDER BY id LIMIT 1"
        let before = try await database.read { try Row.fetchOne($0.cachedStatement(sql: select))?.count }
        try await database.write { try $0.execute(sql: "ALTER TABLE people ADD COLUMN email TEXT") }
        let after = try await database.read { try Row.fetchOne($0.cachedStatement(sql: select))?.count }
        #expect(before == 3)
        #expect(after == 4)
    }

    @Test func aStatementLentBeforeTheConnectionClosedRefusesToRun() throws {
        let connection = try Connection(path: ":memory:", configuration: DatabaseConfiguration())
        let statement = try connection.cachedStatement("SELECT 1")
        #expect(try Row.fetchOne(statement)?.value(at: 0, as: Int.self) == 1)
        connection.close()
        #expect(statement.columnNames.isEmpty)
        #expect(throws: PersistenceError.misuse("the database connection is closed")) { try Row.fetchOne(statement) }
        #expect(throws: PersistenceError.misuse("the database connection is closed")) {
            try connection.cachedStatement("SELECT 1")
        }
    }

    @Test func theCacheKeepsAtMostItsCapacity() throws {
        let connection = try Connection(path: ":memory:", configuration: DatabaseConfiguration())
        defer { connection.close() }
        let held = try connection.cachedStatement("SELECT 0")
        for value in 1...(StatementCache.capacity + 5) {
            #expect(
                try Row.fetchOne(connection.cachedStatement("SELECT \(value)"))?.value(at: 0, as: Int.self)
                    == value)
        }
        #expect(connection.cachedStatementCount <= StatementCache.capacity)
        // A statement still held when room was made keeps working.
        #expect(try Row.fetchOne(held)?.value(at: 0, as: Int.self) == 0)
    }
}

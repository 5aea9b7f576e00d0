import Foundation
import Testing

@testable import Persistence

/// A database with a `people` table of three rows.
private func peopleDatabase() async throws -> DatabaseQueue {
    let database = try DatabaseQueue.inMemory()
    try await database.write { writer in
        try writer.execute(sql: "CREATE TABLE people (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, age INTEGER)")
        let insert = try writer.makeStatement(sql: "INSERT INTO people (name, age) VALUES (?, ?)")
        try insert.execute(arguments: ["Ada", 36])
        try insert.execute(arguments: ["Grace", 85])
        try insert.execute(arguments: ["Linus", nil])
    }
    return database
}

@Suite struct StatementTests {
    @Test func rowsAreReadByIndexAndByName() async throws {
        let database = try await peopleDatabase()
        let rows = try await database.read { try Row.fetchAll($0, sql: "SELECT id, name, age FROM people ORDER BY id") }
        #expect(rows.count == 3)
        #expect(rows[0].columnNames == ["id", "name", "age"])
        #expect(try rows[1].value(at: 1, as: String.self) == "Grace")
        #expect(try rows[1].value("NAME", as: String.self) == "Grace")
        #expect(try rows[1].value("age", as: Int.self) == 85)
        #expect(try rows[2].value("age", as: Int?.self) == nil)
        #expect(throws: PersistenceError.noSuchColumn("email")) { try rows[0].value("email", as: String.self) }
        #expect(throws: PersistenceError.noSuchColumn("#3")) { try rows[0].value(at: 3, as: String.self) }
        #expect(throws: PersistenceError.typeMismatch(column: "name", expected: "Int", found: "TEXT")) {
            try rows[0].value("name", as: Int.self)
        }
    }

    @Test func aRowBuiltWithMoreNamesOrValuesThanTheOtherIsReadWithoutCrashing() throws {
        let row = Row(columnNames: ["a", "b"], values: [.integer(1)])
        #expect(throws: PersistenceError.noSuchColumn("b")) { try row.value("b", as: Int.self) }
        let unnamed = Row(columnNames: [], values: [.integer(1), .text("x")])
        #expect(try unnamed.value(at: 1, as: String.self) == "x")
        #expect(throws: PersistenceError.typeMismatch(column: "#1", expected: "Int", found: "TEXT")) {
            try unnamed.value(at: 1, as: Int.self)
        }
    }

    @Test func aPreparedStatementRunsManyTimesWithDifferentArguments() async throws {
        let database = try await peopleDatabase()
        let names = try await database.read { reader in
            let byAge = try reader.makeStatement(sql: "SELECT name FROM people WHERE age > ? ORDER BY name")
            return try [40, 30, 100].map { limit in
                try Row.fetchAll(byAge, arguments: [limit]).map { try $0.value(at: 0, as: String.self) }
            }
        }
        #expect(names == [["Grace"], ["Ada", "Grace"], []])
    }

    @Test func argumentCountMustMatchTheParameters() async throws {
        let database = try await peopleDatabase()
        await #expect(throws: PersistenceError.argumentCountMismatch(expected: 2, given: 1)) {
            try await database.write {
                try $0.execute(sql: "INSERT INTO people (name, age) VALUES (?, ?)", arguments: ["Solo"])
            }
        }
    }

    @Test func onlyOneStatementIsPreparedAtATime() async throws {
        let database = try await peopleDatabase()
        await #expect(throws: PersistenceError.self) {
            try await database.write { try $0.execute(sql: "DELETE FROM people; DROP TABLE people") }
        }
        await #expect(throws: PersistenceError.misuse("the SQL text holds no statement")) {
            try await database.read { _ = try $0.makeStatement(sql: "  -- nothing here") }
        }
        let count = try await database.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM people") }
        #expect(count == 3)
    }

    @Test func aScriptCannotCarryParameters() async throws {
        let database = try DatabaseQueue.inMemory()
        await #expect(throws: PersistenceError.self) {
            try await database.write { try $0.executeScript("CREATE TABLE t (x); INSERT INTO t VALUES (?)") }
        }
        let tables = try await database.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM sqlite_schema") }
        #expect(tables == 0)
    }

    @Test func boundTextIsNeverExecuted() async throws {
        let database = try await peopleDatabase()
        let hostile = "x'); DROP TABLE people; --"
        try await database.write { try $0.execute(sql: "INSERT INTO people (name) VALUES (?)", arguments: [hostile]) }
        let stored = try await database.read {
            try String.fetchOne($0, sql: "SELECT name FROM people WHERE name = ?", arguments: [hostile])
        }
        #expect(stored == hostile)
    }

    @Test func constraintFailuresAreTyped() async throws {
        let database = try await peopleDatabase()
        await #expect {
            try await database.write { try $0.execute(sql: "INSERT INTO people (name) VALUES (?)", arguments: ["Ada"]) }
        } throws: { error in
            guard case PersistenceError.constraintViolation(let detail) = error else { return false }
            return detail.contains("UNIQUE")
        }
    }

    @Test func statementsAreFinalizedOnEveryPath() async throws {
        let database = try await peopleDatabase()
        let liveInside = try await database.read { reader in
            let statement = try reader.makeStatement(sql: "SELECT name FROM people")
            _ = try Row.fetchAll(statement)
            return reader.connection.unfinalizedStatementCount
        }
        #expect(liveInside == 1)
        #expect(await database.unfinalizedStatementCount == 0)

        struct Stop: Error {}
        await #expect(throws: Stop.self) {
            try await database.read { reader in
                let statement = try reader.makeStatement(sql: "SELECT name FROM people")
                _ = try Row.fetchOne(statement)
                throw Stop()
            }
        }
        #expect(await database.unfinalizedStatementCount == 0)

        await #expect(throws: PersistenceError.self) {
            try await database.write { try $0.execute(sql: "INSERT INTO people (name) VALUES (?)", arguments: ["Ada"]) }
        }
        await #expect(throws: PersistenceError.self) {
            try await database.read { _ = try Row.fetchAll($0, sql: "SELECT nope FROM people") }
        }
        await #expect(throws: PersistenceError.self) {
            try await database.read {
                _ = try Row.fetchAll($0, sql: "SELECT name FROM people WHERE id = ?", arguments: [1, 2])
            }
        }
        #expect(await database.unfinalizedStatementCount == 0)
    }
}

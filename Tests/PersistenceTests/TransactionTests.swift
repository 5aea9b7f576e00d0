import Foundation
import Testing

@testable import Persistence

private struct Abort: Error, Equatable {}

private func countingDatabase() async throws -> DatabaseQueue {
    let database = try DatabaseQueue.inMemory()
    try await database.write { try $0.execute(sql: "CREATE TABLE items (value INTEGER NOT NULL UNIQUE)") }
    return database
}

private func values(in database: DatabaseQueue) async throws -> [Int] {
    try await database.read { reader in
        try Row.fetchAll(reader, sql: "SELECT value FROM items ORDER BY value").map {
            try $0.value(at: 0, as: Int.self)
        }
    }
}

@Suite struct TransactionTests {
    @Test func writeCommitsWhenItsClosureReturns() async throws {
        let database = try await countingDatabase()
        let result = try await database.write { writer in
            try writer.execute(sql: "INSERT INTO items (value) VALUES (?)", arguments: [1])
            try writer.execute(sql: "INSERT INTO items (value) VALUES (?)", arguments: [2])
            return try writer.lastInsertedRowID
        }
        #expect(result == 2)
        #expect(try await values(in: database) == [1, 2])
    }

    @Test func writeRollsBackWhenItsClosureThrows() async throws {
        let database = try await countingDatabase()
        try await database.write { try $0.execute(sql: "INSERT INTO items (value) VALUES (1)") }
        await #expect(throws: Abort.self) {
            try await database.write { writer in
                try writer.execute(sql: "INSERT INTO items (value) VALUES (?)", arguments: [2])
                try writer.execute(sql: "DELETE FROM items WHERE value = ?", arguments: [1])
                throw Abort()
            }
        }
        #expect(try await values(in: database) == [1])
    }

    @Test func aFailingStatementRollsBackTheWholeTransaction() async throws {
        let database = try await countingDatabase()
        try await database.write { try $0.execute(sql: "INSERT INTO items (value) VALUES (1)") }
        await #expect(throws: PersistenceError.self) {
            try await database.write { writer in
                try writer.execute(sql: "INSERT INTO items (value) VALUES (2)")
                try writer.execute(sql: "INSERT INTO items (value) VALUES (1)")
            }
        }
        #expect(try await values(in: database) == [1])
    }

    @Test func startingATransactionInsideOneIsRefusedAndTheOuterOneStillWorks() async throws {
        let database = try await countingDatabase()
        try await database.write { writer in
            try writer.execute(sql: "INSERT INTO items (value) VALUES (1)")
            #expect(throws: PersistenceError.nestedTransaction) { try writer.execute(sql: "BEGIN IMMEDIATE") }
            #expect(throws: PersistenceError.nestedTransaction) { try writer.execute(sql: "  savepoint x") }
            #expect(throws: PersistenceError.self) { try writer.execute(sql: "/* sneaky */ COMMIT") }
            #expect(throws: PersistenceError.self) { try writer.execute(sql: "ROLLBACK") }
            try writer.execute(sql: "INSERT INTO items (value) VALUES (2)")
        }
        #expect(try await values(in: database) == [1, 2])
    }

    @Test func aScriptCannotEndOrRestartTheTransaction() async throws {
        let database = try await countingDatabase()
        await #expect(
            throws: PersistenceError.misuse("COMMIT is not allowed here; transactions end when their closure does")
        ) {
            try await database.write { writer in
                try writer.execute(sql: "INSERT INTO items (value) VALUES (1)")
                try writer.executeScript("INSERT INTO items (value) VALUES (2); COMMIT")
            }
        }
        await #expect(throws: Abort.self) {
            try await database.write { writer in
                try writer.execute(sql: "INSERT INTO items (value) VALUES (3)")
                do {
                    try writer.executeScript("INSERT INTO items (value) VALUES (4); /* then */ END; BEGIN")
                    Issue.record("the script ended the transaction")
                } catch PersistenceError.misuse {
                }
                throw Abort()
            }
        }
        #expect(try await values(in: database).isEmpty)
    }

    @Test func theConnectionRefusesANestedTransaction() throws {
        let connection = try Connection(path: ":memory:", configuration: DatabaseConfiguration())
        #expect(throws: PersistenceError.nestedTransaction) {
            try connection.inTransaction(immediate: true) {
                try connection.inTransaction(immediate: true) {}
            }
        }
        #expect(connection.isInTransaction == false)
    }

    @Test func savepointsNestAndRollBackAlone() async throws {
        let database = try await countingDatabase()
        try await database.write { writer in
            try writer.execute(sql: "INSERT INTO items (value) VALUES (1)")
            try writer.savepoint { inner in
                try inner.execute(sql: "INSERT INTO items (value) VALUES (2)")
                #expect(throws: Abort.self) {
                    try inner.savepoint { innermost in
                        try innermost.execute(sql: "INSERT INTO items (value) VALUES (3)")
                        throw Abort()
                    }
                }
            }
            #expect(throws: Abort.self) {
                try writer.savepoint { inner in
                    try inner.execute(sql: "INSERT INTO items (value) VALUES (4)")
                    throw Abort()
                }
            }
            try writer.execute(sql: "INSERT INTO items (value) VALUES (5)")
        }
        #expect(try await values(in: database) == [1, 2, 5])
    }

    @Test func aSavepointIsUndoneWhenTheEnclosingWriteThrows() async throws {
        let database = try await countingDatabase()
        await #expect(throws: Abort.self) {
            try await database.write { writer in
                try writer.savepoint { try $0.execute(sql: "INSERT INTO items (value) VALUES (1)") }
                throw Abort()
            }
        }
        #expect(try await values(in: database).isEmpty)
    }

    @Test func readTransactionsCannotWrite() async throws {
        let database = try await countingDatabase()
        await #expect(throws: PersistenceError.misuse("a read transaction cannot change the database; use write { }")) {
            try await database.read { reader in
                _ = try Row.fetchAll(reader, sql: "INSERT INTO items (value) VALUES (1) RETURNING value")
            }
        }
        #expect(try await values(in: database).isEmpty)
    }

    @Test func aReaderCannotBeUsedAfterItsTransaction() throws {
        let connection = try Connection(path: ":memory:", configuration: DatabaseConfiguration())
        let reader = Database(connection: connection, allowsWrites: false)
        reader.invalidate()
        #expect(throws: PersistenceError.self) { try Row.fetchAll(reader, sql: "SELECT 1") }
    }

    @Test func everyWriteIsExactlyOneCommitAndReadsCommitNothing() async throws {
        let database = try await countingDatabase()
        let before = await database.committedTransactionCount
        try await database.write { writer in
            for value in 0..<100 {
                try writer.execute(sql: "INSERT INTO items (value) VALUES (?)", arguments: [value])
            }
        }
        _ = try await values(in: database)
        #expect(await database.committedTransactionCount == before + 1)
    }

    @Test func aClosedDatabaseReportsMisuse() async throws {
        let database = try await countingDatabase()
        await database.close()
        await #expect(throws: PersistenceError.misuse("the database connection is closed")) {
            try await database.read { _ = try Row.fetchAll($0, sql: "SELECT 1") }
        }
    }

    @Test func newFileDatabasesUseWALWithTheAgreedSettings() async throws {
        let folder = try TemporaryDirectory()
        let database = try DatabaseQueue(path: folder.file("settings.sqlite"))
        // Some PRAGMA queries count as writes for SQLite, so they run in a write transaction.
        let settings = try await database.write { writer in
            [
                try String.fetchOne(writer, sql: "PRAGMA journal_mode"),
                try Int.fetchOne(writer, sql: "PRAGMA foreign_keys").map(String.init),
                try Int.fetchOne(writer, sql: "PRAGMA synchronous").map(String.init),
                try Int.fetchOne(writer, sql: "PRAGMA busy_timeout").map(String.init),
            ]
        }
        #expect(settings == ["wal", "1", "1", "5000"])
    }
}

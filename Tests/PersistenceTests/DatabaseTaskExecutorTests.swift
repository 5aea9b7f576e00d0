import Foundation
import Testing

@testable import Persistence

/// A store in memory with a `numbers` table.
private func numbersStore() async throws -> SQLiteCacheStore {
    let store = try await SQLiteCacheStore.inMemory(featureMigrations: [
        Migration(
            version: SQLiteCacheStore.coreSchemaVersion + 1, name: "numbers",
            sql: "CREATE TABLE numbers (value INTEGER NOT NULL);")
    ])
    return store
}

/// Thrown by the operations below to check that errors come out unchanged.
private struct Refused: Error, Equatable {}

@Suite struct DatabaseTaskExecutorTests {
    @Test func workPreferringTheDatabaseExecutorRunsOnTheDatabaseQueueBetweenItsTransactions() async throws {
        let store = try await numbersStore()
        let database = await store.database
        #expect(!database.isCurrentQueue)
        let (before, between, after, sum) = try await store.preferringDatabaseExecutor {
            let before = database.isCurrentQueue
            try await store.write { try $0.execute(sql: "INSERT INTO numbers (value) VALUES (?)", arguments: [20]) }
            let between = database.isCurrentQueue
            await Task.yield()
            try await store.write { try $0.execute(sql: "INSERT INTO numbers (value) VALUES (?)", arguments: [22]) }
            let sum = try await store.read { try Int.fetchOne($0, sql: "SELECT SUM(value) FROM numbers") }
            return (before, between, database.isCurrentQueue, sum)
        }
        #expect(before && between && after)
        #expect(sum == 42)
        #expect(!database.isCurrentQueue)
    }

    @Test func transactionsRunOnTheDatabaseQueueAndOtherWorkDoesNotWithoutThePreference() async throws {
        let store = try await numbersStore()
        let database = await store.database
        let inTransaction = try await store.read { _ in database.isCurrentQueue }
        #expect(inTransaction)
        #expect(!database.isCurrentQueue)
    }

    @Test func anErrorThrownUnderThePreferenceComesOutUnchangedAndRollsBackItsWrite() async throws {
        let store = try await numbersStore()
        await #expect(throws: Refused()) {
            try await store.preferringDatabaseExecutor {
                try await store.write { writer in
                    try writer.execute(sql: "INSERT INTO numbers (value) VALUES (?)", arguments: [1])
                    throw Refused()
                }
            }
        }
        let count = try await store.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM numbers") }
        #expect(count == 0)
    }

    @Test func childTasksUnderThePreferenceFinishWithoutBlockingTheQueue() async throws {
        let store = try await numbersStore()
        let total = try await store.preferringDatabaseExecutor {
            try await withThrowingTaskGroup(of: Void.self) { group in
                for value in 1...10 {
                    group.addTask {
                        try await store.write {
                            try $0.execute(sql: "INSERT INTO numbers (value) VALUES (?)", arguments: [value])
                        }
                    }
                }
                try await group.waitForAll()
            }
            return try await store.read { try Int.fetchOne($0, sql: "SELECT SUM(value) FROM numbers") }
        }
        #expect(total == 55)
    }
}

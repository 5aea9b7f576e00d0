import Foundation
import Testing

@testable import Persistence

/// Each write inserts `+k` and `-k` together, so any consistent snapshot sums to zero.
private func ledger(at path: String) async throws -> DatabaseQueue {
    let database = try DatabaseQueue(path: path)
    try await DatabaseMigrator(migrations: [
        Migration(version: 1, name: "ledger", sql: "CREATE TABLE ledger (task INTEGER, amount INTEGER NOT NULL);")
    ]).migrate(database)
    return database
}

/// Runs `tasks` tasks that each make `writes` balanced writes on one of `databases`, reading the
/// balance after each write; returns every balance and row count the readers saw.
private func hammer(_ databases: [DatabaseQueue], tasks: Int, writes: Int) async throws -> [(sum: Int, count: Int)] {
    try await withThrowingTaskGroup(of: [(sum: Int, count: Int)].self) { group in
        for task in 0..<tasks {
            let database = databases[task % databases.count]
            group.addTask {
                var seen: [(sum: Int, count: Int)] = []
                for write in 1...writes {
                    try await database.write { writer in
                        try writer.execute(
                            sql: "INSERT INTO ledger (task, amount) VALUES (?, ?)", arguments: [task, write])
                        try writer.execute(
                            sql: "INSERT INTO ledger (task, amount) VALUES (?, ?)", arguments: [task, -write])
                    }
                    let snapshot = try await database.read { reader in
                        let row = try Row.fetchOne(
                            reader, sql: "SELECT total(amount) AS sum, count(*) AS count FROM ledger")
                        return (
                            sum: Int(try row?.value("sum", as: Double.self) ?? -1),
                            count: try row?.value("count", as: Int.self) ?? -1
                        )
                    }
                    seen.append(snapshot)
                }
                return seen
            }
        }
        var all: [(sum: Int, count: Int)] = []
        for try await seen in group {
            all += seen
        }
        return all
    }
}

@Suite struct ConcurrencyTests {
    @Test func fiftyTasksShareOneDatabase() async throws {
        let folder = try TemporaryDirectory()
        let database = try await ledger(at: folder.file("shared.sqlite"))
        let snapshots = try await hammer([database], tasks: 50, writes: 20)

        #expect(snapshots.count == 50 * 20)
        #expect(snapshots.allSatisfy { $0.sum == 0 && $0.count % 2 == 0 })
        let perTask = try await database.read { reader in
            try Row.fetchAll(reader, sql: "SELECT task, count(*) AS rows FROM ledger GROUP BY task")
                .map { try $0.value("rows", as: Int.self) }
        }
        #expect(perTask.count == 50)
        #expect(perTask.allSatisfy { $0 == 40 })
        #expect(await database.unfinalizedStatementCount == 0)
    }

    @Test func twoConnectionsToOneFileInterleaveSafely() async throws {
        let folder = try TemporaryDirectory()
        let path = folder.file("two.sqlite")
        let first = try await ledger(at: path)
        let second = try await ledger(at: path)
        let snapshots = try await hammer([first, second], tasks: 20, writes: 10)

        #expect(snapshots.allSatisfy { $0.sum == 0 && $0.count % 2 == 0 })
        let total = try await first.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM ledger") }
        #expect(total == 20 * 10 * 2)
    }
}

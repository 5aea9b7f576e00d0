import Foundation
import Testing

@testable import Persistence

private func rowCounts(at path: String) async throws -> [String: Int] {
    let database = try DatabaseQueue(path: path)
    let rows = try await database.read { reader in
        try Row.fetchAll(reader, sql: "SELECT tag, count(*) AS rows FROM items GROUP BY tag")
            .map { (try $0.value("tag", as: String.self), try $0.value("rows", as: Int.self)) }
    }
    await database.close()
    return Dictionary(uniqueKeysWithValues: rows)
}

@Suite(.serialized) struct MultiProcessTests {
    @Test func twoProcessesWriteTheSameFileAtTheSameTime() async throws {
        let folder = try TemporaryDirectory()
        let path = folder.file("shared.sqlite")
        let count = 1_000

        let first = try DatabaseWorkerProcess(["insert", path, String(count), "first"])
        let second = try DatabaseWorkerProcess(["insert", path, String(count), "second"])
        let outcomes = [await first.waitForExit(), await second.waitForExit()]

        for outcome in outcomes {
            #expect(outcome.status == 0, "worker failed: \(outcome.errorOutput)")
            #expect(outcome.output == "inserted \(count)\n")
        }
        #expect(try await rowCounts(at: path) == ["first": count, "second": count])
    }

    @Test func aWriterKilledMidTransactionLeavesThePreviousDataIntact() async throws {
        let folder = try TemporaryDirectory()
        let path = folder.file("crash.sqlite")
        let seeded = try await DatabaseWorkerProcess.run(["insert", path, "10", "seed"])
        try #require(seeded.status == 0, "seeding failed: \(seeded.errorOutput)")

        // The worker deletes the seed rows and writes 3 MiB, more than SQLite's page cache holds, so
        // uncommitted pages are already in the write-ahead log when it dies.
        let writer = try DatabaseWorkerProcess(["hold-write", path, "3000"])
        try await writer.waitForLine("ready")

        // While the transaction is open, other connections still read the committed data, and a
        // write has to wait for the lock: the worker really is in the middle of its transaction.
        #expect(try await rowCounts(at: path) == ["seed": 10])
        let impatient = try DatabaseQueue(
            path: path, configuration: DatabaseConfiguration(busyTimeout: .milliseconds(50)))
        await #expect(throws: PersistenceError.busy(path: path)) {
            try await impatient.write { try $0.execute(sql: "DELETE FROM items") }
        }
        await impatient.close()
        let walSize = (try FileManager.default.attributesOfItem(atPath: path + "-wal")[.size] as? Int) ?? 0
        #expect(walSize > 1_000_000)

        let outcome = await writer.kill()
        #expect(outcome.reason == .uncaughtSignal)
        #expect(outcome.status == SIGKILL)

        let reopened = try DatabaseQueue(path: path)
        let check = try await reopened.read { try String.fetchOne($0, sql: "PRAGMA integrity_check") }
        #expect(check == "ok")
        #expect(try await rowCounts(at: path) == ["seed": 10])
        try await reopened.write {
            try $0.execute(sql: "INSERT INTO items (tag, sequence) VALUES (?, ?)", arguments: ["after", 1])
        }
        #expect(try await rowCounts(at: path) == ["seed": 10, "after": 1])
        await reopened.close()
    }

    @Test func theWorkerRejectsBadUsage() async throws {
        let outcome = try await DatabaseWorkerProcess.run(["insert", "/nonexistent", "many"])
        #expect(outcome.status == 2)
        #expect(outcome.errorOutput.hasPrefix("atomic-db-worker: usage:"))
    }
}

// A helper process for the multi-process database tests.
//
//   atomic-db-worker insert <db> <count> <tag>
//       Inserts <count> rows tagged <tag> into `items`, one transaction per row, then prints
//       "inserted <count>" and exits 0.
//   atomic-db-worker hold-write <db> <count>
//       In one write transaction, deletes every row of `items` and inserts <count> rows of 1 KiB,
//       prints "ready", then waits on standard input without committing. The test kills it there;
//       if standard input closes instead, it rolls back and exits 3.
//   atomic-db-worker open-cache <folder>
//       Opens the app's degrading cache store in <folder> (SQLiteCacheStore.open(at:)), printing each line it
//       says as "warning: <line>", writes one cache entry, then prints "in-memory true" or "in-memory false".
//   atomic-db-worker open-or-recover <folder>
//       Opens the cache store in <folder> with SQLiteCacheStore.openOrRecover(at:) and prints "opened".
//
// The two cache commands let the tests open a cache as another user (run under setpriv as uid 65534).
// Failures print one line on standard error and exit 1; bad usage exits 2.

import Foundation
import Persistence

/// The schema shared by every worker process: one table of tagged rows.
let itemsMigration = Migration(
    version: 1,
    name: "create items",
    sql: """
        CREATE TABLE items (
            id INTEGER PRIMARY KEY,
            tag TEXT NOT NULL,
            sequence INTEGER NOT NULL,
            body BLOB
        );
        """
)

/// Why the held transaction ended without being killed.
struct InputClosed: Error {}

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("atomic-db-worker: \(message)\n".utf8))
    exit(status)
}

func say(_ line: String) {
    FileHandle.standardOutput.write(Data("\(line)\n".utf8))
}

func openDatabase(at path: String) async throws -> DatabaseQueue {
    let database = try DatabaseQueue(path: path)
    try await DatabaseMigrator(migrations: [itemsMigration]).migrate(database)
    return database
}

let usage =
    "usage: atomic-db-worker insert <db> <count> <tag> | hold-write <db> <count> | open-cache <folder> "
    + "| open-or-recover <folder>"
let arguments = Array(CommandLine.arguments.dropFirst())

do {
    switch arguments.first {
    case "insert":
        guard arguments.count == 4, let count = Int(arguments[2]), count >= 0 else { fail(usage, status: 2) }
        let tag = arguments[3]
        let database = try await openDatabase(at: arguments[1])
        for sequence in 0..<count {
            try await database.write { writer in
                try writer.execute(sql: "INSERT INTO items (tag, sequence) VALUES (?, ?)", arguments: [tag, sequence])
            }
        }
        say("inserted \(count)")
    case "hold-write":
        guard arguments.count == 3, let count = Int(arguments[2]), count >= 0 else { fail(usage, status: 2) }
        let database = try await openDatabase(at: arguments[1])
        try await database.write { writer in
            try writer.execute(sql: "DELETE FROM items")
            let insert = try writer.makeStatement(sql: "INSERT INTO items (tag, sequence, body) VALUES (?, ?, ?)")
            let body = Data(repeating: 0xA5, count: 1024)
            for sequence in 0..<count {
                try insert.execute(arguments: ["held", sequence, body])
            }
            say("ready")
            _ = FileHandle.standardInput.readDataToEndOfFile()
            throw InputClosed()
        }
    case "open-cache":
        guard arguments.count == 2 else { fail(usage, status: 2) }
        let store = try await SQLiteCacheStore.open(
            at: CacheLocation(directoryPath: arguments[1]), warn: { say("warning: \($0)") })
        try await store.write { writer in
            try writer.saveCacheEntry(CacheEntry(key: CacheKey(rawValue: "GET /worker"), fetchedAt: Date()))
        }
        say("in-memory \(await store.isInMemory)")
        await store.close()
    case "open-or-recover":
        guard arguments.count == 2 else { fail(usage, status: 2) }
        let store = try await SQLiteCacheStore.openOrRecover(at: CacheLocation(directoryPath: arguments[1]))
        say("opened")
        await store.close()
    default:
        fail(usage, status: 2)
    }
} catch is InputClosed {
    fail("standard input closed; the held transaction was rolled back", status: 3)
} catch let error as PersistenceError {
    fail(error.message, status: 1)
} catch {
    fail("\(error)", status: 1)
}

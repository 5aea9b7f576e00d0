import Foundation
import Testing

@testable import Persistence

@Suite struct PersistenceErrorTests {
    @Test func aFullDiskIsTypedAndLosesNothingCommitted() async throws {
        let store = try await SQLiteCacheStore.inMemory(featureMigrations: [postsTable])
        try await store.write { try replacePosts($0, generation: 1, count: 10) }
        let pages = try await store.read { try Int.fetchOne($0, sql: "PRAGMA page_count") } ?? 0
        // Cap the database at its current size, as a full disk would.
        try await store.write { _ = try Row.fetchAll($0, sql: "PRAGMA max_page_count = \(pages)") }

        await #expect(throws: PersistenceError.diskFull(path: ":memory:")) {
            try await store.write { try replacePosts($0, generation: 2, count: 5_000) }
        }
        let generations = try await store.read { reader in
            try Row.fetchAll(reader, sql: "SELECT generation, count(*) FROM posts GROUP BY generation")
                .map { [try $0.value(at: 0, as: Int.self), try $0.value(at: 1, as: Int.self)] }
        }
        #expect(generations == [[1, 10]])
    }

    @Test func aReadOnlyDatabaseIsTyped() async throws {
        let folder = try TemporaryDirectory()
        let path = folder.file("ro.sqlite")
        let database = try DatabaseQueue(path: path)
        try await database.write { writer in
            try writer.execute(sql: "CREATE TABLE t (x)")
            _ = try Row.fetchAll(writer, sql: "PRAGMA query_only = 1")
        }
        await #expect(throws: PersistenceError.readOnly(path: path)) {
            try await database.write { try $0.execute(sql: "INSERT INTO t (x) VALUES (1)") }
        }
    }

    @Test func aFileThatIsNotADatabaseIsTypedWhenOpening() throws {
        let folder = try TemporaryDirectory()
        let path = folder.file("text.sqlite")
        try Data(String(repeating: "not a database\n", count: 200).utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: PersistenceError.notADatabase(path: path)) { try DatabaseQueue(path: path) }
    }

    @Test func sqliteCodesMapToTheirCases() {
        let path = "/tmp/x.sqlite"
        #expect(PersistenceError(sqliteCode: 26, message: "m", path: path) == .notADatabase(path: path))
        #expect(PersistenceError(sqliteCode: 11, message: "m", path: path) == .corrupt(path: path, detail: "m"))
        #expect(PersistenceError(sqliteCode: 8 | (1 << 8), message: "m", path: path) == .readOnly(path: path))
        #expect(PersistenceError(sqliteCode: 13, message: "m", path: path) == .diskFull(path: path))
        #expect(PersistenceError(sqliteCode: 19 | (8 << 8), message: "m", path: path) == .constraintViolation("m"))
        #expect(PersistenceError(sqliteCode: 5, message: "m", path: path) == .busy(path: path))
        #expect(PersistenceError(sqliteCode: 21, message: "m", path: path) == .misuse("m"))
        #expect(PersistenceError(sqliteCode: 1, message: "m", path: path) == .sqlite(code: 1, message: "m"))
        if case .corrupt = PersistenceError(sqliteCode: 10 | (2 << 8), message: "m", path: path) {
        } else {
            Issue.record("a short read means a truncated file")
        }
    }

    @Test func everyMessageIsOneNonEmptyLine() {
        let errors: [PersistenceError] = [
            .openFailed(path: "/p", reason: "no\nway"), .notADatabase(path: "/p"), .corrupt(path: "/p", detail: "d"),
            .schemaTooNew(found: 3, supported: 2), .readOnly(path: "/p"), .diskFull(path: "/p"),
            .constraintViolation("c"), .busy(path: "/p"), .nestedTransaction, .misuse("m"), .noSuchColumn("c"),
            .typeMismatch(column: "c", expected: "Int", found: "TEXT"), .argumentCountMismatch(expected: 1, given: 2),
            .invalidMigrations("i"), .migrationFailed(version: 2, reason: "r"),
            .cacheDirectoryUnavailable(path: "/p", reason: "r"), .sqlite(code: 1, message: "multi\nline"),
        ]
        for error in errors {
            #expect(!error.message.isEmpty)
            #expect(!error.message.contains("\n"))
            #expect(error.description == error.message)
        }
        #expect(PersistenceError.notADatabase(path: "/p").isUnusableFile)
        #expect(!PersistenceError.diskFull(path: "/p").isUnusableFile)
        #expect(PersistenceError.diskFull(path: "/p").isEnvironmental)
    }

    /// A database another connection holds locked (or that is being cleared, which is one write transaction) is
    /// busy, never damaged: the store falls back to memory for the run but never moves the file aside.
    /// SQLite's codes: `SQLITE_BUSY` 5 with its `_RECOVERY`, `_SNAPSHOT` and `_TIMEOUT` forms, `SQLITE_LOCKED` 6 and
    /// `SQLITE_LOCKED_SHAREDCACHE` (an extended code is the primary one plus 256 times its number).
    @Test(arguments: [5, 261, 517, 773, 6, 262] as [Int32])
    func aLockedDatabaseIsBusyAndNotDamaged(code: Int32) {
        let error = PersistenceError(sqliteCode: code, message: "database is locked", path: "/p")
        #expect(error == .busy(path: "/p"))
        #expect(!error.isUnusableFile)
        #expect(error.isFailureOfTheDatabase)
    }
}

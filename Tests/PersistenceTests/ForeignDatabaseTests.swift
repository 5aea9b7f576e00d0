import AtomicCore
import AtomicLogger
import Foundation
import Testing

@testable import Persistence

private let postsMigration = Migration(
    version: 2, name: "create posts", sql: "CREATE TABLE posts (id INTEGER PRIMARY KEY, title TEXT NOT NULL);")

/// Collects the lines a store says through its `warn` callback.
final class WarningLines: Sendable {
    private let lines = Locked<[String]>([])
    var all: [String] { lines.withLock { $0 } }
    func append(_ line: String) { lines.withLock { $0.append(line) } }
}

/// Writes a database of another program at `path`: its own table and row, and `applicationID` when given.
private func makeForeignDatabase(at path: String, applicationID: Int32?) async throws -> Data {
    let database = try DatabaseQueue(path: path)
    try await database.write { writer in
        try writer.execute(sql: "CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL)")
        try writer.execute(sql: "INSERT INTO notes (text) VALUES (?)", arguments: ["someone else's data"])
        if let applicationID {
            try writer.execute(sql: "PRAGMA application_id = \(applicationID)")
        }
    }
    await database.close()
    return try Data(contentsOf: URL(fileURLWithPath: path))
}

/// The `PRAGMA application_id` in the header of the file at `path`.
private func applicationID(at path: String) throws -> Int32 {
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)).prefix(72))
    return DatabaseIdentity.bigEndianInt32(bytes, at: 68)
}

@Suite struct ForeignDatabaseTests {
    private let moment = Date(timeIntervalSince1970: 1_767_225_600)

    @Test func aNewDatabaseCarriesTheApplicationID() async throws {
        let folder = try TemporaryDirectory()
        let path = folder.file("cache.sqlite")
        let store = try await SQLiteCacheStore.open(path: path)
        await store.close()
        #expect(try applicationID(at: path) == SQLiteCacheStore.applicationID)
        #expect(SQLiteCacheStore.applicationID == 0x4174_4172)
        let ascii = withUnsafeBytes(of: SQLiteCacheStore.applicationID.bigEndian) { Array($0) }
        #expect(String(decoding: ascii, as: UTF8.self) == "AtAr")
    }

    @Test(arguments: [Int32(1_234), Int32(-1)])
    func aDatabaseWithAnotherApplicationIDIsMovedAsideUntouched(id: Int32) async throws {
        let folder = try TemporaryDirectory()
        let location = CacheLocation(directoryPath: folder.path)
        let original = try await makeForeignDatabase(at: location.databasePath, applicationID: id)
        let warnings = WarningLines()

        await #expect(throws: PersistenceError.self) {
            _ = try await SQLiteCacheStore.open(path: location.databasePath)
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: location.databasePath)) == original)

        let store = try await SQLiteCacheStore.openOrRecover(
            at: location, featureMigrations: [postsMigration], clock: TestClock(start: moment),
            warn: { warnings.append($0) })

        let movedTo = location.databasePath + ".foreign-20260101T000000Z"
        #expect(try Data(contentsOf: URL(fileURLWithPath: movedTo)) == original)
        #expect(!FileManager.default.fileExists(atPath: movedTo + "-wal"))
        #expect(
            warnings.all == [
                "the file at \(location.databasePath) is not an AtomicArch cache (its application_id is \(id), "
                    + "not 1098137970); it was moved aside unchanged to \(movedTo) and a new cache was created"
            ])
        #expect(try await store.schemaVersion() == 2)
        #expect(try await store.info().entries.isEmpty)
        await store.close()
        #expect(try applicationID(at: location.databasePath) == SQLiteCacheStore.applicationID)
    }

    @Test func aDatabaseWithoutAnIDAndTablesThatAreNotOursIsMovedAsideUntouched() async throws {
        let folder = try TemporaryDirectory()
        let location = CacheLocation(directoryPath: folder.path)
        let original = try await makeForeignDatabase(at: location.databasePath, applicationID: nil)
        let warnings = WarningLines()

        let store = try await SQLiteCacheStore.openOrRecover(
            at: location, clock: TestClock(start: moment), warn: { warnings.append($0) })
        await store.close()

        let movedTo = location.databasePath + ".foreign-20260101T000000Z"
        #expect(try Data(contentsOf: URL(fileURLWithPath: movedTo)) == original)
        #expect(warnings.all.count == 1)
        #expect(warnings.all.first?.contains("no application_id and holds tables that are not ours (notes)") == true)
    }

    @Test func cacheClearLeavesAForeignFileAlone() async throws {
        let folder = try TemporaryDirectory()
        let location = CacheLocation(directoryPath: folder.path)
        let original = try await makeForeignDatabase(at: location.databasePath, applicationID: 7)
        let store = try await SQLiteCacheStore.openOrRecover(at: location, clock: TestClock(start: moment))
        try await store.write { writer in
            try writer.saveCacheEntry(CacheEntry(key: CacheKey(rawValue: "GET /a"), fetchedAt: moment))
        }

        try await store.clear()

        let movedTo = location.databasePath + ".foreign-20260101T000000Z"
        #expect(try Data(contentsOf: URL(fileURLWithPath: movedTo)) == original)
        #expect(try await store.info().entries.isEmpty)
        await store.close()
    }

    @Test func aDatabaseOfOursWithoutTheIDIsAdoptedOnce() async throws {
        let folder = try TemporaryDirectory()
        let location = CacheLocation(directoryPath: folder.path)
        // A cache as the previous version wrote it: our tables and schema version, application_id 0.
        let old = try DatabaseQueue(path: location.databasePath)
        try await DatabaseMigrator(migrations: SQLiteCacheStore.coreMigrations + [postsMigration]).migrate(old)
        try await old.write { writer in
            try writer.execute(sql: "INSERT INTO posts (title) VALUES (?)", arguments: ["kept"])
            try writer.saveCacheEntry(CacheEntry(key: CacheKey(rawValue: "GET /posts"), fetchedAt: moment))
        }
        await old.close()
        #expect(try applicationID(at: location.databasePath) == 0)
        let warnings = WarningLines()

        let store = try await SQLiteCacheStore.openOrRecover(
            at: location, featureMigrations: [postsMigration], warn: { warnings.append($0) })

        #expect(warnings.all.isEmpty)
        #expect(try await store.read { try String.fetchOne($0, sql: "SELECT title FROM posts") } == "kept")
        #expect(try await store.info().entries.map(\.key.rawValue) == ["GET /posts"])
        await store.close()
        #expect(try applicationID(at: location.databasePath) == SQLiteCacheStore.applicationID)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
                "cache.sqlite", "cache.sqlite-checked",
            ])
    }

    @Test func aFIFOAtTheCachePathIsMovedAsideWithoutWaiting() async throws {
        let folder = try TemporaryDirectory()
        let location = CacheLocation(directoryPath: folder.path)
        #expect(mkfifo(location.databasePath, 0o600) == 0)
        let warnings = WarningLines()

        let store = try await SQLiteCacheStore.openOrRecover(
            at: location, clock: TestClock(start: moment), warn: { warnings.append($0) })
        await store.close()

        var status = stat()
        #expect(lstat(location.databasePath + ".foreign-20260101T000000Z", &status) == 0)
        #expect(status.st_mode & S_IFMT == S_IFIFO)
        #expect(warnings.all.first?.contains("(it is not a regular file)") == true)
    }

    @Test func aSymbolicLinkAtTheCachePathIsMovedAsideAndItsTargetNeverTouched() async throws {
        let folder = try TemporaryDirectory()
        let outside = try TemporaryDirectory()
        let target = outside.path + "/elsewhere.sqlite"
        let created = FileManager.default.createFile(
            atPath: target, contents: Data(), attributes: [.posixPermissions: 0o644])
        #expect(created)
        let location = CacheLocation(directoryPath: folder.path)
        #expect(symlink(target, location.databasePath) == 0)
        let warnings = WarningLines()

        let store = try await SQLiteCacheStore.openOrRecover(
            at: location, clock: TestClock(start: moment), warn: { warnings.append($0) })
        await store.close()

        var status = stat()
        #expect(lstat(location.databasePath + ".foreign-20260101T000000Z", &status) == 0)
        #expect(status.st_mode & S_IFMT == S_IFLNK)
        #expect(lstat(location.databasePath, &status) == 0)
        #expect(status.st_mode & S_IFMT == S_IFREG)
        #expect(stat(target, &status) == 0)
        #expect(status.st_size == 0)
        #expect(status.st_mode & 0o777 == 0o644)
        #expect(warnings.all.first?.contains("(it is a symbolic link)") == true)
    }
}

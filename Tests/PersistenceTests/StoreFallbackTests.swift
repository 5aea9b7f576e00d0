import AtomicCore
import AtomicLogger
import Foundation
import Testing

@testable import Persistence

private let postsMigration = Migration(
    version: 2, name: "create posts", sql: "CREATE TABLE posts (id INTEGER PRIMARY KEY, title TEXT NOT NULL);")

/// Collects the lines a store says through its `warn` callback.
private final class Warnings: Sendable {
    private let lines = Locked<[String]>([])
    var all: [String] { lines.withLock { $0 } }
    func append(_ line: String) { lines.withLock { $0.append(line) } }
}

/// The line the store says when it sets its file aside because of `error`.
private func fallbackLine(_ error: PersistenceError) -> String {
    "the cache cannot be used (\(error.message)); continuing without it"
}

/// Opens the degrading store at `location` with the posts table, its warnings collected in `warnings`.
private func openStore(at location: CacheLocation, warnings: Warnings) async throws -> SQLiteCacheStore {
    try await SQLiteCacheStore.open(
        at: location, featureMigrations: [postsMigration], clock: TestClock(start: Date(timeIntervalSince1970: 0)),
        warn: { warnings.append($0) })
}

/// Caps the store's file at the pages it has now, so the next write that needs a page fails as on a full disk.
private func fillTheDisk(of store: SQLiteCacheStore) async throws {
    try await store.write { try $0.execute(sql: "PRAGMA max_page_count = 1") }
}

/// A title long enough to need new pages.
private let longTitle = String(repeating: "a long title ", count: 4_000)

private func postCount(_ store: SQLiteCacheStore) async throws -> Int {
    try await store.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM posts") ?? -1 }
}

@Suite struct StoreFallbackTests {
    @Test func aFileOfGarbageIsRebuiltOnDiskWithOneWarningSayingWhereItWent() async throws {
        let folder = try TemporaryDirectory()
        let location = CacheLocation(directoryPath: folder.path)
        try Data(repeating: 0x5A, count: 4_096).write(to: URL(fileURLWithPath: location.databasePath))
        let warnings = Warnings()

        let store = try await openStore(at: location, warnings: warnings)
        try await store.write { try $0.execute(sql: "INSERT INTO posts (title) VALUES ('kept')") }

        #expect(await !store.isInMemory)
        #expect(try await store.info().path == location.databasePath)
        #expect(
            warnings.all == [
                SQLiteCacheStore.damagedFileNote(
                    path: location.databasePath, movedTo: location.databasePath + ".corrupt-19700101T000000Z")
            ])
        await store.close()
        let reopened = try await SQLiteCacheStore.open(path: location.databasePath, featureMigrations: [postsMigration])
        #expect(try await postCount(reopened) == 1)
        await reopened.close()
    }

    @Test func aFolderThatCannotBeCreatedFallsBackToMemoryWithOneWarning() async throws {
        let folder = try TemporaryDirectory()
        let blocker = folder.file("a-file")
        #expect(FileManager.default.createFile(atPath: blocker, contents: Data("x".utf8)))
        let location = CacheLocation(directoryPath: blocker + "/atomicarch")
        let warnings = Warnings()

        let store = try await openStore(at: location, warnings: warnings)
        try await store.write { try $0.execute(sql: "INSERT INTO posts (title) VALUES ('in memory')") }

        #expect(await store.isInMemory)
        #expect(try await postCount(store) == 1)
        #expect(try await store.info().path == ":memory:")
        #expect(warnings.all.count == 1)
        #expect(warnings.all.first?.hasPrefix("the cache cannot be used (") == true)
        #expect(warnings.all.first?.hasSuffix("); continuing without it") == true)
        #expect(FileManager.default.contents(atPath: blocker) == Data("x".utf8))

        // Clearing tries the file again: it still cannot be reached, so that is thrown, not said cleared.
        await #expect(throws: PersistenceError.self) { try await store.clear() }
        #expect(await store.isInMemory)
        #expect(try await postCount(store) == 0)
    }

    @Test func aFolderInPlaceOfTheFileIsMovedAsideUntouched() async throws {
        let folder = try TemporaryDirectory()
        let location = CacheLocation(directoryPath: folder.path)
        try FileManager.default.createDirectory(atPath: location.databasePath, withIntermediateDirectories: false)
        try Data("inside".utf8).write(to: URL(fileURLWithPath: location.databasePath + "/note"))
        let warnings = Warnings()

        let store = try await openStore(at: location, warnings: warnings)
        try await store.write { try $0.execute(sql: "INSERT INTO posts (title) VALUES ('on disk')") }

        #expect(await !store.isInMemory)
        #expect(warnings.all.count == 1)
        #expect(warnings.all.first?.contains("is not an AtomicArch cache (it is not a regular file)") == true)
        let movedAside = DatabaseRecovery.movedAsidePaths(of: location.databasePath)
        #expect(movedAside.isEmpty, "a foreign folder is not one of the damaged copies cache clear deletes")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        let foreign = try #require(names.first { $0.hasPrefix("cache.sqlite.foreign-") })
        #expect(FileManager.default.contents(atPath: folder.file(foreign) + "/note") == Data("inside".utf8))
        await store.close()
    }

    /// Run by the worker as uid 65534 when the tests run as root (CI), on a folder of its own that it cannot write
    /// to: permission bits do not bind the superuser, so a root run would otherwise test nothing.
    @Test func aReadOnlyFolderFallsBackToMemoryWithOneWarning() async throws {
        let folder = try TemporaryDirectory()
        let location = CacheLocation(directoryPath: folder.file("locked"))
        try location.createDirectory()
        let user = DatabaseWorkerProcess.nobodyOrSelf
        try #require(chown(location.directoryPath, user.uid, user.gid) == 0)
        chmod(location.directoryPath, 0o500)
        defer { chmod(location.directoryPath, 0o700) }

        let outcome = try await DatabaseWorkerProcess.run(["open-cache", location.directoryPath], asNobody: true)

        #expect(outcome.status == 0, "\(outcome.errorOutput)")
        #expect(
            outcome.output == "warning: \(fallbackLine(.readOnly(path: location.directoryPath)))\nin-memory true\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: location.directoryPath).isEmpty)
    }

    @Test func aForeignDatabaseIsMovedAsideAndTheCacheStaysOnDisk() async throws {
        let folder = try TemporaryDirectory()
        let location = CacheLocation(directoryPath: folder.path)
        let foreign = try DatabaseQueue(path: location.databasePath)
        try await foreign.write { writer in
            try writer.execute(sql: "CREATE TABLE notes (text TEXT)")
            try writer.execute(sql: "PRAGMA application_id = 1234")
        }
        await foreign.close()
        let original = try Data(contentsOf: URL(fileURLWithPath: location.databasePath))
        let warnings = Warnings()

        let store = try await openStore(at: location, warnings: warnings)

        #expect(await !store.isInMemory)
        #expect(warnings.all.count == 1)
        #expect(warnings.all.first?.contains("its application_id is 1234") == true)
        #expect(warnings.all.first?.hasPrefix("the cache cannot be used") == false)
        let movedTo = location.databasePath + ".foreign-19700101T000000Z"
        #expect(FileManager.default.contents(atPath: movedTo) == original)
        await store.close()
    }

    @Test func aDiskThatFillsUpMidRunFallsBackOnceAndTheWriteStillLands() async throws {
        let folder = try TemporaryDirectory()
        let location = CacheLocation(directoryPath: folder.path)
        let warnings = Warnings()
        let store = try await openStore(at: location, warnings: warnings)
        try await store.write { try $0.execute(sql: "INSERT INTO posts (title) VALUES ('before')") }
        try await fillTheDisk(of: store)

        try await store.write { try $0.execute(sql: "INSERT INTO posts (title) VALUES (?)", arguments: [longTitle]) }
        try await store.write { try $0.execute(sql: "INSERT INTO posts (title) VALUES (?)", arguments: [longTitle]) }

        #expect(await store.isInMemory)
        #expect(try await postCount(store) == 2, "the memory starts empty and keeps what the run writes")
        #expect(warnings.all == [fallbackLine(.diskFull(path: location.databasePath))])
        await store.close()
        let onDisk = try await SQLiteCacheStore.open(path: location.databasePath, featureMigrations: [postsMigration])
        #expect(try await postCount(onDisk) == 1)
        await onDisk.close()
    }

    @Test func concurrentFailuresShareOneFallback() async throws {
        let folder = try TemporaryDirectory()
        let warnings = Warnings()
        let store = try await openStore(at: CacheLocation(directoryPath: folder.path), warnings: warnings)
        try await fillTheDisk(of: store)

        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    try await store.write {
                        try $0.execute(sql: "INSERT INTO posts (title) VALUES (?)", arguments: [longTitle])
                    }
                }
            }
            try await group.waitForAll()
        }

        #expect(try await postCount(store) == 8)
        #expect(warnings.all.count == 1)
    }

    @Test func aPolicyOverAFullDiskStillAnswersWithWhatItFetched() async throws {
        let folder = try TemporaryDirectory()
        let warnings = Warnings()
        let store = try await openStore(at: CacheLocation(directoryPath: folder.path), warnings: warnings)
        try await fillTheDisk(of: store)
        let policy = CachePolicy(store: store, clock: TestClock(start: Date(timeIntervalSince1970: 0)))
        let body = Data(longTitle.utf8)

        let answer = try await policy.loadBody(key: CacheKey(rawValue: "GET https://example.test/posts")) { _ in
            .modified(body, validators: CacheValidators(etag: "\"1\""))
        }
        let again = try await policy.loadBody(key: CacheKey(rawValue: "GET https://example.test/posts")) { _ in
            Issue.record("a fresh answer kept in memory is served without fetching")
            return .notModified
        }

        #expect(answer.value == body)
        #expect(answer.freshness == .fresh)
        #expect(again.value == body)
        #expect(warnings.all.count == 1)
    }

    @Test func failuresOfTheCallersOwnSQLAreThrownAndTheFileIsKept() async throws {
        let folder = try TemporaryDirectory()
        let warnings = Warnings()
        let store = try await openStore(at: CacheLocation(directoryPath: folder.path), warnings: warnings)

        await #expect(throws: PersistenceError.self) {
            try await store.write { try $0.execute(sql: "INSERT INTO posts (title) VALUES (NULL)") }
        }
        try await store.write { try $0.execute(sql: "INSERT INTO posts (title) VALUES ('words')") }
        await #expect(throws: PersistenceError.self) {
            try await store.read { try Int.fetchOne($0, sql: "SELECT title FROM posts") }
        }

        #expect(await !store.isInMemory)
        #expect(warnings.all.isEmpty)
        await store.close()
    }

    @Test func aStoreOpenedByPathThrowsAFullDiskInsteadOfFallingBack() async throws {
        let folder = try TemporaryDirectory()
        let path = folder.file("cache.sqlite")
        let store = try await SQLiteCacheStore.open(path: path, featureMigrations: [postsMigration])
        try await fillTheDisk(of: store)

        await #expect(throws: PersistenceError.diskFull(path: path)) {
            try await store.write {
                try $0.execute(sql: "INSERT INTO posts (title) VALUES (?)", arguments: [longTitle])
            }
        }
        #expect(await !store.isInMemory)
        await store.close()
    }

    @Test func invalidMigrationsAreThrownNotHiddenByTheFallback() async throws {
        let folder = try TemporaryDirectory()
        let clash = Migration(version: 1, name: "clashes with the store's own", sql: "CREATE TABLE t (x);")
        await #expect(throws: PersistenceError.self) {
            _ = try await SQLiteCacheStore.open(
                at: CacheLocation(directoryPath: folder.path), featureMigrations: [clash])
        }
    }
}

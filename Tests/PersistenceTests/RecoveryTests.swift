import AtomicCore
import AtomicLogger
import Foundation
import Testing

@testable import Persistence

private let postsMigration = Migration(
    version: 2,
    name: "create posts",
    sql: "CREATE TABLE posts (id INTEGER PRIMARY KEY, title TEXT NOT NULL);"
)

/// A logger that keeps its records, and the sink to read them from.
private func recordingLogger() -> (Logger, MemoryLogSink) {
    let sink = MemoryLogSink()
    return (Logger(label: "test.persistence", level: .debug, sinks: [sink]), sink)
}

/// Opens the store at `location` after the file was damaged, and checks the recovery:
/// the old bytes moved aside under a timestamped name, a warning logged, and a working fresh store.
private func expectRecovery(at location: CacheLocation, damagedBytes: Data) async throws {
    let (logger, sink) = recordingLogger()
    let clock = TestClock(start: Date(timeIntervalSince1970: 1_767_225_600))
    // A record of the file as it was when last found clean, as a run before the damage leaves it.
    try Data("2 0 0 0 0.0".utf8).write(to: URL(fileURLWithPath: location.databasePath + "-checked"))
    let warnings = WarningLines()
    let store = try await SQLiteCacheStore.openOrRecover(
        at: location, featureMigrations: [postsMigration], logger: logger, clock: clock,
        warn: { warnings.append($0) })

    let movedAside = location.databasePath + ".corrupt-20260101T000000Z"
    #expect(
        warnings.all == [
            "the cache at \(location.databasePath) was damaged or unreadable; it was moved aside to \(movedAside) "
                + "and a new, empty cache was created"
        ])
    #expect(!FileManager.default.fileExists(atPath: movedAside + "-checked"))
    #expect(FileManager.default.contents(atPath: movedAside) == damagedBytes)
    #expect(permissions(of: location.databasePath) == 0o600)
    #expect(sink.records.filter { $0.level == .warning }.count == 1)
    #expect(sink.records.first?.message.contains("recreated") == true)

    #expect(try await store.schemaVersion() == 2)
    try await store.write { writer in
        try writer.execute(sql: "INSERT INTO posts (title) VALUES (?)", arguments: ["works"])
        try writer.saveCacheEntry(CacheEntry(key: CacheKey(rawValue: "GET /posts"), fetchedAt: clock.now))
    }
    #expect(try await store.info().entries.map(\.key.rawValue) == ["GET /posts"])
    await store.close()
}

@Suite struct RecoveryTests {
    @Test func aFileOfRandomBytesIsMovedAsideAndReplaced() async throws {
        let folder = try TemporaryDirectory()
        let location = CacheLocation(directoryPath: folder.path)
        var generator = SystemRandomNumberGenerator()
        let garbage = Data((0..<8192).map { _ in UInt8.random(in: 0...255, using: &generator) })
        try garbage.write(to: URL(fileURLWithPath: location.databasePath))

        try await expectRecovery(at: location, damagedBytes: garbage)
    }

    @Test func aTruncatedDatabaseIsMovedAsideAndReplaced() async throws {
        let folder = try TemporaryDirectory()
        let location = CacheLocation(directoryPath: folder.path)
        let original = try await SQLiteCacheStore.open(path: location.databasePath, featureMigrations: [postsMigration])
        try await original.write { writer in
            let insert = try writer.makeStatement(sql: "INSERT INTO posts (title) VALUES (?)")
            for index in 0..<2_000 {
                try insert.execute(arguments: [String(repeating: "post \(index) ", count: 10)])
            }
        }
        await original.close()
        let valid = try Data(contentsOf: URL(fileURLWithPath: location.databasePath))
        #expect(valid.count > 100_000)
        let half = valid.prefix(valid.count / 2)
        try half.write(to: URL(fileURLWithPath: location.databasePath))

        await #expect(throws: PersistenceError.self) {
            _ = try await SQLiteCacheStore.open(path: location.databasePath, featureMigrations: [postsMigration])
        }
        try await expectRecovery(at: location, damagedBytes: Data(half))
    }

    @Test func aDatabaseFromANewerAppIsMovedAsideAndReplaced() async throws {
        let folder = try TemporaryDirectory()
        let location = CacheLocation(directoryPath: folder.path)
        let newer = try await SQLiteCacheStore.open(path: location.databasePath)
        try await newer.write { try $0.setSchemaVersion(99) }
        await newer.close()
        let bytes = try Data(contentsOf: URL(fileURLWithPath: location.databasePath))

        await #expect(throws: PersistenceError.schemaTooNew(found: 99, supported: 2)) {
            _ = try await SQLiteCacheStore.open(path: location.databasePath, featureMigrations: [postsMigration])
        }
        try await expectRecovery(at: location, damagedBytes: bytes)
    }

    @Test func aSecondRecoveryInTheSameSecondKeepsTheFirstCopy() throws {
        let folder = try TemporaryDirectory()
        let path = folder.file("cache.sqlite")
        let moment = Date(timeIntervalSince1970: 1_767_225_600)
        try Data("one".utf8).write(to: URL(fileURLWithPath: path))
        let first = try DatabaseRecovery.moveAside(databasePath: path, at: moment)
        try Data("two".utf8).write(to: URL(fileURLWithPath: path))
        let second = try DatabaseRecovery.moveAside(databasePath: path, at: moment)
        #expect(first == path + ".corrupt-20260101T000000Z")
        #expect(second == path + ".corrupt-20260101T000000Z-1")
        #expect(FileManager.default.contents(atPath: first) == Data("one".utf8))
        #expect(DatabaseRecovery.movedAsidePaths(of: path) == [first, second])
    }

    @Test func anUnusableFolderIsReportedSoTheAppCanRunWithoutACache() async throws {
        let folder = try TemporaryDirectory()
        let blocker = folder.file("not-a-folder")
        #expect(FileManager.default.createFile(atPath: blocker, contents: Data()))
        let location = CacheLocation(directoryPath: blocker + "/atomicarch")
        let (logger, sink) = recordingLogger()

        do {
            _ = try await SQLiteCacheStore.openOrRecover(at: location, logger: logger)
            Issue.record("opening a cache under a regular file should fail")
        } catch {
            #expect(error.isEnvironmental)
            #expect(!error.message.contains("\n"))
        }
        #expect(sink.records.isEmpty)
        #expect(FileManager.default.contents(atPath: blocker) == Data())
    }

    /// Run by the worker as uid 65534 when the tests run as root (CI): see the fallback tests.
    @Test func aReadOnlyFolderIsReportedAsReadOnly() async throws {
        let folder = try TemporaryDirectory()
        let location = CacheLocation(directoryPath: folder.file("locked"))
        try location.createDirectory()
        let user = DatabaseWorkerProcess.nobodyOrSelf
        try #require(chown(location.directoryPath, user.uid, user.gid) == 0)
        chmod(location.directoryPath, 0o500)
        defer { chmod(location.directoryPath, 0o700) }

        let outcome = try await DatabaseWorkerProcess.run(["open-or-recover", location.directoryPath], asNobody: true)

        #expect(outcome.status == 1)
        #expect(
            outcome.errorOutput
                == "atomic-db-worker: \(PersistenceError.readOnly(path: location.directoryPath).message)\n")
        #expect(outcome.output.isEmpty)
    }
}

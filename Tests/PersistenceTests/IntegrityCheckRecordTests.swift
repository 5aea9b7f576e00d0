import Foundation
import Testing

@testable import Persistence

/// The integrity check on open runs once per change of the file: an unchanged file that passed is not read again.
@Suite struct IntegrityCheckRecordTests {
    /// A database of a few pages, closed.
    private func makeDatabase(at path: String) async throws {
        let database = try DatabaseQueue(path: path)
        try await database.write { writer in
            try writer.execute(sql: "CREATE TABLE notes (body TEXT NOT NULL)")
            for index in 0..<200 {
                try writer.execute(
                    sql: "INSERT INTO notes (body) VALUES (?)", arguments: [String(repeating: "\(index)", count: 40)])
            }
        }
        await database.close()
    }

    /// Overwrites 200 bytes of the file's second page with 0xFF, keeping its size, and sets its
    /// modification time to `modified`.
    private func damageSecondPage(of path: String, keeping modified: timespec) throws {
        let descriptor = open(path, O_RDWR)
        try #require(descriptor >= 0)
        let garbage = [UInt8](repeating: 0xFF, count: 200)
        let written = garbage.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, 200, 4096) }
        close(descriptor)
        try #require(written == 200)
        let times = [modified, modified]
        try #require(utimensat(AT_FDCWD, path, times, 0) == 0)
    }

    private func modificationTime(of path: String) throws -> timespec {
        var status = stat()
        try #require(stat(path, &status) == 0)
        return status.st_mtim
    }

    @Test func aCleanCheckIsRecordedAndAnUnchangedFileIsNotCheckedAgain() async throws {
        let folder = try TemporaryDirectory()
        let path = folder.file("cache.sqlite")
        try await makeDatabase(at: path)
        await (try DatabaseQueue(path: path)).close()
        let record = try #require(IntegrityCheckRecord.stored(databasePath: path))
        #expect(record == IntegrityCheckRecord.current(databasePath: path))

        // Damage that leaves size and time alone is not looked for again: the file was checked clean.
        try damageSecondPage(of: path, keeping: try modificationTime(of: path))
        await (try DatabaseQueue(path: path)).close()
    }

    @Test func aChangedFileIsCheckedAgainAndItsRecordDropped() async throws {
        let folder = try TemporaryDirectory()
        let path = folder.file("cache.sqlite")
        try await makeDatabase(at: path)
        await (try DatabaseQueue(path: path)).close()
        #expect(IntegrityCheckRecord.stored(databasePath: path) != nil)

        var later = try modificationTime(of: path)
        later.tv_sec += 1
        try damageSecondPage(of: path, keeping: later)
        #expect(throws: PersistenceError.self) { try DatabaseQueue(path: path) }
        #expect(IntegrityCheckRecord.stored(databasePath: path) == nil)
    }

    @Test func aFileWithFramesInItsLogHasNoFingerprint() async throws {
        let folder = try TemporaryDirectory()
        let path = folder.file("cache.sqlite")
        try await makeDatabase(at: path)
        let database = try DatabaseQueue(path: path)
        try await database.write { try $0.execute(sql: "INSERT INTO notes (body) VALUES ('in the log')") }
        #expect(IntegrityCheckRecord.current(databasePath: path) == nil)
        await database.close()
        #expect(IntegrityCheckRecord.current(databasePath: path) != nil)
    }
}

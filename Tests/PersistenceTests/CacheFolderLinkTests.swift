import Foundation
import Testing

@testable import Persistence

/// Links planted beside the database are never followed: the modes the store sets and the integrity record it keeps
/// touch only regular files in the cache folder.
@Suite struct CacheFolderLinkTests {
    @Test func aLinkedCompanionFileKeepsItsTargetsMode() async throws {
        let folder = try TemporaryDirectory()
        let outside = try TemporaryDirectory()
        let target = outside.file("target")
        #expect(FileManager.default.createFile(atPath: target, contents: Data("outside".utf8)))
        chmod(target, 0o644)
        let path = folder.file("cache.sqlite")
        try FileManager.default.createSymbolicLink(atPath: path + "-journal", withDestinationPath: target)

        let store = try await SQLiteCacheStore.open(path: path)
        await store.close()

        #expect(permissions(of: target) == 0o644)
        #expect(FileManager.default.contents(atPath: target) == Data("outside".utf8))
    }

    @Test func theIntegrityRecordIsNeverReadOrWrittenThroughALink() throws {
        let folder = try TemporaryDirectory()
        let outside = try TemporaryDirectory()
        let target = outside.file("target")
        let path = folder.file("cache.sqlite")
        #expect(FileManager.default.createFile(atPath: path, contents: Data("db".utf8)))
        let record = try #require(IntegrityCheckRecord.current(databasePath: path))
        #expect(FileManager.default.createFile(atPath: target, contents: Data(record.text.utf8)))
        try FileManager.default.createSymbolicLink(
            atPath: IntegrityCheckRecord.recordPath(for: path), withDestinationPath: target)
        #expect(IntegrityCheckRecord.stored(databasePath: path) == nil, "a linked record is not trusted")

        // The temporary name the next store uses, planted as a link: it is replaced, the target never truncated.
        try FileManager.default.removeItem(atPath: IntegrityCheckRecord.recordPath(for: path))
        try FileManager.default.createSymbolicLink(
            atPath: IntegrityCheckRecord.recordPath(for: path) + ".\(getpid())", withDestinationPath: target)
        record.store(databasePath: path)

        #expect(IntegrityCheckRecord.stored(databasePath: path) == record)
        #expect(FileManager.default.contents(atPath: target) == Data(record.text.utf8))
    }
}

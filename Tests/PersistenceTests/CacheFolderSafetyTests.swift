import Foundation
import Testing

@testable import Persistence

/// A cache folder is used only when it belongs to the effective user and neither its group nor others can write to
/// it; otherwise opening the store says so once and keeps the cache in memory. Giving a folder to uid 65534 needs
/// root, as CI runs.
@Suite struct CacheFolderSafetyTests {
    /// A folder `name` in `parent`, made by the test, with `mode`.
    static func folder(_ name: String, in parent: TemporaryDirectory, mode: mode_t = 0o700) throws -> CacheLocation {
        let location = CacheLocation(directoryPath: parent.file(name))
        try FileManager.default.createDirectory(atPath: location.directoryPath, withIntermediateDirectories: false)
        chmod(location.directoryPath, mode)
        return location
    }

    @Test func aFolderOfAnotherUserIsRefusedAndNothingIsWritten() async throws {
        let parent = try TemporaryDirectory()
        let location = try Self.folder("theirs", in: parent)
        try #require(chown(location.directoryPath, 65534, 65534) == 0, "chown to 65534 needs root")
        let reason =
            "it belongs to another user (uid 65534, not \(geteuid())); the cache is kept only in a folder of your own"

        #expect(throws: PersistenceError.cacheDirectoryUnavailable(path: location.directoryPath, reason: reason)) {
            try location.createDirectory()
        }
        let warnings = WarningLines()
        let store = try await SQLiteCacheStore.open(at: location, warn: { warnings.append($0) })
        try await store.write {
            try $0.saveCacheEntry(CacheEntry(key: CacheKey(rawValue: "GET /a"), fetchedAt: Date()))
        }
        #expect(await store.isInMemory)
        let refusal = PersistenceError.cacheDirectoryUnavailable(path: location.directoryPath, reason: reason)
        #expect(warnings.all == ["the cache cannot be used (\(refusal.message)); continuing without it"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: location.directoryPath).isEmpty)

        // Clearing goes back to the folder, is refused again, and deletes nothing.
        await #expect(throws: refusal) { try await store.clear() }
        #expect(try FileManager.default.contentsOfDirectory(atPath: location.directoryPath).isEmpty)
        await store.close()
    }

    @Test(arguments: [
        (0o777, "others can write to it (mode 0777)"), (0o1777, "others can write to it (mode 1777)"),
        (0o775, "its group can write to it (mode 0775)"), (0o3773, "others can write to it (mode 3773)"),
    ])
    func aFolderOthersCanWriteToIsRefused(mode: Int, reason: String) throws {
        let parent = try TemporaryDirectory()
        let location = try Self.folder("shared", in: parent, mode: mode_t(mode))
        let message = try #require(CacheLocation.unsafeFolderReason(location.directoryPath))
        #expect(message.hasPrefix(reason), "\(message)")
        #expect(throws: PersistenceError.self) { try location.createDirectory() }
    }

    @Test(arguments: [0o700, 0o755, 0o500, 0o1700])
    func aFolderOfOneselfThatNoOneElseCanWriteToIsUsed(mode: Int) throws {
        let parent = try TemporaryDirectory()
        let location = try Self.folder("mine", in: parent, mode: mode_t(mode))
        #expect(CacheLocation.unsafeFolderReason(location.directoryPath) == nil)
    }

    @Test func aFolderItCreatesIsOwnerOnly() throws {
        let parent = try TemporaryDirectory()
        let location = CacheLocation(directoryPath: parent.file("new"))
        try location.createDirectory()
        #expect(permissions(of: location.directoryPath) == 0o700)
        #expect(CacheLocation.unsafeFolderReason(location.directoryPath) == nil)
    }
}

import AtomicTestSupport
import Foundation
import ImagePipeline
import Testing

/// `cache clear` empties the avatar cache's database and leaves every other file, and never follows
/// `<cache>/avatars` when it is a symbolic link.
@Suite struct EndToEndAvatarFolderTests {
    /// Files that are not the cache's: another name, and a name like an old entry file's with other bytes.
    static let strangers = ["notes.image", String(repeating: "ab", count: 16) + ".image"]

    @Test func cacheClearEmptiesTheAvatarCacheAndLeavesOtherFiles() async throws {
        let sandbox = try EndToEndSandbox()
        let avatars = sandbox.cacheDirectory.appendingPathComponent("avatars")
        let key = "http://127.0.0.1:9/u/1?v=4&s=32"
        do {
            let cache = try ImageDiskCache(folder: avatars)
            await cache.store(Data("png bytes".utf8), forKey: key)
        }
        for name in Self.strangers {
            try Data("not ours".utf8).write(to: avatars.appendingPathComponent(name))
        }

        let outcome = try await sandbox.atomic(["cache", "clear"])

        #expect(outcome.status == 0, "stderr: \(outcome.errorOutput)")
        #expect(outcome.output == "Cache cleared.\n")
        let left = try FileManager.default.contentsOfDirectory(atPath: avatars.path).sorted()
        #expect(left.filter { !$0.hasPrefix(ImageDiskCache.databaseName) } == Self.strangers.sorted())
        let after = try ImageDiskCache(folder: avatars)
        #expect(await after.data(forKey: key) == nil)
        #expect(await after.totalSize == 0)
    }

    @Test func aSymbolicLinkInPlaceOfTheAvatarFolderIsNeverFollowed() async throws {
        let sandbox = try EndToEndSandbox()
        let elsewhere = sandbox.root.appendingPathComponent("elsewhere")
        // Even a folder holding real entries is not emptied through a link.
        do {
            let other = try ImageDiskCache(folder: elsewhere)
            await other.store(Data("png bytes".utf8), forKey: "http://127.0.0.1:9/u/1?v=4&s=32")
        }
        for name in Self.strangers {
            try Data("not ours".utf8).write(to: elsewhere.appendingPathComponent(name))
        }
        let before = try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).sorted()
        try FileManager.default.createDirectory(at: sandbox.cacheDirectory, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: sandbox.cacheDirectory.appendingPathComponent("avatars"), withDestinationURL: elsewhere)

        let outcome = try await sandbox.atomic(["cache", "clear"])

        #expect(outcome.status == 0, "stderr: \(outcome.errorOutput)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).sorted() == before)
        #expect(before.contains(ImageDiskCache.databaseName))
        let other = try ImageDiskCache(folder: elsewhere)
        #expect(await other.totalSize > 0, "the entry is still there")
    }
}

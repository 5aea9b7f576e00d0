import AtomicCore
import Foundation
import Testing

@testable import ImagePipeline

/// The disk cache follows no link, removes only the entries it wrote, and trims from its index.
@Suite struct ImageDiskCacheIndexTests {
    static func bytes(_ count: Int, _ value: UInt8) -> Data { Data(repeating: value, count: count) }

    /// A file named like an entry (`<32 hex>.image`) that the cache did not write: not in its format.
    static let lookalikeName = String(repeating: "ab", count: 16) + ".image"

    @Test func aFolderThatIsASymbolicLinkIsRefusedAndNothingIsWrittenThroughIt() throws {
        let root = try TemporaryFolder()
        let elsewhere = root.url.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: false)
        try Data("theirs".utf8).write(to: elsewhere.appendingPathComponent("photo.image"))
        let link = root.url.appendingPathComponent("avatars")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: elsewhere)

        #expect(throws: ImageDiskCacheError.symbolicLink(path: link.path)) {
            _ = try ImageDiskCache(folder: link)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path) == ["photo.image"])
    }

    @Test func removeAllDeletesOnlyTheEntriesTheCacheWrote() throws {
        let folder = try TemporaryFolder()
        let outside = try TemporaryFolder()
        let target = outside.url.appendingPathComponent("target.image")
        try Data("outside".utf8).write(to: target)
        let cache = try ImageDiskCache(folder: folder.url, sizeLimit: 100_000)
        cache.store(Self.bytes(100, 1), forKey: "a")
        cache.store(Self.bytes(100, 2), forKey: "b")
        // Files the cache never wrote: another name, a lookalike name, an entry of ours copied under a wrong name,
        // and a link named like an entry.
        try Data("notes".utf8).write(to: folder.url.appendingPathComponent("notes.image"))
        try Data("not an entry".utf8).write(to: folder.url.appendingPathComponent(Self.lookalikeName))
        let entryOfA = folder.url.appendingPathComponent(cache.fileName(forKey: "a"))
        let misnamed = String(repeating: "cd", count: 16) + ".image"
        try FileManager.default.copyItem(at: entryOfA, to: folder.url.appendingPathComponent(misnamed))
        let linkName = cache.fileName(forKey: "c")
        try FileManager.default.createSymbolicLink(
            at: folder.url.appendingPathComponent(linkName), withDestinationURL: target)

        // A second instance builds its index from the folder, as a later run does.
        let later = try ImageDiskCache(folder: folder.url, sizeLimit: 100_000)
        #expect(later.data(forKey: "c") == nil, "a link named like an entry is never read")
        later.removeAll()

        #expect(folder.fileNames() == [Self.lookalikeName, misnamed, linkName, "notes.image"].sorted())
        #expect(try Data(contentsOf: target) == Data("outside".utf8))
        #expect(later.totalSize == 0)
    }

    @Test func aWriteReplacesALinkNamedLikeItsEntryWithoutWritingThroughIt() throws {
        let folder = try TemporaryFolder()
        let outside = try TemporaryFolder()
        let target = outside.url.appendingPathComponent("target")
        try Data("outside".utf8).write(to: target)
        let cache = try ImageDiskCache(folder: folder.url)
        try FileManager.default.createSymbolicLink(
            at: folder.url.appendingPathComponent(cache.fileName(forKey: "k")), withDestinationURL: target)

        cache.store(Self.bytes(10, 3), forKey: "k")

        #expect(cache.data(forKey: "k") == Self.bytes(10, 3))
        #expect(try Data(contentsOf: target) == Data("outside".utf8))
        let kind = try FileManager.default.attributesOfItem(
            atPath: folder.url.appendingPathComponent(cache.fileName(forKey: "k")).path)[.type]
        #expect(kind as? FileAttributeType == .typeRegular)
    }

    @Test func writesDoNotListTheFolderAndTrimmingIsOnePassPastTheMargin() throws {
        let folder = try TemporaryFolder()
        let clock = TestClock()
        let entry = DiskCacheEntry.encode(key: "key-000", data: Self.bytes(1000, 0)).count
        let cache = try ImageDiskCache(folder: folder.url, sizeLimit: 32 * entry, clock: clock)
        #expect(cache.trimMargin == 2 * entry)
        for index in 0..<32 {
            cache.store(Self.bytes(1000, UInt8(index)), forKey: String(format: "key-%03d", index))
            clock.advance(by: 1)
        }
        #expect(cache.folderListingCount == 1, "listed once, for the index")
        #expect(cache.totalSize == 32 * entry)

        // Past the limit, but within the margin: no trim yet.
        for index in 32..<34 {
            cache.store(Self.bytes(1000, UInt8(index)), forKey: String(format: "key-%03d", index))
            clock.advance(by: 1)
        }
        #expect(cache.folderListingCount == 1)
        #expect(cache.totalSize == 34 * entry)

        // One more passes the margin: the oldest go in one pass, down to the limit, from the index alone (the
        // folder is as the cache left it).
        cache.store(Self.bytes(1000, 34), forKey: "key-034")
        #expect(cache.folderListingCount == 1)
        #expect(cache.totalSize == 32 * entry)
        #expect(folder.fileNames().count == 32)
        for index in 0..<3 {
            #expect(cache.data(forKey: String(format: "key-%03d", index)) == nil)
        }
        #expect(cache.data(forKey: "key-003") != nil)
    }

    @Test func aTrimListsTheFolderOnlyAfterSomethingElseChangedIt() throws {
        let folder = try TemporaryFolder()
        let clock = TestClock()
        let entry = DiskCacheEntry.encode(key: "key-000", data: Self.bytes(1000, 0)).count
        let cache = try ImageDiskCache(folder: folder.url, sizeLimit: 16 * entry, clock: clock)
        for index in 0..<40 {
            cache.store(Self.bytes(1000, UInt8(index)), forKey: String(format: "key-%03d", index))
            clock.advance(by: 1)
        }
        #expect(cache.folderListingCount == 1, "trims from the index")
        #expect(folder.fileNames().count <= 16 + 1)

        // Another writer (here a second cache on the folder) adds entries: the next trim sees them.
        let other = try ImageDiskCache(folder: folder.url, sizeLimit: 64 * entry, clock: clock)
        for index in 100..<104 {
            other.store(Self.bytes(1000, UInt8(index)), forKey: String(format: "key-%03d", index))
        }
        var listings = cache.folderListingCount
        for index in 40..<44 where cache.folderListingCount == listings {
            clock.advance(by: 1)
            cache.store(Self.bytes(1000, UInt8(index)), forKey: String(format: "key-%03d", index))
        }
        #expect(cache.folderListingCount == listings + 1, "the trim after the other writer lists the folder")
        #expect(cache.totalSize <= 16 * entry)
        #expect(folder.fileNames().count <= 16, "the other writer's entries counted and trimmed with the rest")

        // An outside removal is seen too.
        listings = cache.folderListingCount
        for name in folder.fileNames().prefix(2) {
            try FileManager.default.removeItem(at: folder.url.appendingPathComponent(name))
        }
        for index in 50..<60 where cache.folderListingCount == listings {
            clock.advance(by: 1)
            cache.store(Self.bytes(1000, UInt8(index)), forKey: String(format: "key-%03d", index))
        }
        #expect(cache.folderListingCount == listings + 1)
    }

    @Test func aFolderOfAnotherUserIsRefused() throws {
        let folder = try TemporaryFolder()
        let avatars = folder.url.appendingPathComponent("avatars")
        try FileManager.default.createDirectory(at: avatars, withIntermediateDirectories: false)
        // Needs root, as in CI: the folder is given to uid 65534 ("nobody").
        try #require(chown(avatars.path, 65534, 65534) == 0, "chown to 65534: \(String(cString: strerror(errno)))")

        #expect(throws: ImageDiskCacheError.unsafeFolder(path: avatars.path, reason: "it belongs to another user")) {
            _ = try ImageDiskCache(folder: avatars)
        }
    }

    @Test(arguments: [0o777, 0o1777, 0o770])
    func aFolderOthersCanWriteToIsRefused(mode: Int) throws {
        let folder = try TemporaryFolder()
        let avatars = folder.url.appendingPathComponent("avatars")
        try FileManager.default.createDirectory(at: avatars, withIntermediateDirectories: false)
        chmod(avatars.path, mode_t(mode))

        #expect(throws: ImageDiskCacheError.unsafeFolder(path: avatars.path, reason: "others can write to it")) {
            _ = try ImageDiskCache(folder: avatars)
        }
    }
}

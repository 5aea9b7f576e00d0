import AtomicCore
import AtomicLogger
import Foundation
import ImagePipeline
import Testing

@Suite struct ImageDiskCacheTests {
    static func bytes(_ count: Int, _ value: UInt8) -> Data { Data(repeating: value, count: count) }

    /// The size of one entry file for a key of `keyLength` bytes and `dataLength` bytes of data.
    static func entrySize(keyLength: Int, dataLength: Int) -> Int { 8 + 4 + keyLength + 8 + dataLength + 8 }

    @Test func storedDataIsAHitAndAnotherKeyAMiss() throws {
        let folder = try TemporaryFolder()
        let cache = try ImageDiskCache(folder: folder.url, sizeLimit: 10_000)
        let key = "https://avatars.githubusercontent.com/u/1?v=4&s=32"
        cache.store(Self.bytes(100, 7), forKey: key)
        #expect(cache.data(forKey: key) == Self.bytes(100, 7))
        #expect(cache.data(forKey: "https://avatars.githubusercontent.com/u/1?v=4&s=64") == nil)
        #expect(cache.totalSize == Self.entrySize(keyLength: key.utf8.count, dataLength: 100))
    }

    @Test func anotherInstanceOnTheSameFolderSeesTheEntries() throws {
        let folder = try TemporaryFolder()
        try ImageDiskCache(folder: folder.url).store(Self.bytes(10, 1), forKey: "k")
        #expect(try ImageDiskCache(folder: folder.url).data(forKey: "k") == Self.bytes(10, 1))
    }

    @Test func writesLeaveNoTemporaryFiles() throws {
        let folder = try TemporaryFolder()
        let cache = try ImageDiskCache(folder: folder.url)
        cache.store(Self.bytes(10, 1), forKey: "a")
        cache.store(Self.bytes(20, 2), forKey: "a")
        #expect(folder.fileNames().count == 1)
        #expect(folder.fileNames().allSatisfy { $0.hasSuffix(".image") })
        #expect(cache.data(forKey: "a") == Self.bytes(20, 2))
    }

    @Test func theLeastRecentlyUsedEntriesGoWhenTheSizeIsOver() throws {
        let folder = try TemporaryFolder()
        let clock = TestClock()
        let entry = Self.entrySize(keyLength: 1, dataLength: 100)
        let cache = try ImageDiskCache(folder: folder.url, sizeLimit: 3 * entry, clock: clock)
        for key in ["a", "b", "c"] {
            cache.store(Self.bytes(100, 1), forKey: key)
            clock.advance(by: 10)
        }
        // Reading "a" makes "b" the least recently used.
        #expect(cache.data(forKey: "a") != nil)
        clock.advance(by: 10)
        cache.store(Self.bytes(100, 2), forKey: "d")
        #expect(cache.data(forKey: "b") == nil)
        #expect(cache.data(forKey: "a") != nil)
        #expect(cache.data(forKey: "c") != nil)
        #expect(cache.data(forKey: "d") != nil)
        #expect(cache.totalSize == 3 * entry)
    }

    @Test func dataLargerThanTheWholeCacheIsNotStored() throws {
        let folder = try TemporaryFolder()
        let cache = try ImageDiskCache(folder: folder.url, sizeLimit: 50)
        cache.store(Self.bytes(100, 1), forKey: "a")
        #expect(cache.data(forKey: "a") == nil)
        #expect(folder.fileNames().isEmpty)
    }

    @Test(arguments: ["cut short", "overwritten", "flipped byte", "empty"])
    func aDamagedFileIsAMissAndIsRemoved(damage: String) throws {
        let folder = try TemporaryFolder()
        let sink = MemoryLogSink()
        let cache = try ImageDiskCache(
            folder: folder.url, logger: Logger(label: "test", level: .trace, sinks: [sink]))
        cache.store(Self.bytes(300, 9), forKey: "key")
        let names = folder.fileNames()
        try #require(names.count == 1)
        let file = folder.url.appendingPathComponent(names[0])
        var bytes = try Data(contentsOf: file)
        switch damage {
        case "cut short": bytes = bytes.prefix(bytes.count - 40)
        case "overwritten": bytes = Data("not a cache entry at all".utf8)
        case "flipped byte": bytes[bytes.count - 100] ^= 0x01
        default: bytes = Data()
        }
        try bytes.write(to: file)
        #expect(cache.data(forKey: "key") == nil)
        #expect(folder.fileNames().isEmpty)
        #expect(sink.records.contains { $0.message.contains("damaged image cache entry") })
    }

    @Test func filesThatAreNotEntriesAreLeftAlone() throws {
        let folder = try TemporaryFolder()
        let other = folder.url.appendingPathComponent("cache.sqlite")
        try Data("mine".utf8).write(to: other)
        let cache = try ImageDiskCache(folder: folder.url, sizeLimit: 1000)
        cache.store(Self.bytes(100, 1), forKey: "a")
        cache.removeAll()
        #expect(folder.fileNames() == ["cache.sqlite"])
    }

    @Test func temporaryFilesLeftByACrashAreRemovedWhenOldAtTheNextListing() throws {
        let folder = try TemporaryFolder()
        let clock = TestClock()
        let cache = try ImageDiskCache(folder: folder.url, clock: clock)
        let abandoned = folder.url.appendingPathComponent("0123.image.tmp-99-x")
        try Data("half".utf8).write(to: abandoned)
        try FileManager.default.setAttributes([.modificationDate: clock.now], ofItemAtPath: abandoned.path)
        cache.store(Self.bytes(1, 1), forKey: "a")
        #expect(folder.fileNames().contains("0123.image.tmp-99-x"))
        clock.advance(by: 2 * 3600)
        // The folder is listed when a cache builds its index (a later run), not on every write.
        let later = try ImageDiskCache(folder: folder.url, clock: clock)
        later.store(Self.bytes(1, 1), forKey: "b")
        #expect(!folder.fileNames().contains("0123.image.tmp-99-x"))
    }
}

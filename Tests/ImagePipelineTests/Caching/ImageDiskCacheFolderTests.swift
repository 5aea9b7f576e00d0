import AtomicCore
import AtomicLogger
import Foundation
import Persistence
import Testing

@testable import ImagePipeline

/// The disk cache's folder and database file: no link followed, a bad database moved aside, the files of the
/// earlier per-file format removed once and nothing else touched.
@Suite struct ImageDiskCacheFolderTests {
    static func bytes(_ count: Int, _ value: UInt8) -> Data { Data(repeating: value, count: count) }

    /// A logger that keeps its records in `sink`.
    static func logger(_ sink: MemoryLogSink) -> Logger { Logger(label: "test", level: .trace, sinks: [sink]) }

    /// The bytes of an entry file of the earlier format for `key`: magic, key length, key, data length, data,
    /// checksum (the checksum's value is not looked at by the cleanup).
    static func oldEntryFile(key: String, data: Data) -> Data {
        func bigEndian<T: FixedWidthInteger>(_ value: T) -> [UInt8] {
            (0..<T.bitWidth / 8).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
        }
        var file = Data("ATIMGC01".utf8)
        file.append(contentsOf: bigEndian(UInt32(key.utf8.count)))
        file.append(contentsOf: Array(key.utf8))
        file.append(contentsOf: bigEndian(UInt64(data.count)))
        file.append(data)
        file.append(contentsOf: bigEndian(CacheKeyHash.fnv1a(data)))
        return file
    }

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

    @Test func aFolderReplacedByALinkAfterTheCacheWasMadeIsNotUsed() async throws {
        let root = try TemporaryFolder()
        let avatars = root.url.appendingPathComponent("avatars")
        let elsewhere = root.url.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: false)
        let sink = MemoryLogSink()
        let cache = try ImageDiskCache(folder: avatars, logger: Self.logger(sink))
        try FileManager.default.removeItem(at: avatars)
        try FileManager.default.createSymbolicLink(at: avatars, withDestinationURL: elsewhere)

        await cache.store(Self.bytes(10, 1), forKey: "a")
        #expect(await cache.data(forKey: "a") == nil, "a miss, not a crash")
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
        #expect(sink.records.filter { $0.message.contains("folder was replaced") }.count == 1, "logged once")
    }

    @Test(arguments: ["not a database", "truncated"])
    func aDamagedDatabaseIsMovedAsideAndAFreshOneCreated(damage: String) async throws {
        let folder = try TemporaryFolder()
        let path = folder.url.appendingPathComponent(ImageDiskCache.databaseName)
        if damage == "truncated" {
            do {
                let cache = try ImageDiskCache(folder: folder.url)
                for index in 0..<20 { await cache.store(Self.bytes(5000, UInt8(index)), forKey: "k\(index)") }
            }
            let whole = try Data(contentsOf: path)
            try whole.prefix(whole.count / 2).write(to: path)
        } else {
            try Data(repeating: 0x41, count: 4096).write(to: path)
        }
        let sink = MemoryLogSink()
        let cache = try ImageDiskCache(folder: folder.url, logger: Self.logger(sink))

        await cache.store(Self.bytes(10, 1), forKey: "a")
        #expect(await cache.data(forKey: "a") == Self.bytes(10, 1))
        #expect(folder.fileNames().contains { $0.hasPrefix(ImageDiskCache.databaseName + ".corrupt-") })
        #expect(sink.records.filter { $0.message.contains("moved aside") }.count == 1)
    }

    @Test func removeAllDeletesTheDamagedDatabasesMovedAsideAndKeepsAnotherPrograms() async throws {
        let folder = try TemporaryFolder()
        let names = [
            "images.sqlite.corrupt-20260101T000000Z", "images.sqlite.corrupt-20260101T000000Z-wal",
            "images.sqlite.foreign-20260101T000000Z", "notes.image",
        ]
        for name in names {
            try Data("old".utf8).write(to: folder.url.appendingPathComponent(name))
        }
        let cache = try ImageDiskCache(folder: folder.url)
        await cache.store(Self.bytes(10, 1), forKey: "a")
        #expect(folder.fileNames().filter { names.contains($0) }.count == 4, "kept until cleared")

        try await cache.removeAll()

        let left = folder.fileNames().filter { !$0.hasPrefix(ImageDiskCache.databaseName) || $0.contains(".foreign-") }
        #expect(left == ["images.sqlite.foreign-20260101T000000Z", "notes.image"])
        #expect(!folder.fileNames().contains { $0.contains(".corrupt-") })
    }

    @Test func removeAllThrowsWhenNoDatabaseCanBeOpened() async throws {
        let parent = try TemporaryFolder()
        let avatars = parent.url.appendingPathComponent("avatars")
        let cache = try ImageDiskCache(folder: avatars)
        // The folder replaced after the cache checked it: no database is opened in the new one.
        try FileManager.default.moveItem(at: avatars, to: parent.url.appendingPathComponent("avatars-before"))
        try FileManager.default.createDirectory(at: avatars, withIntermediateDirectories: false)

        await #expect(throws: PersistenceError.self) { try await cache.removeAll() }
        #expect(await cache.data(forKey: "a") == nil)
        await #expect(throws: PersistenceError.self, "still refused, not a silent success") {
            try await cache.removeAll()
        }
    }

    @Test func anotherProgramsDatabaseIsMovedAsideUntouched() async throws {
        let folder = try TemporaryFolder()
        let path = folder.url.appendingPathComponent(ImageDiskCache.databaseName).path
        do {
            let theirs = try DatabaseQueue(path: path)
            try await theirs.write { try $0.execute(sql: "CREATE TABLE image_entries (key TEXT, note TEXT)") }
            try await theirs.write { try $0.execute(sql: "INSERT INTO image_entries VALUES ('x', 'theirs')") }
            await theirs.close()
        }
        let sink = MemoryLogSink()
        let cache = try ImageDiskCache(folder: folder.url, logger: Self.logger(sink))

        await cache.store(Self.bytes(10, 1), forKey: "a")
        #expect(await cache.data(forKey: "a") == Self.bytes(10, 1))
        let moved = try #require(folder.fileNames().first { $0.hasPrefix(ImageDiskCache.databaseName + ".foreign-") })
        let theirs = try DatabaseQueue(path: folder.url.appendingPathComponent(moved).path)
        #expect(try await theirs.read { try String.fetchAll($0, sql: "SELECT note FROM image_entries") } == ["theirs"])
        #expect(sink.records.filter { $0.message.contains("moved aside") }.count == 1)
    }

    @Test func aSymbolicLinkInPlaceOfTheDatabaseIsNotFollowed() async throws {
        let folder = try TemporaryFolder()
        let outside = try TemporaryFolder()
        let target = outside.url.appendingPathComponent("target")
        try Data("outside".utf8).write(to: target)
        let link = folder.url.appendingPathComponent(ImageDiskCache.databaseName)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        let cache = try ImageDiskCache(folder: folder.url)

        await cache.store(Self.bytes(10, 1), forKey: "a")
        #expect(await cache.data(forKey: "a") == Self.bytes(10, 1))
        #expect(try Data(contentsOf: target) == Data("outside".utf8))
        #expect(outside.fileNames() == ["target"])
        let type = try FileManager.default.attributesOfItem(atPath: link.path)[.type] as? FileAttributeType
        #expect(type == .typeRegular, "a new database, not the link")
    }

    @Test(arguments: ["-shm", "-wal", "-journal"])
    func aCompanionThatIsNotARegularFileIsMovedAsideWithTheDatabase(suffix: String) async throws {
        let folder = try TemporaryFolder()
        let outside = try TemporaryFolder()
        let target = outside.url.appendingPathComponent("target")
        try Data("outside".utf8).write(to: target)
        let link = folder.url.appendingPathComponent(ImageDiskCache.databaseName + suffix)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        let folderInPlace = try TemporaryFolder()
        let other = folderInPlace.url.appendingPathComponent(ImageDiskCache.databaseName + "-shm")
        try FileManager.default.createDirectory(at: other, withIntermediateDirectories: false)

        for place in [folder, folderInPlace] {
            let cache = try ImageDiskCache(folder: place.url)
            await cache.store(Self.bytes(10, 1), forKey: "a")
            #expect(await cache.data(forKey: "a") == Self.bytes(10, 1), "a working cache in \(place.url.path)")
            #expect(place.fileNames().contains { $0.contains(".foreign-") }, "the odd file moved aside")
        }
        #expect(try Data(contentsOf: target) == Data("outside".utf8))
        #expect(outside.fileNames() == ["target"])
    }

    @Test func theFilesOfTheEarlierFormatAreRemovedAndOtherFilesKept() async throws {
        let folder = try TemporaryFolder()
        let key = "https://avatars.githubusercontent.com/u/1?v=4&s=32"
        let oldName = CacheKeyHash.fileName(for: key) + ".image"
        try Self.oldEntryFile(key: key, data: Self.bytes(100, 1)).write(to: folder.url.appendingPathComponent(oldName))
        try Data("half".utf8).write(to: folder.url.appendingPathComponent(oldName + ".tmp-99-x"))
        // Kept: another name, an old entry under a name its key does not hash to, a link named like an entry, a
        // file that only holds the old temporary files' infix.
        let lookalike = String(repeating: "ab", count: 16) + ".image"
        try Data("not ours".utf8).write(to: folder.url.appendingPathComponent("notes.image"))
        try Data("mine".utf8).write(to: folder.url.appendingPathComponent("my.image.tmp-keep"))
        try Self.oldEntryFile(key: "other", data: Self.bytes(1, 1))
            .write(to: folder.url.appendingPathComponent(lookalike))
        let outside = try TemporaryFolder()
        let otherKey = "https://example.com/2"
        let target = outside.url.appendingPathComponent("entry")
        try Self.oldEntryFile(key: otherKey, data: Self.bytes(1, 1)).write(to: target)
        let linkName = CacheKeyHash.fileName(for: otherKey) + ".image"
        try FileManager.default.createSymbolicLink(
            at: folder.url.appendingPathComponent(linkName), withDestinationURL: target)

        let cache = try ImageDiskCache(folder: folder.url)
        #expect(await cache.data(forKey: key) == nil, "the old entry is not carried over")

        let left = folder.fileNames().filter { !$0.hasPrefix(ImageDiskCache.databaseName) }
        #expect(left == [lookalike, linkName, "my.image.tmp-keep", "notes.image"].sorted())
        #expect(outside.fileNames() == ["entry"])
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

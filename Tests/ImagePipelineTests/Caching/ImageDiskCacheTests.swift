import AtomicCore
import AtomicLogger
import Foundation
import ImagePipeline
import Persistence
import Testing

@Suite struct ImageDiskCacheTests {
    static func bytes(_ count: Int, _ value: UInt8) -> Data { Data(repeating: value, count: count) }

    /// The cache's database in `folder`, opened apart from the cache to look at its rows.
    static func database(in folder: TemporaryFolder) throws -> DatabaseQueue {
        try DatabaseQueue(
            path: folder.url.appendingPathComponent(ImageDiskCache.databaseName).path,
            configuration: DatabaseConfiguration(checksIntegrityOnOpen: false))
    }

    /// The stored last use of `key`, in seconds since 1970, or `nil` when there is no entry.
    static func lastUse(of key: String, in folder: TemporaryFolder) async throws -> Double? {
        let database = try database(in: folder)
        return try await database.read {
            try Double.fetchOne($0, sql: "SELECT last_use FROM image_entries WHERE key = ?", arguments: [key])
        }
    }

    /// The keys stored, sorted.
    static func keys(in folder: TemporaryFolder) async throws -> [String] {
        let database = try database(in: folder)
        return try await database.read { try String.fetchAll($0, sql: "SELECT key FROM image_entries ORDER BY key") }
    }

    @Test func storedDataIsAHitAndAnotherKeyAMiss() async throws {
        let folder = try TemporaryFolder()
        let cache = try ImageDiskCache(folder: folder.url, sizeLimit: 10_000)
        let key = "https://avatars.githubusercontent.com/u/1?v=4&s=32"
        await cache.store(Self.bytes(100, 7), forKey: key)
        #expect(await cache.data(forKey: key) == Self.bytes(100, 7))
        #expect(await cache.data(forKey: "https://avatars.githubusercontent.com/u/1?v=4&s=64") == nil)
        #expect(await cache.totalSize == 100)
        #expect(try await Self.keys(in: folder) == [key], "the key is the URL as requested")
    }

    @Test func storingAgainReplacesTheEntryAndItsSize() async throws {
        let folder = try TemporaryFolder()
        let cache = try ImageDiskCache(folder: folder.url)
        await cache.store(Self.bytes(10, 1), forKey: "a")
        await cache.store(Self.bytes(20, 2), forKey: "a")
        #expect(await cache.data(forKey: "a") == Self.bytes(20, 2))
        #expect(await cache.totalSize == 20)
        #expect(try await Self.keys(in: folder) == ["a"])
    }

    @Test func aReopenedCacheKeepsTheEntriesAndTheTotal() async throws {
        let folder = try TemporaryFolder()
        do {
            let cache = try ImageDiskCache(folder: folder.url)
            await cache.store(Self.bytes(10, 1), forKey: "k")
            await cache.store(Self.bytes(30, 2), forKey: "l")
        }
        let later = try ImageDiskCache(folder: folder.url)
        #expect(await later.totalSize == 40)
        #expect(await later.data(forKey: "k") == Self.bytes(10, 1))
        #expect(await later.data(forKey: "l") == Self.bytes(30, 2))
    }

    @Test func theLeastRecentlyUsedEntriesGoWhenTheSizeIsOver() async throws {
        let folder = try TemporaryFolder()
        let clock = TestClock()
        let cache = try ImageDiskCache(folder: folder.url, sizeLimit: 300, clock: clock)
        for key in ["a", "b", "c"] {
            await cache.store(Self.bytes(100, 1), forKey: key)
            clock.advance(by: 10)
        }
        // Reading "a" makes "b" the least recently used, although the hit is only in memory until the next store.
        #expect(await cache.data(forKey: "a") != nil)
        clock.advance(by: 10)
        await cache.store(Self.bytes(100, 2), forKey: "d")
        #expect(try await Self.keys(in: folder) == ["a", "c", "d"])
        #expect(await cache.totalSize == 300)
    }

    @Test func aHitIsWrittenByTheNextStoreNotByTheRead() async throws {
        let folder = try TemporaryFolder()
        let clock = TestClock()
        let cache = try ImageDiskCache(folder: folder.url, clock: clock)
        await cache.store(Self.bytes(10, 1), forKey: "a")
        let stored = clock.now.timeIntervalSince1970
        clock.advance(by: 60)
        #expect(await cache.data(forKey: "a") != nil)
        #expect(try await Self.lastUse(of: "a", in: folder) == stored, "a hit alone writes nothing")
        clock.advance(by: 60)
        await cache.store(Self.bytes(10, 2), forKey: "b")
        #expect(try await Self.lastUse(of: "a", in: folder) == stored + 60, "the next store writes the hit's time")
    }

    @Test func flushWritesTheHitsSinceTheLastStore() async throws {
        let folder = try TemporaryFolder()
        let clock = TestClock()
        let cache = try ImageDiskCache(folder: folder.url, clock: clock)
        await cache.store(Self.bytes(10, 1), forKey: "a")
        clock.advance(by: 60)
        _ = await cache.data(forKey: "a")
        await cache.flush()
        #expect(try await Self.lastUse(of: "a", in: folder) == clock.now.timeIntervalSince1970)
    }

    @Test func oneStorePastTheMarginTrimsDownToTheLimitInOnePass() async throws {
        let folder = try TemporaryFolder()
        let clock = TestClock()
        // A margin of 1600 / 16 = 100 bytes: one entry.
        let cache = try ImageDiskCache(folder: folder.url, sizeLimit: 1600, clock: clock)
        #expect(cache.trimMargin == 100)
        for index in 0..<17 {
            await cache.store(Self.bytes(100, UInt8(index)), forKey: String(format: "key-%02d", index))
            clock.advance(by: 1)
        }
        #expect(try await Self.keys(in: folder).count == 17, "within the limit and its margin: no trim")
        #expect(await cache.totalSize == 1700)
        // Over limit + margin: the two least recently used go, in the one store.
        await cache.store(Self.bytes(100, 17), forKey: "key-17")
        let left = try await Self.keys(in: folder)
        #expect(left == (2...17).map { String(format: "key-%02d", $0) })
        #expect(await cache.totalSize == 1600)
    }

    @Test func dataLargerThanTheWholeCacheIsNotStored() async throws {
        let folder = try TemporaryFolder()
        let cache = try ImageDiskCache(folder: folder.url, sizeLimit: 50)
        await cache.store(Self.bytes(51, 1), forKey: "a")
        await cache.store(Self.bytes(50, 1), forKey: "b")
        #expect(await cache.data(forKey: "a") == nil)
        #expect(await cache.data(forKey: "b") != nil)
        #expect(await cache.totalSize == 50)
    }

    @Test func removingAnEntryMakesItAMissAndLowersTheTotal() async throws {
        let folder = try TemporaryFolder()
        let cache = try ImageDiskCache(folder: folder.url)
        await cache.store(Self.bytes(10, 1), forKey: "a")
        await cache.store(Self.bytes(20, 1), forKey: "b")
        await cache.removeData(forKey: "a")
        #expect(await cache.data(forKey: "a") == nil)
        #expect(await cache.totalSize == 20)
    }

    @Test func removeAllEmptiesTheTableAndGivesTheSpaceBack() async throws {
        let folder = try TemporaryFolder()
        let cache = try ImageDiskCache(folder: folder.url)
        for index in 0..<100 {
            await cache.store(Self.bytes(10_000, UInt8(index)), forKey: "k\(index)")
        }
        func bytesOnDisk() -> Int {
            ["", "-wal"].reduce(0) { total, suffix in
                let path = folder.url.appendingPathComponent(ImageDiskCache.databaseName + suffix).path
                let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int
                return total + (size ?? 0)
            }
        }
        #expect(bytesOnDisk() > 1_000_000)
        try await cache.removeAll()
        #expect(await cache.totalSize == 0)
        #expect(await cache.data(forKey: "k1") == nil)
        #expect(try await Self.keys(in: folder).isEmpty)
        #expect(bytesOnDisk() < 100_000)
        await cache.store(Self.bytes(10, 1), forKey: "again")
        #expect(await cache.data(forKey: "again") != nil, "the cache is usable after clearing")
    }

    @Test func theDatabaseIsReadableByTheOwnerOnly() async throws {
        let folder = try TemporaryFolder()
        let cache = try ImageDiskCache(folder: folder.url)
        await cache.store(Self.bytes(10, 1), forKey: "a")
        let path = folder.url.appendingPathComponent(ImageDiskCache.databaseName).path
        let mode = try #require(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
        #expect(mode & 0o777 == 0o600)
    }
}

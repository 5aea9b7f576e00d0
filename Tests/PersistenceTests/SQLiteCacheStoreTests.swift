import Foundation
import Testing

@testable import Persistence

/// A feature table as the Posts feature would define it, with a generation number per replacement.
let postsTable = Migration(
    version: 2,
    name: "create posts",
    sql: "CREATE TABLE posts (id INTEGER PRIMARY KEY, generation INTEGER NOT NULL, title TEXT NOT NULL);"
)

/// Replaces every post with `count` rows of `generation`, through one writer.
func replacePosts(_ writer: Database, generation: Int, count: Int) throws {
    try writer.execute(sql: "DELETE FROM posts")
    let insert = try writer.makeStatement(sql: "INSERT INTO posts (id, generation, title) VALUES (?, ?, ?)")
    for id in 0..<count {
        try insert.execute(arguments: [id, generation, "post \(id) of generation \(generation)"])
    }
}

@Suite struct SQLiteCacheStoreTests {
    private let key = CacheKey(rawValue: "GET https://jsonplaceholder.typicode.com/posts")

    @Test func entriesRoundTripAndATouchMovesOnlyTheFetchTime() async throws {
        let store = try await SQLiteCacheStore.inMemory()
        let fetched = Date(timeIntervalSince1970: 1_767_225_600)
        let entry = CacheEntry(
            key: key, fetchedAt: fetched, validators: CacheValidators(etag: "\"v1\"", lastModified: "yesterday"),
            payload: Data([0, 1, 2]))
        try await store.write { try $0.saveCacheEntry(entry) }
        #expect(try await store.entry(for: key) == entry)

        let later = fetched.addingTimeInterval(600)
        let touched = try await store.write { try $0.touchCacheEntry(for: key, fetchedAt: later) }
        #expect(touched)
        var expected = entry
        expected.fetchedAt = later
        #expect(try await store.entry(for: key) == expected)

        #expect(try await store.write { try $0.removeCacheEntry(for: key) })
        #expect(try await store.entry(for: key) == nil)
        #expect(try await store.write { try $0.touchCacheEntry(for: key, fetchedAt: later) } == false)
    }

    @Test func featureMigrationsMustComeAfterTheStoresOwn() async throws {
        let clash = Migration(version: 1, name: "clash", sql: "CREATE TABLE clash (x);")
        await #expect(throws: PersistenceError.self) {
            _ = try await SQLiteCacheStore.inMemory(featureMigrations: [clash])
        }
        let store = try await SQLiteCacheStore.inMemory(featureMigrations: [postsTable])
        #expect(try await store.schemaVersion() == 2)
    }

    @Test func replacingTenThousandRowsIsOneTransactionThatReadersSeeWhole() async throws {
        let folder = try TemporaryDirectory()
        let path = folder.file("cache.sqlite")
        let store = try await SQLiteCacheStore.open(path: path, featureMigrations: [postsTable])
        try await store.write { try replacePosts($0, generation: 1, count: 10_000) }

        // A second connection keeps reading while the replacement runs; every snapshot must hold one generation.
        let observer = try DatabaseQueue(path: path)
        let watching = Task {
            var snapshots: [[Int]] = []
            for _ in 0..<20 {
                let generations = try await observer.read { reader in
                    try Row.fetchAll(reader, sql: "SELECT generation, count(*) FROM posts GROUP BY generation")
                        .map { try $0.value(at: 1, as: Int.self) }
                }
                snapshots.append(generations)
                await Task.yield()
            }
            return snapshots
        }

        let commitsBefore = await store.committedTransactionCount
        let started = ContinuousClock.now
        let seenMidWrite = try await store.write { writer in
            try replacePosts(writer, generation: 2, count: 10_000)
            // Whatever the schedule, one read from another connection happens while the new rows are
            // written but not committed: it must still see the old generation alone.
            let outside = try Connection(path: path, configuration: DatabaseConfiguration())
            let seen = try outside.inTransaction(immediate: false) {
                try Row.fetchAll(
                    outside.prepare("SELECT generation, count(*) FROM posts GROUP BY generation")
                )
                .map { [try $0.value(at: 0, as: Int.self), try $0.value(at: 1, as: Int.self)] }
            }
            try writer.saveCacheEntry(CacheEntry(key: key, fetchedAt: Date()))
            return seen
        }
        let elapsed = ContinuousClock.now - started
        print("Replacing 10,000 cached rows in one transaction took \(elapsed)")

        #expect(seenMidWrite == [[1, 10_000]])
        #expect(await store.committedTransactionCount == commitsBefore + 1)
        for snapshot in try await watching.value {
            #expect(snapshot == [10_000])
        }
        let generations = try await store.read { reader in
            try Row.fetchAll(reader, sql: "SELECT DISTINCT generation FROM posts").map {
                try $0.value(at: 0, as: Int.self)
            }
        }
        #expect(generations == [2])
        await observer.close()
        await store.close()
    }

    @Test func infoListsPathSizeAndEntries() async throws {
        let folder = try TemporaryDirectory()
        let path = folder.file("cache.sqlite")
        let store = try await SQLiteCacheStore.open(path: path)
        let fetched = Date(timeIntervalSince1970: 1_767_225_600)
        let other = CacheKey(rawValue: "GET https://api.github.com/users?per_page=30&since=0")
        try await store.write { writer in
            try writer.saveCacheEntry(CacheEntry(key: key, fetchedAt: fetched))
            try writer.saveCacheEntry(
                CacheEntry(
                    key: other, fetchedAt: fetched, validators: CacheValidators(etag: "\"e\""), payload: Data(count: 42)
                ))
        }
        let info = try await store.info()
        #expect(info.path == path)
        #expect(info.sizeInBytes > 0)
        #expect(
            info.entries == [
                CacheEntrySummary(key: other, fetchedAt: fetched, etag: "\"e\"", lastModified: nil, payloadSize: 42),
                CacheEntrySummary(key: key, fetchedAt: fetched, etag: nil, lastModified: nil, payloadSize: 0),
            ])
        await store.close()
    }

    @Test func clearRemovesEntriesFeatureRowsAndOldCopiesAndKeepsWorking() async throws {
        let folder = try TemporaryDirectory()
        let path = folder.file("cache.sqlite")
        let store = try await SQLiteCacheStore.open(path: path, featureMigrations: [postsTable])
        try await store.write { writer in
            try replacePosts(writer, generation: 1, count: 500)
            try writer.saveCacheEntry(CacheEntry(key: key, fetchedAt: Date()))
        }
        let oldCopy = path + ".corrupt-20250101T000000Z"
        #expect(FileManager.default.createFile(atPath: oldCopy, contents: Data("old".utf8)))
        let sizeBefore = try await store.info().sizeInBytes

        try await store.clear()

        let info = try await store.info()
        #expect(info.entries.isEmpty)
        #expect(info.sizeInBytes < sizeBefore)
        #expect(try await store.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM posts") } == 0)
        #expect(!FileManager.default.fileExists(atPath: oldCopy))
        #expect(permissions(of: path) == 0o600)
        try await store.write { try replacePosts($0, generation: 2, count: 3) }
        #expect(try await store.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM posts") } == 3)
        await store.close()
    }

    @Test func theSizeCountsTheDataFilesAndNotTheSharedMemoryIndex() async throws {
        let folder = try TemporaryDirectory()
        let path = folder.file("cache.sqlite")
        let store = try await SQLiteCacheStore.open(path: path, featureMigrations: [postsTable])
        try await store.write { try replacePosts($0, generation: 1, count: 50) }
        func size(_ file: String) throws -> Int64 {
            let attributes = try FileManager.default.attributesOfItem(atPath: file)
            return (attributes[.size] as? NSNumber)?.int64Value ?? -1
        }
        #expect(try size(path + "-shm") > 0)
        #expect(try await store.info().sizeInBytes == (try size(path)) + (try size(path + "-wal")))
        await store.close()
    }

    @Test func anInMemoryStoreClearsToo() async throws {
        let store = try await SQLiteCacheStore.inMemory()
        try await store.write { try $0.saveCacheEntry(CacheEntry(key: key, fetchedAt: Date())) }
        try await store.clear()
        #expect(try await store.info() == CacheInfo(path: ":memory:", sizeInBytes: 0, entries: []))
    }
}

@Suite("Cache listing of damaged rows")
struct CacheListingOfDamagedRowsTests {
    @Test("a row whose columns hold the wrong types is listed as unreadable, and the other rows still are")
    func damagedRowsAreListed() async throws {
        let store = try await SQLiteCacheStore.inMemory()
        let good = CacheKey(method: "GET", url: try #require(URL(string: "https://api.example/users")))
        let bad = CacheKey(method: "GET", url: try #require(URL(string: "https://api.example/users/x")))
        let fetched = Date(timeIntervalSince1970: 1_700_000_000)
        for key in [good, bad] {
            try await store.write { db in
                try db.saveCacheEntry(
                    CacheEntry(key: key, fetchedAt: fetched, validators: CacheValidators(), payload: Data("[]".utf8)))
            }
        }
        try await store.write { db in
            try db.execute(
                sql: "UPDATE cache_entries SET fetched_at = 'garbage', etag = x'00ff' WHERE key = ?",
                arguments: [bad.rawValue])
        }

        let entries = try await store.info().entries

        #expect(entries.count == 2)
        let damaged = try #require(entries.first { $0.key == bad })
        #expect(damaged.fetchedAt == nil)
        #expect(damaged.etag == nil)
        #expect(damaged.age(at: fetched) == nil)
        #expect(!damaged.isFresh(at: fetched, timeToLive: 300))
        let healthy = try #require(entries.first { $0.key == good })
        #expect(healthy.fetchedAt == fetched)
        #expect(healthy.isFresh(at: fetched, timeToLive: 300))
    }
}

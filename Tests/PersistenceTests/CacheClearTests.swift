import Foundation
import Testing

@testable import Persistence

/// `clear()` is one write transaction on the file other connections have open: they see an empty cache with every
/// table in place, never a missing file or table, and the file is the same one throughout.
@Suite struct CacheClearTests {
    private let key = CacheKey(rawValue: "GET https://jsonplaceholder.typicode.com/posts")

    @Test func anotherConnectionSeesAnEmptyCacheWithItsTablesAndTheSameFile() async throws {
        let folder = try TemporaryDirectory()
        let path = folder.file("cache.sqlite")
        let clearing = try await SQLiteCacheStore.open(path: path, featureMigrations: [postsTable])
        let other = try await SQLiteCacheStore.open(path: path, featureMigrations: [postsTable])
        try await other.write { writer in
            try replacePosts(writer, generation: 1, count: 20)
            try writer.saveCacheEntry(CacheEntry(key: key, fetchedAt: Date()))
        }
        let inode = FileIdentity(path: path)

        try await clearing.clear()

        #expect(FileIdentity(path: path) == inode, "the file is emptied in place, never removed or replaced")
        #expect(try await other.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM posts") } == 0)
        #expect(try await other.entry(for: key) == nil)
        #expect(try await other.schemaVersion() == 2)
        // The other connection keeps writing to the same file, and the clearing one sees it.
        try await other.write { try replacePosts($0, generation: 2, count: 3) }
        #expect(try await clearing.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM posts") } == 3)
        await other.close()
        await clearing.close()
    }

    @Test func rowsThatReferToEachOtherAreClearedTogether() async throws {
        let folder = try TemporaryDirectory()
        let linked = Migration(
            version: 2, name: "parents and children",
            sql: """
                CREATE TABLE parents (id INTEGER PRIMARY KEY);
                CREATE TABLE children (id INTEGER PRIMARY KEY, parent INTEGER NOT NULL REFERENCES parents(id));
                """)
        let store = try await SQLiteCacheStore.open(path: folder.file("cache.sqlite"), featureMigrations: [linked])
        try await store.write { writer in
            try writer.execute(sql: "INSERT INTO parents (id) VALUES (1)")
            try writer.execute(sql: "INSERT INTO children (id, parent) VALUES (1, 1)")
        }

        try await store.clear()

        let counts = try await store.read { reader in
            [
                try Int.fetchOne(reader, sql: "SELECT count(*) FROM parents"),
                try Int.fetchOne(reader, sql: "SELECT count(*) FROM children"),
            ]
        }
        #expect(counts == [0, 0])
        await store.close()
    }
}

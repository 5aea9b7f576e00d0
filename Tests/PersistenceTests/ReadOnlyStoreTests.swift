import AtomicLogger
import Foundation
import Testing

@testable import Persistence

/// A store over a file it can only read answers from it, keeps what it holds readable after a write (on a copy in
/// memory, without another warning), and refuses to clear. The read-only mount itself is tested end to end.
@Suite struct ReadOnlyStoreTests {
    @Test func aWriteMovesTheStoreToACopyOfTheFileAndClearIsRefused() async throws {
        let folder = try TemporaryDirectory()
        let path = folder.file("cache.sqlite")
        // Kept open so that the -wal and -shm files stay, which `mode=ro` needs on a writable file system.
        let writer = try await SQLiteCacheStore.open(path: path, featureMigrations: [postsTable])
        try await writer.write { try replacePosts($0, generation: 1, count: 4) }
        let migrator = try SQLiteCacheStore.makeMigrator(featureMigrations: [postsTable])
        let database = try #require(await SQLiteCacheStore.openReadOnly(path: path, migrator: migrator))
        let warnings = WarningLines()
        let store = SQLiteCacheStore(
            path: path, migrator: migrator, configuration: DatabaseConfiguration(), database: database,
            fallback: .init(warn: { warnings.append($0) }, logger: .disabled), isReadOnly: true)

        #expect(try await store.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM posts") } == 4)
        try await store.write { try $0.execute(sql: "INSERT INTO posts (id, generation, title) VALUES (9, 2, 'new')") }

        #expect(try await store.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM posts") } == 5)
        #expect(warnings.all.isEmpty)
        await #expect(throws: PersistenceError.readOnly(path: path)) { try await store.clear() }
        #expect(try await writer.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM posts") } == 4)
        await store.close()
        await writer.close()
    }

    @Test func aFileWithAnotherSchemaVersionIsNotOpenedReadOnly() async throws {
        let folder = try TemporaryDirectory()
        let path = folder.file("cache.sqlite")
        let older = try await SQLiteCacheStore.open(path: path)
        let migrator = try SQLiteCacheStore.makeMigrator(featureMigrations: [postsTable])
        #expect(await SQLiteCacheStore.openReadOnly(path: path, migrator: migrator) == nil)
        await older.close()
    }
}

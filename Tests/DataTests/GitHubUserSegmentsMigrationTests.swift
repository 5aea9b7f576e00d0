import Domain
import Foundation
import Networking
import Persistence
import Testing

@testable import Data

/// The segments move into one b-tree keyed by origin, `since` and cache key, with every row kept.
@Suite("GitHub user segments migration")
struct GitHubUserSegmentsMigrationTests {
    private static func temporaryPath() -> String {
        FileManager.default.temporaryDirectory
            .appendingPathComponent("atomic-segments-migration-\(UUID().uuidString).sqlite").path
    }

    /// The migrations before the segments' own b-tree.
    private static var previousMigrations: [Migration] {
        let segments = GitHubUsersSchema.migrations[2].version
        return FeatureMigrations.all.filter { $0.version < segments }
    }

    @Test("every segment is kept, in a table with no index of its own, and the users answer from it offline")
    func keepsTheSegments() async throws {
        let path = Self.temporaryPath()
        defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) } }
        let origin = GitHubUsersSchema.origin(of: RepositoryTestEnvironment.gitHubBaseURL)
        let keys = try [nil, 2].map { since in
            CacheKey(url: try RepositoryTestEnvironment.url(.users(since: since, perPage: 2)))
        }
        let env = try await RepositoryTestEnvironment()
        let previous = try await SQLiteCacheStore.open(path: path, featureMigrations: Self.previousMigrations)
        try await previous.write { writer in
            let originID = try GitHubUsersTables.originID(origin, in: writer)
            for key in keys {
                try writer.saveCacheEntry(CacheEntry(key: key, fetchedAt: env.clock.now))
            }
            for id in 1...3 {
                try writer.execute(
                    sql: "INSERT INTO github_users (origin_id, id, login) VALUES (?, ?, ?)",
                    arguments: [originID, id, "user\(id)"])
            }
            try writer.execute(
                sql: """
                    INSERT INTO github_user_segments (cache_key, origin_id, since, last_id, next_since, page_size)
                    VALUES (?, ?, 0, 2, 2, 2), (?, ?, 2, 3, NULL, 2)
                    """, arguments: [keys[0].rawValue, originID, keys[1].rawValue, originID])
        }
        await previous.close()

        let store = try await SQLiteCacheStore.open(path: path, featureMigrations: FeatureMigrations.all)
        #expect(try await store.schemaVersion() == FeatureMigrations.all.last?.version)
        let rows = try await store.read { reader in
            try Row.fetchAll(
                reader,
                sql:
                    "SELECT cache_key || ' ' || since || ' ' || last_id || ' ' || ifnull(next_since, 'end') FROM github_user_segments ORDER BY since"
            ).map { try $0.value(at: 0, as: String.self) }
        }
        #expect(rows == ["\(keys[0].rawValue) 0 2 2", "\(keys[1].rawValue) 2 3 end"])
        let indexes = try await store.read { reader in
            try Int.fetchOne(
                reader,
                sql: "SELECT COUNT(*) FROM sqlite_schema WHERE type = 'index' AND tbl_name = 'github_user_segments'")
        }
        #expect(indexes == 0)

        let repository = CachedGitHubUsersRepository(
            client: env.client, baseURL: RepositoryTestEnvironment.gitHubBaseURL,
            policy: CachePolicy(store: store, clock: env.clock, mode: .offline))
        let page = try await repository.users(after: nil, pageSize: 3, context: .automatic)
        #expect(page.value.users.map(\.id) == [1, 2, 3])
        #expect(page.value.next == nil)
    }
}

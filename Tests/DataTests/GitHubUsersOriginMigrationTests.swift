import AtomicCore
import Domain
import Foundation
import Persistence
import Testing

@testable import Data

/// The schema moves forward from the format in which users, segments and profiles had no origin.
@Suite("GitHub users origin migration")
struct GitHubUsersOriginMigrationTests {
    private static func temporaryPath() -> String {
        FileManager.default.temporaryDirectory
            .appendingPathComponent("atomic-origin-migration-\(UUID().uuidString).sqlite").path
    }

    /// The migrations up to the format before the origin: every one below the origin migration.
    private static var previousMigrations: [Migration] {
        let origin = GitHubUsersSchema.migrations[1].version
        return FeatureMigrations.all.filter { $0.version < origin }
    }

    /// A database file in the previous format: a user row, a list segment and a profile with their cache entries,
    /// and a posts entry.
    private static func makePreviousFormat(at path: String) async throws {
        let store = try await SQLiteCacheStore.open(path: path, featureMigrations: previousMigrations)
        try await store.write { writer in
            let fetchedAt = Date(timeIntervalSince1970: 1_700_000_000)
            for key in [
                "GET https://api.github.com/users?per_page=5", "GET https://api.github.com/users/octocat",
                "GET https://jsonplaceholder.typicode.com/posts",
            ] {
                try writer.saveCacheEntry(CacheEntry(key: CacheKey(rawValue: key), fetchedAt: fetchedAt))
            }
            try writer.execute(sql: "INSERT INTO github_users (id, login) VALUES (1, 'mojombo')")
            try writer.execute(
                sql: """
                    INSERT INTO github_user_segments (cache_key, since, last_id, next_since, page_size)
                    VALUES ('GET https://api.github.com/users?per_page=5', 0, 1, NULL, 5)
                    """)
            try writer.execute(
                sql: """
                    INSERT INTO github_profiles (login_key, id, login, public_repos, public_gists, followers, following)
                    VALUES ('octocat', 583231, 'octocat', 8, 8, 9000, 9)
                    """)
            try writer.execute(sql: "INSERT INTO posts (id, user_id, title, body) VALUES (1, 1, 'title', 'body')")
        }
    }

    @Test("rows without an origin are dropped with their cache entries; posts are kept")
    func fromThePreviousFormat() async throws {
        let path = Self.temporaryPath()
        defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) } }
        try await Self.makePreviousFormat(at: path)

        let store = try await SQLiteCacheStore.open(path: path, featureMigrations: FeatureMigrations.all)

        #expect(try await store.schemaVersion() == FeatureMigrations.all.last?.version)
        let keys = try await store.read { try $0.cacheEntrySummaries().map(\.key.rawValue) }
        #expect(keys == ["GET https://jsonplaceholder.typicode.com/posts"])
        for table in ["github_users", "github_user_segments", "github_profiles"] {
            let rows = try await store.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM \(table)") }
            #expect(rows == 0, "\(table)")
            let columns = try await store.read { reader in
                try Row.fetchAll(reader, sql: "SELECT name FROM pragma_table_info('\(table)')")
                    .map { try $0.value("name", as: String.self) }
            }
            #expect(columns.contains("origin_id"), "\(table)")
        }
        let posts = try await store.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM posts") }
        #expect(posts == 1)
    }

    @Test("after the migration the users are fetched again and stored under their origin")
    func usersWorkAfterTheMigration() async throws {
        let path = Self.temporaryPath()
        defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) } }
        try await Self.makePreviousFormat(at: path)
        let store = try await SQLiteCacheStore.open(path: path, featureMigrations: FeatureMigrations.all)
        let env = try await RepositoryTestEnvironment()
        env.transport.stub(
            url: try RepositoryTestEnvironment.url(.users(since: nil, perPage: 5)),
            .json(#"[{"login":"mojombo","id":1},{"login":"defunkt","id":2}]"#))
        let repository = CachedGitHubUsersRepository(
            client: env.client, baseURL: RepositoryTestEnvironment.gitHubBaseURL,
            policy: CachePolicy(store: store, clock: env.clock))

        let page = try await repository.users(after: nil, pageSize: 5, context: .automatic)

        #expect(page.value.users.map(\.login) == ["mojombo", "defunkt"])
        let origins = try await store.read { reader in
            try Row.fetchAll(
                reader, sql: "SELECT DISTINCT o.origin FROM github_users u JOIN github_origins o ON o.id = u.origin_id"
            ).map {
                try $0.value("origin", as: String.self)
            }
        }
        #expect(origins == ["https://api.github.test"])
    }
}

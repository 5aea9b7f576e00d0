import AtomicCore
import Domain
import Foundation
import Persistence
import Testing

@testable import Data

/// The schema moves forward from the format in which list pages and profiles were JSON bodies in cache entries.
@Suite("GitHub users migration")
struct GitHubUsersMigrationTests {
    private static func temporaryPath() -> String {
        FileManager.default.temporaryDirectory
            .appendingPathComponent("atomic-migration-\(UUID().uuidString).sqlite").path
    }

    /// A database file as the previous release left it: the store's and the posts' tables, a list page and a
    /// profile stored as bodies, and a posts entry whose rows live in their table.
    private static func makePreviousFormat(at path: String) async throws {
        // The posts feed's tables alone (the first of the feature's migrations), as the builds before the GitHub
        // users' rows had them.
        let store = try await SQLiteCacheStore.open(
            path: path, featureMigrations: Array(PostsSchema.migrations.prefix(1)))
        try await store.write { writer in
            try writer.saveCacheEntry(
                CacheEntry(
                    key: CacheKey(rawValue: "GET https://api.github.com/users?per_page=5"),
                    fetchedAt: Date(timeIntervalSince1970: 1_700_000_000),
                    validators: CacheValidators(etag: "\"page\""),
                    payload: Data(#"{"users":[{"login":"mojombo","id":1}],"nextSince":1}"#.utf8)))
            try writer.saveCacheEntry(
                CacheEntry(
                    key: CacheKey(rawValue: "GET https://api.github.com/users/octocat"),
                    fetchedAt: Date(timeIntervalSince1970: 1_700_000_000),
                    payload: Data(#"{"login":"octocat","id":583231}"#.utf8)))
            try writer.saveCacheEntry(
                CacheEntry(
                    key: CacheKey(rawValue: "GET https://jsonplaceholder.typicode.com/posts"),
                    fetchedAt: Date(timeIntervalSince1970: 1_700_000_000)))
            try writer.execute(sql: "INSERT INTO posts (id, user_id, title, body) VALUES (1, 1, 'title', 'body')")
        }
    }

    @Test("page and profile bodies are dropped, posts are kept, and the users tables are created")
    func fromThePreviousFormat() async throws {
        let path = Self.temporaryPath()
        defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) } }
        try await Self.makePreviousFormat(at: path)

        let store = try await SQLiteCacheStore.open(path: path, featureMigrations: FeatureMigrations.all)

        #expect(try await store.schemaVersion() == FeatureMigrations.all.last?.version)
        let keys = try await store.read { reader in
            try reader.cacheEntrySummaries().map(\.key.rawValue)
        }
        #expect(keys == ["GET https://jsonplaceholder.typicode.com/posts"])
        let posts = try await store.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM posts") }
        #expect(posts == 1)
        let tables = try await store.read { reader in
            try Row.fetchAll(reader, sql: "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
                .map { try $0.value("name", as: String.self) }
        }
        #expect(Set(["github_users", "github_user_segments", "github_profiles"]).isSubset(of: Set(tables)))
    }

    @Test("after the migration the users are fetched again and stored as rows")
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
        let rows = try await store.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM github_users") }
        #expect(rows == 2)
    }
}

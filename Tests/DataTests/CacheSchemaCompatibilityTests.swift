import Foundation
import Persistence
import Testing

@testable import Data

/// Cache files written before the migrations were registered by name keep opening and migrating as they did: the
/// versions are the same numbers, each step runs the same SQL, and a file at any earlier version ends with the
/// schema a new file gets, to the byte of the SQL that SQLite records.
@Suite("Cache schema compatibility")
struct CacheSchemaCompatibilityTests {
    /// Every step of the cache's schema as earlier releases applied it: the version each stored in
    /// `PRAGMA user_version`, its name, and its SQL, copied from those releases.
    static let previousSteps: [(version: Int, name: String, sql: String)] = [
        (
            1, "create cache_entries",
            """
            CREATE TABLE cache_entries (
                key TEXT PRIMARY KEY NOT NULL,
                fetched_at REAL NOT NULL,
                etag TEXT,
                last_modified TEXT,
                payload BLOB
            );
            """
        ),
        (
            2, "create posts, post_authors and comments",
            """
            CREATE TABLE posts (
                id INTEGER PRIMARY KEY,
                user_id INTEGER NOT NULL,
                title TEXT NOT NULL,
                body TEXT NOT NULL
            );
            CREATE INDEX posts_user_id ON posts(user_id);
            CREATE TABLE post_authors (
                id INTEGER PRIMARY KEY,
                name TEXT NOT NULL,
                username TEXT NOT NULL,
                email TEXT,
                phone TEXT,
                website TEXT,
                company_name TEXT,
                city TEXT
            );
            CREATE TABLE comments (
                id INTEGER PRIMARY KEY,
                post_id INTEGER NOT NULL,
                name TEXT NOT NULL,
                email TEXT NOT NULL,
                body TEXT NOT NULL
            );
            CREATE INDEX comments_post_id ON comments(post_id);
            """
        ),
        (
            3, "GitHub users as rows and id-range segments; drop page and profile bodies",
            """
            DELETE FROM cache_entries WHERE payload IS NOT NULL;
            CREATE TABLE github_users (
                id INTEGER PRIMARY KEY,
                login TEXT NOT NULL,
                avatar_url TEXT,
                html_url TEXT,
                type TEXT,
                site_admin INTEGER
            );
            CREATE TABLE github_user_segments (
                cache_key TEXT PRIMARY KEY NOT NULL,
                since INTEGER NOT NULL,
                last_id INTEGER NOT NULL,
                next_since INTEGER,
                page_size INTEGER NOT NULL
            );
            CREATE INDEX github_user_segments_since ON github_user_segments(since);
            CREATE INDEX github_user_segments_next_since ON github_user_segments(next_since);
            CREATE TABLE github_profiles (
                login_key TEXT PRIMARY KEY NOT NULL,
                id INTEGER NOT NULL,
                login TEXT NOT NULL,
                name TEXT,
                company TEXT,
                blog TEXT,
                location TEXT,
                email TEXT,
                hireable INTEGER,
                bio TEXT,
                twitter_username TEXT,
                public_repos INTEGER NOT NULL,
                public_gists INTEGER NOT NULL,
                followers INTEGER NOT NULL,
                following INTEGER NOT NULL,
                created_at TEXT,
                updated_at TEXT,
                avatar_url TEXT,
                html_url TEXT,
                type TEXT,
                site_admin INTEGER
            );
            """
        ),
        (
            4, "create app_state",
            """
            CREATE TABLE app_state (
                name TEXT PRIMARY KEY NOT NULL,
                value TEXT NOT NULL
            );
            """
        ),
        (
            5, "GitHub users, segments and profiles keyed by the API origin they came from",
            """
            DELETE FROM cache_entries WHERE key IN (SELECT cache_key FROM github_user_segments);
            DELETE FROM cache_entries WHERE EXISTS (
                SELECT 1 FROM github_profiles p
                WHERE substr(cache_entries.key, -(length(p.login_key) + 7)) = '/users/' || p.login_key);
            DROP TABLE github_users;
            DROP TABLE github_user_segments;
            DROP TABLE github_profiles;
            CREATE TABLE github_origins (
                id INTEGER PRIMARY KEY,
                origin TEXT NOT NULL UNIQUE
            );
            CREATE TABLE github_users (
                origin_id INTEGER NOT NULL,
                id INTEGER NOT NULL,
                login TEXT NOT NULL,
                avatar_url TEXT,
                html_url TEXT,
                type TEXT,
                site_admin INTEGER,
                PRIMARY KEY (origin_id, id)
            ) WITHOUT ROWID;
            CREATE TABLE github_user_segments (
                cache_key TEXT PRIMARY KEY NOT NULL,
                origin_id INTEGER NOT NULL,
                since INTEGER NOT NULL,
                last_id INTEGER NOT NULL,
                next_since INTEGER,
                page_size INTEGER NOT NULL
            );
            CREATE INDEX github_user_segments_since ON github_user_segments(origin_id, since);
            CREATE INDEX github_user_segments_next_since ON github_user_segments(origin_id, next_since);
            CREATE TABLE github_profiles (
                origin_id INTEGER NOT NULL,
                login_key TEXT NOT NULL,
                id INTEGER NOT NULL,
                login TEXT NOT NULL,
                name TEXT,
                company TEXT,
                blog TEXT,
                location TEXT,
                email TEXT,
                hireable INTEGER,
                bio TEXT,
                twitter_username TEXT,
                public_repos INTEGER NOT NULL,
                public_gists INTEGER NOT NULL,
                followers INTEGER NOT NULL,
                following INTEGER NOT NULL,
                created_at TEXT,
                updated_at TEXT,
                avatar_url TEXT,
                html_url TEXT,
                type TEXT,
                site_admin INTEGER,
                PRIMARY KEY (origin_id, login_key)
            );
            """
        ),
        (
            6, "GitHub user segments as one b-tree keyed by origin and since",
            """
            CREATE TABLE github_user_segments_by_since (
                origin_id INTEGER NOT NULL,
                since INTEGER NOT NULL,
                cache_key TEXT NOT NULL,
                last_id INTEGER NOT NULL,
                next_since INTEGER,
                page_size INTEGER NOT NULL,
                PRIMARY KEY (origin_id, since, cache_key)
            ) WITHOUT ROWID;
            INSERT OR IGNORE INTO github_user_segments_by_since
                (origin_id, since, cache_key, last_id, next_since, page_size)
                SELECT origin_id, since, cache_key, last_id, next_since, page_size FROM github_user_segments;
            DROP TABLE github_user_segments;
            ALTER TABLE github_user_segments_by_since RENAME TO github_user_segments;
            """
        ),
        (
            10, "create post_author_profiles",
            """
            CREATE TABLE post_author_profiles (
                id INTEGER PRIMARY KEY,
                name TEXT NOT NULL,
                username TEXT NOT NULL,
                email TEXT,
                street TEXT,
                suite TEXT,
                city TEXT,
                zipcode TEXT,
                phone TEXT,
                website TEXT,
                company_name TEXT,
                company_catch_phrase TEXT,
                company_business TEXT
            );
            """
        ),
    ]

    /// The version of the newest of ``previousSteps``: the versions are not contiguous, as those of the features
    /// outside ``FeatureMigrations/all`` (the relations' and the repositories') are not among them.
    static var newestVersion: Int { previousSteps.last?.version ?? 0 }

    /// The store's and the features' migrations, as the app registers them now.
    static var migrator: DatabaseMigrator {
        get throws { try DatabaseMigrator(migrations: SQLiteCacheStore.coreMigrations + FeatureMigrations.all) }
    }

    /// A database brought to `version` the way earlier releases did it: each step's SQL and then its version, in
    /// one write transaction per step.
    static func previousDatabase(at version: Int) async throws -> DatabaseQueue {
        let queue = try DatabaseQueue.inMemory()
        for step in previousSteps where step.version <= version {
            try await queue.write { db in
                try db.executeScript(step.sql)
                try db.setSchemaVersion(step.version)
            }
        }
        return queue
    }

    /// What SQLite records of a database's schema: every table's and index's type, name and SQL.
    static func schema(of queue: DatabaseQueue) async throws -> [Row] {
        try await queue.read { db in
            try Row.fetchAll(db, sql: "SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY type, name")
        }
    }

    @Test("the migrations keep their version numbers and names")
    func sameVersionsAndNames() throws {
        let migrations = try Self.migrator.migrations
        #expect(migrations.map(\.version) == Self.previousSteps.map(\.version))
        #expect(migrations.map(\.name) == Self.previousSteps.map(\.name))
    }

    @Test("a database at any earlier version applies exactly the steps above it and ends with a new file's schema")
    func migratesFromEveryEarlierVersion() async throws {
        let fresh = try DatabaseQueue.inMemory()
        try await Self.migrator.migrate(fresh)
        let expected = try await Self.schema(of: fresh)
        #expect(try await Self.schema(of: Self.previousDatabase(at: Self.newestVersion)) == expected)
        for version in [0] + Self.previousSteps.map(\.version) {
            let queue = try await Self.previousDatabase(at: version)
            let applied = try await Self.migrator.migrate(queue)
            #expect(applied == Self.previousSteps.map(\.version).filter { $0 > version })
            #expect(try await queue.read { try $0.schemaVersion() } == Self.newestVersion)
            #expect(try await Self.schema(of: queue) == expected)
        }
    }

    @Test("a cache file of the previous format opens with its rows and is not migrated again")
    func opensAFileOfThePreviousFormat() async throws {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("atomic-compatibility-\(UUID().uuidString).sqlite").path
        defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) } }
        let previous = try DatabaseQueue(path: path)
        for step in Self.previousSteps {
            try await previous.write { db in
                try db.executeScript(step.sql)
                try db.setSchemaVersion(step.version)
            }
        }
        try await previous.write { db in
            try db.executeScript("PRAGMA application_id = \(SQLiteCacheStore.applicationID)")
            try db.execute(sql: "INSERT INTO app_state (name, value) VALUES ('route', 'posts')")
            try db.execute(sql: "INSERT INTO posts (id, user_id, title, body) VALUES (1, 1, 'title', 'body')")
        }
        await previous.close()

        let store = try await SQLiteCacheStore.open(path: path, featureMigrations: FeatureMigrations.all)

        #expect(try await store.schemaVersion() == Self.newestVersion)
        #expect(try await store.read { try String.fetchOne($0, sql: "SELECT value FROM app_state") } == "posts")
        #expect(try await store.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM posts") } == 1)
    }
}

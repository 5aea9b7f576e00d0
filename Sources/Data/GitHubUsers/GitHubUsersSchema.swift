import Foundation
import Persistence

/// The GitHub Users feature's tables: users as rows, list pages as id-range segments, profiles as rows.
///
/// Every row belongs to the API it came from, its origin: the API's base URL as the cache keys spell it
/// (`https://api.github.com`, `https://HOST/api/v3`), so two servers' users, ranges and profiles never mix.
/// `github_origins` numbers the origins seen (`id`, `origin`), and the rows carry that number as `origin_id`,
/// so that keys stay small integers.
///
/// - `github_users`: one row per user seen in one API's list, keyed by origin and GitHub's id, with the fields the
///   list shows and serves (login, avatar and profile URLs, account type, site admin).
/// - `github_user_segments`: one row per list page fetched (`GET /users?since=S&per_page=P`), keyed by its origin,
///   its `since` and its cache key (which names both), in one b-tree (`WITHOUT ROWID`): the range queries walk it
///   in `since` order and a page's segment is found by its key's three parts. A segment proves that the users with
///   `since < id ≤ end` are exactly the `github_users` rows of its origin in that range, where `end` is
///   `next_since` (the next page's cursor from `Link`, never below the page's `last_id`), or unbounded when the page
///   ended the list (`next_since` is `NULL`). Its fetch time and validators are those of its cache entry (same
///   key), so `cache info` lists it and `cache clear` forgets it.
/// - `github_profiles`: one row per profile (`GET /users/{login}`), keyed by origin and the lower-cased login, with
///   a column for every field of GitHub's `user` shape that the app keeps; its cache entry holds the validators.
public enum GitHubUsersSchema {
    /// The migrations; they continue after ``PostsSchema/migrations``.
    ///
    /// The first one drops the cache entries that held list pages and profiles as JSON bodies (the only
    /// entries with a payload before it), since the tables now hold that data; nothing but cached data is lost.
    /// The second one keys the rows by origin: rows stored before it cannot say which server they came from, so
    /// it drops them, with the cache entries of their segments and profiles, and they are fetched again. The third
    /// one keeps the segments in one b-tree, keyed by origin, `since` and cache key, instead of a table, its key's
    /// index and two more indexes, so that storing a page writes one b-tree of segments rather than four; no data is
    /// lost.
    public static let migrations = [
        Migration(
            version: SQLiteCacheStore.coreSchemaVersion + 2,
            name: "GitHub users as rows and id-range segments; drop page and profile bodies",
            sql: """
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
                \(profileFields)
                );
                """),
        Migration(
            version: SQLiteCacheStore.coreSchemaVersion + 4,
            name: "GitHub users, segments and profiles keyed by the API origin they came from",
            sql: """
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
                \(profileFields),
                    PRIMARY KEY (origin_id, login_key)
                );
                """),
        Migration(
            version: SQLiteCacheStore.coreSchemaVersion + 5,
            name: "GitHub user segments as one b-tree keyed by origin and since",
            sql: """
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
                """),
    ]

    /// The columns of `github_profiles` that hold GitHub's `user` fields, after its key: the same in both migrations
    /// that create the table (they differ in the key only). Both have run on users' files, so this text stays as it
    /// is; a new column comes with a new migration (`ALTER TABLE ... ADD COLUMN`). Each line keeps the four spaces
    /// it had inside the migrations, so the table's SQL that SQLite records is the same as before, to the byte.
    static let profileFields = """
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
        """

    /// The origin the rows of the API at `baseURL` are stored under: the URL the cache keys use for it, without
    /// the `/users` resource (`https://api.github.com`, `http://127.0.0.1:8080`, `https://HOST/api/v3`).
    static func origin(of baseURL: URL) -> String {
        let usersURL = try? GitHub(baseURL: baseURL).users(since: nil, perPage: 1).makeURL()
        guard let usersURL, var components = URLComponents(url: usersURL, resolvingAgainstBaseURL: false) else {
            return baseURL.absoluteString
        }
        components.query = nil
        components.fragment = nil
        if components.path.hasSuffix("/users") {
            components.path.removeLast("/users".count)
        }
        return components.string ?? baseURL.absoluteString
    }
}

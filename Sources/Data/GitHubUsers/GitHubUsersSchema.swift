import Persistence

/// The GitHub Users feature's tables: users as rows, list pages as id-range segments, profiles as rows.
///
/// - `github_users`: one row per user seen in the list, keyed by GitHub's id, with the fields the list shows and
///   serves (login, avatar and profile URLs, account type, site admin).
/// - `github_user_segments`: one row per list page fetched (`GET /users?since=S&per_page=P`), keyed by the page's
///   cache key. A segment proves that the users with `since < id ≤ end` are exactly the `github_users` rows in that
///   range, where `end` is `next_since` (the next page's cursor from `Link`, never below the page's `last_id`), or
///   unbounded when the page ended the list (`next_since` is `NULL`). Its fetch time and validators are those of
///   its cache entry (same key), so `cache info` lists it and `cache clear` forgets it.
/// - `github_profiles`: one row per profile (`GET /users/{login}`), keyed by the lower-cased login, with a column
///   for every field of GitHub's `user` shape that the app keeps; its cache entry holds the validators.
public enum GitHubUsersSchema {
    /// The migrations; they continue after ``PostsSchema/migrations``.
    ///
    /// The first one drops the cache entries that held list pages and profiles as JSON bodies (the only
    /// entries with a payload before it), since the tables now hold that data; nothing but cached data is lost.
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
                """)
    ]
}

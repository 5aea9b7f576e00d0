import Persistence

/// The Posts feature's tables, next to the cache's own: posts, their authors and comments (the feed), and the
/// authors' pages (`GET /users/{id}`, one row each, in `post_author_profiles`).
///
/// There are no foreign keys between them: each table is replaced on its own when its endpoint is
/// refetched, and a post whose author is unknown is still shown.
public enum PostsSchema {
    /// The migrations that create the tables; they continue the cache store's schema versions.
    public static let migrations = [
        Migration(
            version: SQLiteCacheStore.coreSchemaVersion + 1,
            name: "create posts, post_authors and comments",
            sql: """
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
                """),
        Migration(
            version: SQLiteCacheStore.coreSchemaVersion + 9,
            name: "create post_author_profiles",
            sql: """
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
                """),
    ]
}

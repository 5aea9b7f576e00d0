import Domain
import Persistence

/// The repositories feature's tables. `feature_user_repositories` holds each page's resources in the API's order
/// (`row_position`), `feature_user_repositories_pages` each page's next cursor; both are keyed by the API's origin
/// and the page's cache key (its URL). The origin is numbered in `github_origins`, as the GitHub users feature
/// numbers it, so two servers' rows never mix.
public enum UserRepositoriesSchema {
    /// The migration that creates the tables; it continues the cache store's schema versions.
    public static let migrations = [
        Migration(
            version: SQLiteCacheStore.coreSchemaVersion + 7,
            name: "create feature_user_repositories and feature_user_repositories_pages",
            sql: """
                CREATE TABLE feature_user_repositories_pages (
                    row_origin_id INTEGER NOT NULL,
                    row_cache_key TEXT NOT NULL,
                    next_cursor INTEGER,
                    PRIMARY KEY (row_origin_id, row_cache_key)
                ) WITHOUT ROWID;
                CREATE TABLE feature_user_repositories (
                    row_origin_id INTEGER NOT NULL,
                    row_cache_key TEXT NOT NULL,
                    row_position INTEGER NOT NULL,
                    "id" INTEGER NOT NULL,
                    "archived" INTEGER NOT NULL,
                    "description" TEXT,
                    "fork" INTEGER NOT NULL,
                    "forks_count" INTEGER NOT NULL,
                    "full_name" TEXT NOT NULL,
                    "html_url" TEXT NOT NULL,
                    "language" TEXT,
                    "name" TEXT NOT NULL,
                    "stargazers_count" INTEGER NOT NULL,
                    "updated_at" TEXT NOT NULL,
                    PRIMARY KEY (row_origin_id, row_cache_key, row_position)
                ) WITHOUT ROWID;
                """)
    ]

    /// The page stored under `cacheKey` for `origin`, or `nil` when none is.
    ///
    /// - Throws: ``PersistenceError/typeMismatch(column:expected:found:)`` for a row this app never writes,
    ///   so that the cache policy counts the page as unreadable.
    static func page(cacheKey: String, origin: String, in reader: Database) throws -> UserRepositoriesPage? {
        let originClause = "row_origin_id = (SELECT id FROM github_origins WHERE origin = ?)"
        guard
            let stored = try Row.fetchOne(
                reader,
                sql: """
                    SELECT next_cursor FROM feature_user_repositories_pages
                    WHERE \(originClause) AND row_cache_key = ?
                    """, arguments: [origin, cacheKey])
        else { return nil }
        let rows = try Row.fetchAll(
            reader,
            sql: """
                SELECT
                    "id", "archived", "description", "fork", "forks_count", "full_name", "html_url",
                    "language", "name", "stargazers_count", "updated_at"
                FROM feature_user_repositories
                WHERE \(originClause) AND row_cache_key = ? ORDER BY row_position
                """, arguments: [origin, cacheKey])
        let items = try rows.map { row in
            Repository(
                id: try row.value(at: 0),
                archived: try row.value(at: 1),
                description: try row.value(at: 2),
                fork: try row.value(at: 3),
                forksCount: try row.value(at: 4),
                fullName: try row.value(at: 5),
                htmlURL: try row.value(at: 6),
                language: try row.value(at: 7),
                name: try row.value(at: 8),
                stargazersCount: try row.value(at: 9),
                updatedAt: try row.value(at: 10))
        }
        return UserRepositoriesPage(items: items, next: try stored.value(at: 0, as: Int?.self))
    }

    /// Replaces the page stored under `cacheKey` for `origin` with `dtos` and its `next` cursor, inside the
    /// caller's transaction; returns the page in domain terms.
    static func replacePage(
        _ dtos: [RepositoryDTO], next: Int?, cacheKey: String, origin: String, in writer: Database
    ) throws -> UserRepositoriesPage {
        let originID = try GitHubUsersTables.originID(origin, in: writer)
        try writer.cachedStatement(
            sql: """
                DELETE FROM feature_user_repositories
                WHERE row_origin_id = ? AND row_cache_key = ?
                """
        ).execute(arguments: [originID, cacheKey])
        try writer.cachedStatement(
            sql: """
                INSERT OR REPLACE INTO feature_user_repositories_pages
                    (row_origin_id, row_cache_key, next_cursor)
                VALUES (?, ?, ?)
                """
        ).execute(arguments: [originID, cacheKey, next])
        let insert = try writer.cachedStatement(
            sql: """
                INSERT INTO feature_user_repositories (
                    row_origin_id, row_cache_key, row_position,
                    "id", "archived", "description", "fork", "forks_count", "full_name", "html_url",
                    "language", "name", "stargazers_count", "updated_at")
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
        var items: [Repository] = []
        items.reserveCapacity(dtos.count)
        // One array of values, changed in place from row to row: no allocation and no boxing per row.
        var row = [DatabaseValue](repeating: .null, count: 14)
        row[0] = originID.databaseValue
        row[1] = cacheKey.databaseValue
        for (position, dto) in dtos.enumerated() {
            let item = dto.toDomain()
            row[2] = position.databaseValue
            row[3] = item.id.databaseValue
            row[4] = item.archived.databaseValue
            row[5] = item.description.databaseValue
            row[6] = item.fork.databaseValue
            row[7] = item.forksCount.databaseValue
            row[8] = item.fullName.databaseValue
            row[9] = item.htmlURL.databaseValue
            row[10] = item.language.databaseValue
            row[11] = item.name.databaseValue
            row[12] = item.stargazersCount.databaseValue
            row[13] = item.updatedAt.databaseValue
            try insert.execute(values: row)
            items.append(item)
        }
        return UserRepositoriesPage(items: items, next: next)
    }
}

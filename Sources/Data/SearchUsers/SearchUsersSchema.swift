import Domain
import Persistence

/// The search users feature's tables. `feature_search_users` holds each page's resources in the API's order
/// (`row_position`), `feature_search_users_pages` each page's next cursor; both are keyed by the API's origin and
/// the page's cache key (its URL). The origin is numbered in `github_origins`, as the GitHub users feature numbers
/// it, so two servers' rows never mix.
public enum SearchUsersSchema {
    /// The migration that creates the tables; it continues the cache store's schema versions.
    public static let migrations = [
        Migration(
            version: SQLiteCacheStore.coreSchemaVersion + 8,
            name: "create feature_search_users and feature_search_users_pages",
            sql: """
                CREATE TABLE feature_search_users_pages (
                    row_origin_id INTEGER NOT NULL,
                    row_cache_key TEXT NOT NULL,
                    next_cursor INTEGER,
                    "incomplete_results" INTEGER NOT NULL,
                    "total_count" INTEGER NOT NULL,
                    PRIMARY KEY (row_origin_id, row_cache_key)
                ) WITHOUT ROWID;
                CREATE TABLE feature_search_users (
                    row_origin_id INTEGER NOT NULL,
                    row_cache_key TEXT NOT NULL,
                    row_position INTEGER NOT NULL,
                    "id" INTEGER NOT NULL,
                    "avatar_url" TEXT NOT NULL,
                    "html_url" TEXT NOT NULL,
                    "login" TEXT NOT NULL,
                    "site_admin" INTEGER NOT NULL,
                    "type" TEXT NOT NULL,
                    PRIMARY KEY (row_origin_id, row_cache_key, row_position)
                ) WITHOUT ROWID;
                """)
    ]

    /// The page stored under `cacheKey` for `origin`, or `nil` when none is.
    ///
    /// - Throws: ``PersistenceError/typeMismatch(column:expected:found:)`` for a row this app never writes,
    ///   so that the cache policy counts the page as unreadable.
    static func page(cacheKey: String, origin: String, in reader: Database) throws -> SearchUsersPage? {
        let originClause = "row_origin_id = (SELECT id FROM github_origins WHERE origin = ?)"
        guard
            let stored = try Row.fetchOne(
                reader,
                sql: """
                    SELECT next_cursor, "incomplete_results", "total_count" FROM feature_search_users_pages
                    WHERE \(originClause) AND row_cache_key = ?
                    """, arguments: [origin, cacheKey])
        else { return nil }
        let rows = try Row.fetchAll(
            reader,
            sql: """
                SELECT
                    "id", "avatar_url", "html_url", "login", "site_admin", "type"
                FROM feature_search_users
                WHERE \(originClause) AND row_cache_key = ? ORDER BY row_position
                """, arguments: [origin, cacheKey])
        let items = try rows.map { row in
            FoundUser(
                id: try row.value(at: 0),
                avatarURL: try row.value(at: 1),
                htmlURL: try row.value(at: 2),
                login: try row.value(at: 3),
                siteAdmin: try row.value(at: 4),
                type: try row.value(at: 5))
        }
        return SearchUsersPage(
            items: items, next: try stored.value(at: 0, as: Int?.self), incompleteResults: try stored.value(at: 1),
            totalCount: try stored.value(at: 2))
    }

    /// Replaces the page stored under `cacheKey` for `origin` with `answer`'s resources, its other fields and its
    /// `next` cursor, inside the caller's transaction; returns the page in domain terms.
    static func replacePage(
        _ answer: SearchUsersAnswerDTO, next: Int?, cacheKey: String, origin: String, in writer: Database
    ) throws -> SearchUsersPage {
        let dtos = answer.items
        let originID = try GitHubUsersTables.originID(origin, in: writer)
        try writer.cachedStatement(
            sql: """
                DELETE FROM feature_search_users
                WHERE row_origin_id = ? AND row_cache_key = ?
                """
        ).execute(arguments: [originID, cacheKey])
        try writer.cachedStatement(
            sql: """
                INSERT OR REPLACE INTO feature_search_users_pages
                    (row_origin_id, row_cache_key, next_cursor, "incomplete_results", "total_count")
                VALUES (?, ?, ?, ?, ?)
                """
        ).execute(arguments: [originID, cacheKey, next, answer.incompleteResults, answer.totalCount])
        let insert = try writer.cachedStatement(
            sql: """
                INSERT INTO feature_search_users (
                    row_origin_id, row_cache_key, row_position,
                    "id", "avatar_url", "html_url", "login", "site_admin", "type")
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
        var items: [FoundUser] = []
        items.reserveCapacity(dtos.count)
        // One array of values, changed in place from row to row: no allocation and no boxing per row.
        var row = [DatabaseValue](repeating: .null, count: 9)
        row[0] = originID.databaseValue
        row[1] = cacheKey.databaseValue
        for (position, dto) in dtos.enumerated() {
            let item = dto.toDomain()
            row[2] = position.databaseValue
            row[3] = item.id.databaseValue
            row[4] = item.avatarURL.databaseValue
            row[5] = item.htmlURL.databaseValue
            row[6] = item.login.databaseValue
            row[7] = item.siteAdmin.databaseValue
            row[8] = item.type.databaseValue
            try insert.execute(values: row)
            items.append(item)
        }
        return SearchUsersPage(
            items: items, next: next, incompleteResults: answer.incompleteResults, totalCount: answer.totalCount)
    }
}

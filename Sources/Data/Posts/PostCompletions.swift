import Persistence

/// The posts and post authors the cache holds, for shell completion: ids, with a title or a name to show beside
/// them.
public enum PostCompletions {
    /// At most `limit` stored posts whose id, written in decimal, begins with `prefix`, in the order of their ids,
    /// with their titles as stored (remote text: the caller cleans it before it reaches a terminal).
    ///
    /// - Throws: `PersistenceError` when reading fails.
    public static func posts(beginningWith prefix: String, limit: Int, in reader: Database) throws
        -> [(id: Int, title: String)]
    {
        try rows(
            sql: "SELECT id, title FROM posts WHERE CAST(id AS TEXT) LIKE ? ESCAPE '\\' ORDER BY id LIMIT ?",
            prefix: prefix, limit: limit, in: reader)
    }

    /// At most `limit` stored post authors whose id, written in decimal, begins with `prefix`, in the order of their
    /// ids, with their names as stored (remote text, as for ``posts(beginningWith:limit:in:)``); those of the posts
    /// list and of the author pages opened, each once.
    ///
    /// - Throws: `PersistenceError` when reading fails.
    public static func authors(beginningWith prefix: String, limit: Int, in reader: Database) throws
        -> [(id: Int, name: String)]
    {
        try rows(
            sql: """
                SELECT id, name FROM post_authors WHERE CAST(id AS TEXT) LIKE ? ESCAPE '\\'
                UNION SELECT id, name FROM post_author_profiles
                WHERE CAST(id AS TEXT) LIKE ? ESCAPE '\\' AND id NOT IN (SELECT id FROM post_authors)
                ORDER BY 1 LIMIT ?
                """, prefix: prefix, limit: limit, in: reader, patternCount: 2
        ).map { (id: $0.id, name: $0.title) }
    }

    private static func rows(
        sql: String, prefix: String, limit: Int, in reader: Database, patternCount: Int = 1
    ) throws -> [(id: Int, title: String)] {
        guard limit > 0 else { return [] }
        let pattern = LikePattern.prefix(prefix)
        var rows: [(id: Int, title: String)] = []
        let values: [(any DatabaseValueConvertible)?] = Array(repeating: pattern, count: patternCount) + [limit]
        try reader.cachedStatement(sql: sql).forEachRow(arguments: StatementArguments(values)) { row in
            rows.append((try row.int(at: 0), try row.text(at: 1)))
        }
        return rows
    }
}

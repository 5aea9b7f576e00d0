import Domain
import Foundation
import Persistence

/// Reads and writes the GitHub Users feature's rows (see ``GitHubUsersSchema``); every statement binds its values
/// and reads or writes the rows of one origin only (``GitHubUsersSchema/origin(of:)``).
enum GitHubUsersTables {
    /// What the database knows after a cursor: up to `limit` users in id order and the segments that prove them.
    struct Snapshot: Sendable {
        /// The users with `since < id`, at most `limit`, cut at the end of the known range.
        var users: [GitHubUser]
        /// The contiguous known range after `since`.
        var coverage: UserIDCoverage
        /// Whether `since` is the end of a stored segment (the list continues there but nothing after it is known);
        /// looked up only when nothing after `since` is known, and `false` otherwise.
        var touchesSegment: Bool
    }

    /// The users of `origin` after `since` that its stored segments prove, at most `limit`, with the coverage that
    /// proves them.
    static func snapshot(after since: Int, limit: Int, origin: String, in reader: Database) throws -> Snapshot {
        var users: [GitHubUser] = []
        users.reserveCapacity(limit)
        try reader.cachedStatement(
            sql:
                "SELECT id, login, avatar_url, html_url FROM github_users WHERE origin_id = (SELECT id FROM github_origins WHERE origin = ?) AND id > ? ORDER BY id LIMIT ?"
        ).forEachRow(arguments: [origin, since, limit]) { row in
            users.append(try user(from: row))
        }
        // A segment of the wrong types would be left out by the queries below: look for one whenever it could have
        // made the answer short. The same pass tells whether a segment ends at `since`, which only an empty answer
        // needs (looked up on its own below when the answer became empty only once cut to the known range).
        var endsAtSince: Int?
        if users.count < limit {
            endsAtSince = try checkSegmentTypes(origin: origin, countingSegmentsEndingAt: since, in: reader)
        }
        let reach = users.last?.id ?? since
        let segments = try segments(from: since, through: reach, origin: origin, in: reader)
        let coverage = UserIDCoverage(after: since, in: segments)
        if let end = coverage.end, let cut = users.firstIndex(where: { $0.id > end }) {
            users.removeSubrange(cut...)
        }
        // Only an empty answer needs to know whether `since` is where a stored segment ends.
        var touches = false
        if users.isEmpty, coverage.isEmpty {
            let endings =
                try endsAtSince
                ?? count(
                    "SELECT COUNT(*) FROM github_user_segments WHERE origin_id = (SELECT id FROM github_origins WHERE origin = ?) AND next_since = ?",
                    [origin, since], in: reader)
            touches = endings > 0
        }
        return Snapshot(users: users, coverage: coverage, touchesSegment: touches)
    }

    /// The user of a row of `SELECT id, login, avatar_url, html_url FROM github_users`; an address that is not an
    /// absolute `http(s)` URL counts as absent.
    static func user(from row: borrowing StatementRow) throws -> GitHubUser {
        GitHubUser(
            id: try row.int(at: 0), login: try row.text(at: 1),
            avatarURLText: LenientValue.webURLText(try row.optionalText(at: 2)),
            profileURLText: LenientValue.webURLText(try row.optionalText(at: 3)))
    }

    /// Throws ``PersistenceError/typeMismatch(column:expected:found:)`` when a segment of `origin` has columns of
    /// the wrong types, which the range queries would leave out (a scan of the small segments table).
    ///
    /// Returns, from the same pass, how many segments of `origin` end at `end` (their `next_since`).
    @discardableResult
    static func checkSegmentTypes(
        origin: String, countingSegmentsEndingAt end: Int = 0, in reader: Database
    ) throws -> Int {
        let row = try Row.fetchOne(
            reader.cachedStatement(
                sql: """
                    SELECT
                        COUNT(*) FILTER (WHERE typeof(since) <> 'integer' OR typeof(next_since) NOT IN ('integer', 'null')
                            OR typeof(page_size) <> 'integer'),
                        COUNT(*) FILTER (WHERE next_since = ?)
                    FROM github_user_segments WHERE origin_id = (SELECT id FROM github_origins WHERE origin = ?)
                    """), arguments: [end, origin])
        let damaged = try row?.value(at: 0, as: Int.self) ?? 0
        guard damaged == 0 else {
            throw PersistenceError.typeMismatch(
                column: "github_user_segments", expected: "segments as this app stores them",
                found: "\(damaged) unreadable segment(s)")
        }
        return try row?.value(at: 1, as: Int.self) ?? 0
    }

    /// The stored segments of `origin` whose range meets `(since, reach]` (or holds `since + 1` when
    /// `reach == since`), with the fetch time and validators of their cache entries; a segment without a cache
    /// entry counts as absent.
    static func segments(
        from since: Int, through reach: Int, origin: String, in reader: Database
    ) throws -> [UserIDSegment] {
        var segments: [UserIDSegment] = []
        try reader.cachedStatement(
            sql: """
                SELECT s.cache_key, s.since, s.next_since, s.page_size, e.fetched_at, e.etag, e.last_modified
                FROM github_user_segments s JOIN cache_entries e ON e.key = s.cache_key
                WHERE s.origin_id = (SELECT id FROM github_origins WHERE origin = ?) AND s.since <= ? AND (s.next_since IS NULL OR s.next_since > ?)
                ORDER BY s.since
                """
        ).forEachRow(arguments: [origin, max(reach, since), since]) { row in
            segments.append(
                UserIDSegment(
                    key: CacheKey(rawValue: try row.text(at: 0)), since: try row.int(at: 1),
                    end: try row.optionalInt(at: 2), pageSize: try row.int(at: 3),
                    fetchedAt: Date.fromDatabaseValue(.real(try row.double(at: 4))) ?? .distantPast,
                    validators: CacheValidators(
                        etag: try row.optionalText(at: 5), lastModified: try row.optionalText(at: 6))))
        }
        return segments
    }

    /// Whether the segment of `origin` stored under `key`, the page after `since`, still exists.
    static func hasSegment(_ key: CacheKey, since: Int, origin: String, in reader: Database) throws -> Bool? {
        let count = try count(
            "SELECT COUNT(*) FROM github_user_segments WHERE origin_id = (SELECT id FROM github_origins WHERE origin = ?) AND since = ? AND cache_key = ?",
            [origin, since, key.rawValue],
            in: reader)
        return count > 0 ? true : nil
    }

    /// Stores a page fetched from `origin` after `since` as the segment `key`, inside the caller's transaction: the
    /// origin's rows of the proven range are replaced by the page's users (users gone upstream disappear, renamed
    /// ones change), and its segments lying wholly inside the new range are dropped with their cache entries.
    ///
    /// Returns the users stored, as entities in id order, and the end of the proven range (nil: the end of the list).
    static func replacePage(
        _ page: GitHubUserPageRecord, since: Int, pageSize: Int, key: CacheKey, origin: String,
        in writer: Database
    ) throws -> (users: [GitHubUser], end: Int?) {
        let lastID = page.users.last?.id ?? since
        // The next cursor never points back inside the page; nil (end of list) proves everything above `since`.
        let end = page.nextSince.map { max($0, lastID) }
        let upper = end ?? Int.max
        let originID = try originID(origin, in: writer)
        try writer.cachedStatement(sql: "DELETE FROM github_users WHERE origin_id = ? AND id > ? AND id <= ?").execute(
            arguments: [
                originID, since, upper,
            ])
        let insert = try writer.cachedStatement(
            sql: """
                INSERT OR REPLACE INTO github_users (origin_id, id, login, avatar_url, html_url, type, site_admin)
                VALUES (?, ?, ?, ?, ?, ?, ?)
                """)
        var stored: [GitHubUser] = []
        stored.reserveCapacity(page.users.count)
        // One array of values, changed in place from row to row: no allocation and no boxing per row.
        var row = [DatabaseValue](repeating: .null, count: 7)
        row[0] = .integer(Int64(originID))
        for user in page.users where user.id > since && user.id <= upper {
            let avatarURL = LenientValue.text(user.avatarURL)
            let htmlURL = LenientValue.text(user.htmlURL)
            row[1] = .integer(Int64(user.id))
            row[2] = .text(user.login)
            row[3] = avatarURL.map(DatabaseValue.text) ?? .null
            row[4] = htmlURL.map(DatabaseValue.text) ?? .null
            row[5] = user.type.map(DatabaseValue.text) ?? .null
            row[6] = user.siteAdmin.map { .integer($0 ? 1 : 0) } ?? .null
            try insert.execute(values: row)
            stored.append(
                GitHubUser(
                    id: user.id, login: user.login, avatarURLText: LenientValue.webURLText(trimmed: avatarURL),
                    profileURLText: LenientValue.webURLText(trimmed: htmlURL)))
        }
        // As the table holds them: in id order, the last of any repeated id.
        if zip(stored, stored.dropFirst()).contains(where: { $0.id >= $1.id }) {
            var byID: [Int: GitHubUser] = [:]
            for user in stored { byID[user.id] = user }
            stored = byID.values.sorted { $0.id < $1.id }
        }
        try writer.cachedStatement(
            sql: """
                DELETE FROM cache_entries WHERE key IN (
                    SELECT cache_key FROM github_user_segments
                    WHERE origin_id = ? AND cache_key <> ? AND since >= ? AND next_since IS NOT NULL AND next_since <= ?)
                """
        ).execute(arguments: [originID, key.rawValue, since, upper])
        try writer.cachedStatement(
            sql: """
                DELETE FROM github_user_segments
                WHERE origin_id = ? AND cache_key <> ? AND since >= ? AND next_since IS NOT NULL AND next_since <= ?
                """
        ).execute(arguments: [originID, key.rawValue, since, upper])
        try writer.cachedStatement(
            sql: """
                INSERT OR REPLACE INTO github_user_segments (cache_key, origin_id, since, last_id, next_since, page_size)
                VALUES (?, ?, ?, ?, ?, ?)
                """
        ).execute(arguments: [key.rawValue, originID, since, lastID, end, pageSize])
        return (stored, end)
    }

    /// The number of `origin` in `github_origins`, given to it first when it has none, inside the caller's
    /// transaction.
    static func originID(_ origin: String, in writer: Database) throws -> Int {
        // Looked up first: the origin is almost always numbered already, and then nothing is written.
        let select = "SELECT id FROM github_origins WHERE origin = ?"
        if let id = try Row.fetchOne(writer.cachedStatement(sql: select), arguments: [origin])?.value(
            at: 0, as: Int.self)
        {
            return id
        }
        try writer.cachedStatement(sql: "INSERT OR IGNORE INTO github_origins (origin) VALUES (?)").execute(arguments: [
            origin
        ])
        guard
            let id = try Row.fetchOne(writer.cachedStatement(sql: select), arguments: [origin])?.value(
                at: 0, as: Int.self)
        else {
            throw PersistenceError.misuse("no number for the origin \(origin)")
        }
        return id
    }

    /// The count that `sql` (a `SELECT COUNT(*)`) gives with `arguments`, through the connection's statement cache.
    static func count(
        _ sql: String, _ arguments: [(any DatabaseValueConvertible)?] = [], in reader: Database
    ) throws -> Int {
        try Row.fetchOne(reader.cachedStatement(sql: sql), arguments: StatementArguments(arguments))?.value(
            at: 0, as: Int.self) ?? 0
    }

    /// Forgets every user, segment and segment cache entry stored for `origin`, inside the caller's transaction.
    static func removeAll(origin: String, in writer: Database) throws {
        try writer.execute(
            sql: """
                DELETE FROM cache_entries WHERE key IN (
                    SELECT cache_key FROM github_user_segments WHERE origin_id = (SELECT id FROM github_origins WHERE origin = ?))
                """, arguments: [origin])
        try writer.execute(
            sql: "DELETE FROM github_user_segments WHERE origin_id = (SELECT id FROM github_origins WHERE origin = ?)",
            arguments: [origin])
        try writer.execute(
            sql: "DELETE FROM github_users WHERE origin_id = (SELECT id FROM github_origins WHERE origin = ?)",
            arguments: [origin])
    }
}

import Domain
import Persistence

extension GitHubUsersTables {
    /// Which stored users of one origin answer a request for `limit` users after `since`, found from their ids and
    /// the segments alone, before any user is read: the first ``count`` users after `since`.
    struct KnownRange: Sendable, Equatable {
        /// How many users the answer holds: the `limit` asked for, or nil for every user after `since` (the known
        /// range then runs to the end of the list).
        let count: Int?
        /// The cursor after the answer: after its last user when the known range holds more users, else where the
        /// known range ends (`nil`: the list ended there).
        let next: UserCursor?
        /// The segments that prove the answer, in walking order.
        let segments: [UserIDSegment]
    }

    /// The users of `origin` after `since` that ``snapshot(after:limit:origin:in:)`` with `limit + 1` would give,
    /// when they are an answer of their own: `limit` users inside the contiguous known range, or fewer when that
    /// range runs to the end of the list (and holds any user). `nil` otherwise: the range stops short of `limit`
    /// users before the end of the list, or nothing after `since` is known.
    ///
    /// It reads ids only (the `limit`-th and the next one, through the primary key) and the segments that reach
    /// them, so deciding costs the same for 20 users as for 20,000.
    ///
    /// - Throws: ``PersistenceError/typeMismatch(column:expected:found:)`` when a damaged segment could have made
    ///   the answer short, as ``snapshot(after:limit:origin:in:)`` does; ``PersistenceError`` when reading fails.
    static func knownRange(after since: Int, limit: Int, origin: String, in reader: Database) throws
        -> KnownRange?
    {
        guard limit > 0 else { return nil }
        // The `limit`-th user after `since` and the one after it.
        var ids: [Int] = []
        try reader.cachedStatement(
            sql:
                "SELECT id FROM github_users WHERE origin_id = (SELECT id FROM github_origins WHERE origin = ?) AND id > ? ORDER BY id LIMIT 2 OFFSET ?"
        ).forEachRow(arguments: [origin, since, limit - 1]) { row in ids.append(try row.int(at: 0)) }
        if ids.count < 2 {
            try checkSegmentTypes(origin: origin, in: reader)
        }
        let reach: Int
        if let last = ids.last {
            reach = last
        } else {
            guard
                let last = try Row.fetchOne(
                    reader.cachedStatement(
                        sql:
                            "SELECT max(id) FROM github_users WHERE origin_id = (SELECT id FROM github_origins WHERE origin = ?) AND id > ?"
                    ), arguments: [origin, since])?.value(at: 0, as: Int?.self)
            else { return nil }
            reach = last
        }
        let coverage = UserIDCoverage(
            after: since, in: try segments(from: since, through: reach, origin: origin, in: reader))
        let end = coverage.end ?? Int.max
        if let limitID = ids.first, limitID <= end {
            let hasMore = ids.count > 1 && ids[1] <= end
            return KnownRange(
                count: limit, next: hasMore ? UserCursor(since: limitID) : coverage.end.map(UserCursor.init(since:)),
                segments: coverage.segments(through: limitID))
        }
        // Short of `limit` users: an answer only when the known range runs to the end of the list, which then holds
        // every user after `since`.
        guard coverage.end == nil else { return nil }
        return KnownRange(count: nil, next: nil, segments: coverage.segments)
    }

    /// Hands the first `count` users of `origin` after `since` (all of them when nil) to `receive` in id order, in
    /// batches of at most `batchSize` (1 at least), as they are read; returns how many there were.
    ///
    /// - Throws: ``PersistenceError`` when a row cannot be read (the batches handed over before it stand).
    static func forEachBatch(
        after since: Int, count limit: Int?, batchSize: Int, origin: String, in reader: Database,
        _ receive: ([GitHubUser]) -> Void
    ) throws -> Int {
        let size = max(batchSize, 1)
        var batch: [GitHubUser] = []
        batch.reserveCapacity(size)
        var count = 0
        try reader.cachedStatement(
            sql:
                "SELECT id, login, avatar_url, html_url FROM github_users WHERE origin_id = (SELECT id FROM github_origins WHERE origin = ?) AND id > ? ORDER BY id LIMIT ?"
        ).forEachRow(arguments: [origin, since, limit ?? -1]) { row in
            batch.append(try user(from: row))
            if batch.count == size {
                count += size
                receive(batch)
                // The receiver is done with the batch: its storage is used again for the next one.
                batch.removeAll(keepingCapacity: true)
            }
        }
        if !batch.isEmpty {
            count += batch.count
            receive(batch)
        }
        return count
    }

    /// The id of the stored user of `origin` whose login is `login` in any case (the lowest, should two rows share
    /// one), or `nil` when none is stored.
    ///
    /// - Throws: ``PersistenceError`` when reading fails or the id is not an integer.
    static func userID(login: String, origin: String, in reader: Database) throws -> Int? {
        try Row.fetchOne(
            reader.cachedStatement(
                sql:
                    "SELECT id FROM github_users WHERE origin_id = (SELECT id FROM github_origins WHERE origin = ?) AND login = ? COLLATE NOCASE ORDER BY id LIMIT 1"
            ), arguments: [origin, login])?.value(at: 0, as: Int.self)
    }
}

extension GitHubUsersTables {
    /// Where the page of `pageSize` users that ends at the user list position `since` starts, when the stored
    /// segments of `origin` prove every user from where that page starts up to `since` (one contiguous range
    /// holds `since` after its own start): after the (`pageSize` + 1)-th stored id at or below `since`, or, when the
    /// range holds fewer, at the range's start (``UserPageStart/beginning`` when the range starts the list). `nil`
    /// when no range proves the users just before `since`, or `since` is at the start of the list.
    ///
    /// It reads the segments up to `since` and one id through the primary key.
    ///
    /// - Throws: ``PersistenceError`` when reading fails.
    static func pageStart(before since: Int, pageSize: Int, origin: String, in reader: Database) throws
        -> UserPageStart?
    {
        guard since > 0, pageSize > 0 else { return nil }
        let ranges = UserIDCoverage.mergedRanges(of: try segments(from: 0, through: since, origin: origin, in: reader))
        guard let range = ranges.last(where: { $0.since < since && ($0.end.map { since <= $0 } ?? true) }) else {
            return nil
        }
        if let id = try storedID(atOrBelow: since, above: range.since, skipping: pageSize, origin: origin, in: reader) {
            return .after(UserCursor(since: id))
        }
        return range.since == 0 ? .beginning : .after(UserCursor(since: range.since))
    }

    /// Where the last page of `pageSize` users of the contiguous known range of `origin` after `since` starts:
    /// after the (`pageSize` + 1)-th stored id at or below the range's end (or below the last stored id when the
    /// range runs to the end of the list). `nil` when the range holds at most `pageSize` users after `since`, or
    /// nothing after `since` is known.
    ///
    /// It reads the segments of the range and two ids through the primary key.
    ///
    /// - Throws: ``PersistenceError`` when reading fails.
    static func lastPageStart(after since: Int, pageSize: Int, origin: String, in reader: Database) throws
        -> UserPageStart?
    {
        guard pageSize > 0,
            let last = try Row.fetchOne(
                reader.cachedStatement(
                    sql:
                        "SELECT max(id) FROM github_users WHERE origin_id = (SELECT id FROM github_origins WHERE origin = ?) AND id > ?"
                ), arguments: [origin, since])?.value(at: 0, as: Int?.self)
        else { return nil }
        let coverage = UserIDCoverage(
            after: since, in: try segments(from: since, through: last, origin: origin, in: reader))
        guard !coverage.isEmpty else { return nil }
        let end = min(coverage.end ?? last, last)
        guard let id = try storedID(atOrBelow: end, above: since, skipping: pageSize, origin: origin, in: reader)
        else { return nil }
        return .after(UserCursor(since: id))
    }

    /// How many stored users of `origin` have an id up to `since`, when one contiguous known range runs from the
    /// start of the list to `since` (so that they are all the users before it); `nil` otherwise. 0 for `since` 0.
    ///
    /// It reads the segments up to `since` and counts ids through the primary key.
    ///
    /// - Throws: ``PersistenceError`` when reading fails.
    static func userCount(upTo since: Int, origin: String, in reader: Database) throws -> Int? {
        guard since > 0 else { return 0 }
        guard try knownFromStart(through: since, origin: origin, in: reader) else { return nil }
        return try Row.fetchOne(
            reader.cachedStatement(
                sql:
                    "SELECT count(*) FROM github_users WHERE origin_id = (SELECT id FROM github_origins WHERE origin = ?) AND id <= ?"
            ), arguments: [origin, since])?.value(at: 0, as: Int?.self)
    }

    /// Where the page whose first user is the `row`-th stored user of `origin` (0 for the first) starts: after the
    /// id of the user before it, when one contiguous known range runs from the start of the list to that user;
    /// `nil` otherwise.
    ///
    /// - Throws: ``PersistenceError`` when reading fails.
    static func pageStart(atRow row: Int, origin: String, in reader: Database) throws -> UserPageStart? {
        guard row > 0 else { return row == 0 ? .beginning : nil }
        guard
            let before = try Row.fetchOne(
                reader.cachedStatement(
                    sql:
                        "SELECT id FROM github_users WHERE origin_id = (SELECT id FROM github_origins WHERE origin = ?) ORDER BY id LIMIT 1 OFFSET ?"
                ), arguments: [origin, row - 1])?.value(at: 0, as: Int?.self),
            try knownFromStart(through: before, origin: origin, in: reader)
        else { return nil }
        return .after(UserCursor(since: before))
    }

    /// Whether one contiguous known range of `origin` runs from the start of the list through `id`.
    private static func knownFromStart(through id: Int, origin: String, in reader: Database) throws -> Bool {
        let ranges = UserIDCoverage.mergedRanges(of: try segments(from: 0, through: id, origin: origin, in: reader))
        guard let first = ranges.first, first.since == 0 else { return false }
        return first.end.map { id <= $0 } ?? true
    }

    /// The stored id of `origin` that has `skipping` stored ids above it up to `limit` (inclusive), and is itself
    /// above `floor`: the start of the page of `skipping` users that ends at `limit`. `nil` when there are not that
    /// many.
    private static func storedID(
        atOrBelow limit: Int, above floor: Int, skipping: Int, origin: String, in reader: Database
    ) throws -> Int? {
        try Row.fetchOne(
            reader.cachedStatement(
                sql:
                    "SELECT id FROM github_users WHERE origin_id = (SELECT id FROM github_origins WHERE origin = ?) AND id <= ? AND id > ? ORDER BY id DESC LIMIT 1 OFFSET ?"
            ), arguments: [origin, limit, floor, skipping])?.value(at: 0, as: Int?.self)
    }
}

import CSQLite

/// Prepared statements that a ``Connection`` keeps between transactions, by their SQL text, so that SQL run over
/// and over (a feature's fixed queries, `BEGIN` and `COMMIT`) is parsed once per connection rather than once per
/// call.
///
/// An entry is either parked (reset, no bindings, holding no lock or snapshot) or lent to exactly one
/// ``Statement``; a second request for SQL whose entry is lent gets a statement of its own instead, so that nested
/// use of the same SQL never resets a statement that is still stepping. The connection finalizes every entry when
/// it closes; a statement lent from an entry refuses to run after that.
///
/// Like its connection, the cache is not thread-safe: it is used only on the owning ``DatabaseQueue``'s executor.
final class StatementCache {
    /// One cached statement and what ``Statement`` needs to know about it.
    final class Entry {
        /// The prepared statement.
        let handle: OpaquePointer
        /// The SQL text as SQLite keeps it.
        let sql: String
        /// The number of parameters.
        let parameterCount: Int
        /// Whether a ``Statement`` currently holds the entry.
        var isLent = false
        /// Whether the connection has finalized the statement (it closed); the handle must not be used.
        private(set) var isFinalized = false

        /// An entry that owns `handle`.
        init(handle: OpaquePointer) {
            self.handle = handle
            sql = sqlite3_sql(handle).map { String(cString: $0) } ?? ""
            parameterCount = Int(sqlite3_bind_parameter_count(handle))
        }

        /// Finalizes the statement; later calls do nothing.
        func finalize() {
            guard !isFinalized else { return }
            isFinalized = true
            sqlite3_finalize(handle)
        }
    }

    /// The most entries kept; when a new one would pass it, the parked entries are finalized and forgotten.
    static let capacity = 64

    private var entries: [String: Entry] = [:]

    /// How many entries there are, lent or parked.
    var count: Int { entries.count }

    /// How many entries are parked: prepared but held by no ``Statement``.
    var parkedCount: Int { entries.values.reduce(0) { $0 + ($1.isLent ? 0 : 1) } }

    /// The entry for `sql`, if one was kept.
    func entry(for sql: String) -> Entry? {
        entries[sql]
    }

    /// Keeps `entry` under `sql`, first making room when the cache is full.
    func insert(_ entry: Entry, for sql: String) {
        if entries.count >= Self.capacity {
            for (key, parked) in entries where !parked.isLent {
                parked.finalize()
                entries[key] = nil
            }
        }
        entries[sql] = entry
    }

    /// Finalizes every entry (the connection is closing) and forgets them; statements still holding one refuse
    /// to run from now on.
    func finalizeAll() {
        for entry in entries.values {
            entry.finalize()
        }
        entries = [:]
    }
}

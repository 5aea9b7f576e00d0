import CSQLite

extension Connection {
    /// The statement for `sql` lent from the connection's cache: prepared the first time (after `firstUse`, which
    /// may refuse the SQL text by throwing), reused after that; a statement of its own while the cached one is lent.
    /// For fixed SQL text that runs many times with bound values.
    func cachedStatement(_ sql: String, firstUse: () throws -> Void = {}) throws -> Statement {
        try lend(sql, from: statementCache, firstUse: firstUse)
    }

    private func lend(_ sql: String, from cache: StatementCache, firstUse: () throws -> Void) throws -> Statement {
        if let entry = cache.entry(for: sql) {
            _ = try openHandle()
            return entry.isLent ? try prepare(sql) : Statement(lentFrom: entry, connection: self)
        }
        try firstUse()
        let entry = StatementCache.Entry(handle: try prepareHandle(sql))
        cache.insert(entry, for: sql)
        return Statement(lentFrom: entry, connection: self)
    }

    /// Runs one of the connection's fixed transaction-control statements (`BEGIN`, `COMMIT`, savepoints),
    /// prepared once per connection.
    func runTransactionControl(_ sql: String) throws {
        try lend(sql, from: transactionStatements, firstUse: {}).execute()
    }
}

/// Something that runs reads in closures handed a ``Database``, as GRDB's `DatabaseReader` is: a ``DatabaseQueue``,
/// or a store built on one (`SQLiteCacheStore`).
///
/// Every read made through the one ``Database`` handed to `value` sees the same snapshot of the database.
public protocol DatabaseReader: AnyObject, Sendable {
    /// Runs `value` in a read transaction and returns its result; statements that write are refused with
    /// ``PersistenceError/misuse(_:)``.
    ///
    /// - Throws: whatever `value` throws, or ``PersistenceError``.
    func read<T: Sendable>(_ value: @Sendable (Database) throws -> T) async throws -> T
}

/// A ``DatabaseReader`` that also runs writes in closures handed a ``Database``, as GRDB's `DatabaseWriter` is.
public protocol DatabaseWriter: DatabaseReader {
    /// Runs `updates` in one write transaction and returns its result: everything it changes commits when it
    /// returns and rolls back when it throws.
    ///
    /// - Throws: whatever `updates` throws, or ``PersistenceError``.
    @discardableResult
    func write<T: Sendable>(_ updates: @Sendable (Database) throws -> T) async throws -> T
}

import Foundation

/// One forward-only step of a database schema: the change that brings the schema to ``version``.
///
/// A migration runs once, inside its own write transaction together with the update of the
/// stored schema version, so it is applied completely or not at all.
public struct Migration: Sendable {
    /// The schema version after this step; positive, and increasing along a migration list.
    public let version: Int
    /// A short name for messages and logs, such as `"create posts"`.
    public let name: String
    private let body: @Sendable (DatabaseWriter) throws -> Void

    /// A migration that runs `apply` with a writer.
    public init(version: Int, name: String, apply: @escaping @Sendable (DatabaseWriter) throws -> Void) {
        self.version = version
        self.name = name
        body = apply
    }

    /// A migration that runs the SQL statements of `sql` (schema definitions without parameters).
    public init(version: Int, name: String, sql: String) {
        self.init(version: version, name: name) { writer in
            try writer.executeScript(sql)
        }
    }

    /// Applies the change through `writer`.
    public func apply(_ writer: DatabaseWriter) throws {
        try body(writer)
    }
}

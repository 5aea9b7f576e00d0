/// The values bound to a statement's parameters, in order (GRDB's `StatementArguments`, positional only).
///
/// Written as an array literal where a statement runs: `try db.execute(sql: "... WHERE id = ?", arguments: [id])`;
/// `nil` and `Optional.none` bind SQL `NULL`.
public struct StatementArguments: Sendable, ExpressibleByArrayLiteral {
    /// The values, in parameter order.
    let values: [(any DatabaseValueConvertible)?]

    /// Arguments bound in the order of `values`.
    public init(_ values: [(any DatabaseValueConvertible)?]) {
        self.values = values
    }

    /// Arguments bound in the order they are written.
    public init(arrayLiteral elements: (any DatabaseValueConvertible)?...) {
        values = elements
    }

    /// How many values there are.
    public var count: Int { values.count }
}

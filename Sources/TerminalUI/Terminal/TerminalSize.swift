/// The size of a terminal in character cells, as `ioctl(TIOCGWINSZ)` reports it.
public struct TerminalSize: Sendable, Hashable {
    /// The number of columns.
    public var columns: Int
    /// The number of rows.
    public var rows: Int

    /// A size of `columns` × `rows` cells.
    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }
}

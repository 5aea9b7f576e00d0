import Foundation
import TerminalUI

/// The text `atomic` prints without `--json`: tables fitted to the width, profiles as labelled lines. The shapes
/// of each feature are extensions of this type in the feature's folder; this is what they are made with.
///
/// Every piece of remote text passes through `TerminalSanitizer` before it is printed (``clean(_:keepNewlines:)``,
/// ``TextTable``), and a field longer than ``FieldLimit/maximumCharacters`` is shortened with a note. Layout is
/// linear in the length of the text. For a pipe or a file (``tabSeparated``) tables are tab-separated records
/// without a header (see ``TextTable``).
public struct PlainOutput: Sendable {
    /// The width to fit, in terminal columns.
    public let width: Int
    /// Styles, or none.
    public let style: TextStyle
    /// Whether tables are written for tools: tab-separated, one record a line, no header, nothing cut.
    public var tabSeparated: Bool
    /// Whether profile and avatar addresses are OSC 8 hyperlinks (a terminal that shows them).
    public var hyperlinks: Bool

    /// Output `width` columns wide in `style`, for a terminal unless `tabSeparated`, with hyperlinks only when
    /// `hyperlinks`.
    public init(width: Int, style: TextStyle, tabSeparated: Bool = false, hyperlinks: Bool = false) {
        self.width = width
        self.style = style
        self.tabSeparated = tabSeparated
        self.hyperlinks = hyperlinks
    }

    /// `table` for a terminal, fitted to ``width``, or as tab-separated records.
    public func render(_ table: TextTable) -> String {
        tabSeparated ? table.renderTabSeparated() : table.render(width: width, style: style, hyperlinks: hyperlinks)
    }

    /// A table of `items` in `columns`, one row each made by `row` (a cell per column), rendered as
    /// ``render(_:)`` does; `empty` and a line feed when there are no items (such as `No users.`).
    public func table<Item>(
        of items: [Item], columns: [TextTable.Column], empty: String, row: (Item) -> [String]
    ) -> String {
        guard !items.isEmpty else { return empty + "\n" }
        return render(TextTable(columns: columns, rows: items.map(row)))
    }

    /// `text` wrapped to ``width``, each wrapped line styled by `styled`.
    public func wrapped(_ text: String, styled: (String) -> String = { $0 }) -> [String] {
        TextWrapper.wrap(text, toWidth: width).map(styled)
    }

    /// `text` from outside, sanitised for the terminal (line feeds kept only with `keepNewlines`) and cut to the
    /// field limit (``FieldLimit/apply(_:)``).
    public func clean(_ text: String, keepNewlines: Bool = false) -> String {
        FieldLimit.apply(TerminalSanitizer.sanitize(text, keepNewlines: keepNewlines))
    }

    /// `date` as an ISO 8601 day in UTC, such as `2011-01-25`.
    public static func day(_ date: Date) -> String {
        date.formatted(.iso8601.year().month().day())
    }
}

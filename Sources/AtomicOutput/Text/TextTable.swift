import TerminalUI

/// Aligned text columns fitted to a width, or tab-separated records for tools.
///
/// Cells are sanitised first, so remote text can never move the cursor or change the terminal's state,
/// and widths are measured in terminal columns, so CJK and emoji line up.
///
/// On a terminal (``render(width:style:hyperlinks:)``) a table too wide for the width gives way in three steps, so what
/// matters is kept longest:
/// 1. flexible columns are cut with "…", the widest first, down to their ``Column/minimumWidth``;
/// 2. droppable columns are left out, the lowest ``Column/priority`` first, each time starting again from step 1;
/// 3. flexible columns are cut down to ``narrowest`` columns.
///
/// For a pipe or a file (``renderTabSeparated()``) there is no header, no cutting and no alignment: one record a
/// line, cells separated by a tab; tabs and line breaks inside a cell become spaces, so a record stays one line.
public struct TextTable: Sendable {
    /// One column's heading and layout.
    public struct Column: Sendable {
        /// The heading.
        public var title: String
        /// Right-aligned (numbers) or left-aligned (text).
        public var alignsRight: Bool
        /// Whether the column may be narrowed to fit.
        public var isFlexible: Bool
        /// How far step 1 may cut a flexible column; `nil` keeps it whole until no droppable column is left.
        public var minimumWidth: Int?
        /// Whether the column may be left out when the table does not fit.
        public var isDroppable: Bool
        /// Droppable columns of lower priority are left out first.
        public var priority: Int
        /// Whether the cells are addresses, written as hyperlinks when the terminal shows them (``Hyperlink``).
        public var isLink: Bool

        /// A column headed `title`; by default left-aligned, of fixed width, never left out and not a link (a
        /// flexible one is cut no narrower than ``TextTable/narrowest`` in step 1).
        public init(
            title: String, alignsRight: Bool = false, isFlexible: Bool = false,
            minimumWidth: Int? = TextTable.narrowest, isDroppable: Bool = false, priority: Int = 0, isLink: Bool = false
        ) {
            self.title = title
            self.alignsRight = alignsRight
            self.isFlexible = isFlexible
            self.minimumWidth = minimumWidth
            self.isDroppable = isDroppable
            self.priority = priority
            self.isLink = isLink
        }
    }

    /// The columns, left to right.
    public var columns: [Column]
    /// The rows; each has one cell per column.
    public var rows: [[String]]

    private static let gap = 2

    /// A table of `columns` and `rows` (one cell per column in each row).
    public init(columns: [Column], rows: [[String]]) {
        self.columns = columns
        self.rows = rows
    }
    /// The narrowest a flexible column is ever cut to: 6 columns.
    public static let narrowest = 6

    /// The table as lines of at most `width` columns (unless its fixed columns alone are wider), headed by titles.
    /// A `width` below 0 counts as 0 and one above `TextWidth.maximumWidth` as that, so no width can overflow.
    /// With `hyperlinks`, the cells of link columns that hold a linkable address (checked before sanitising)
    /// become OSC 8 hyperlinks to it.
    public func render(width: Int, style: TextStyle, hyperlinks: Bool = false) -> String {
        let width = min(max(width, 0), TextWidth.maximumWidth)
        let cleanRows = rows.map { $0.map { TerminalSanitizer.sanitize($0) } }
        let natural = columns.indices.map { index in
            cleanRows.reduce(TextWidth.displayWidth(of: columns[index].title)) {
                max($0, TextWidth.displayWidth(of: $1[index]))
            }
        }
        let (shown, widths) = layout(natural: natural, width: width)
        var lines = [
            line(
                shown.map { columns[$0].title }, links: nil, columns: shown, widths: widths, style: style,
                isHeader: true)
        ]
        for (row, cleanRow) in zip(rows, cleanRows) {
            let links = hyperlinks ? shown.map { columns[$0].isLink ? row[$0] : nil } : nil
            lines.append(
                line(
                    shown.map { cleanRow[$0] }, links: links, columns: shown, widths: widths, style: style,
                    isHeader: false))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The rows as tab-separated records, one a line, without a header; every cell sanitised, with its tabs and
    /// line breaks as spaces.
    public func renderTabSeparated() -> String {
        var text = ""
        for row in rows {
            text += row.map { TerminalSanitizer.sanitize($0, keepNewlines: false) }.joined(separator: "\t") + "\n"
        }
        return text
    }

    /// The columns shown, in order, and their widths (indexed like `columns`).
    private func layout(natural: [Int], width: Int) -> (shown: [Int], widths: [Int]) {
        var shown = Array(columns.indices)
        while true {
            var widths = natural
            var excess = excessWidth(shown, widths: widths, width: width)
            cut(&widths, columns: shown.filter { columns[$0].minimumWidth != nil }, excess: &excess) {
                columns[$0].minimumWidth ?? Self.narrowest
            }
            if excess <= 0 { return (shown, widths) }
            let droppable = shown.filter { columns[$0].isDroppable }
            if let dropped = droppable.min(by: { columns[$0].priority < columns[$1].priority }) {
                shown.removeAll { $0 == dropped }
                continue
            }
            cut(&widths, columns: shown, excess: &excess) { _ in Self.narrowest }
            return (shown, widths)
        }
    }

    private func excessWidth(_ shown: [Int], widths: [Int], width: Int) -> Int {
        shown.reduce(0) { $0 + widths[$1] } + Self.gap * max(0, shown.count - 1) - width
    }

    /// Cuts the flexible ones of `candidates`, the widest first, until `excess` is gone or each is at its floor.
    private func cut(_ widths: inout [Int], columns candidates: [Int], excess: inout Int, floor: (Int) -> Int) {
        while excess > 0 {
            let open = candidates.filter { columns[$0].isFlexible && widths[$0] > floor($0) }
            guard let widest = open.max(by: { widths[$0] < widths[$1] }) else { return }
            // Down to the next widest, so that the widest columns shrink together.
            let next = open.filter { $0 != widest }.map { widths[$0] }.max() ?? 0
            let step = max(1, min(excess, widths[widest] - max(next, floor(widest))))
            widths[widest] -= step
            excess -= step
        }
    }

    /// One line; `links` holds, for each cell, the address it links to (unsanitised, so it can be checked).
    private func line(
        _ cells: [String], links: [String?]?, columns shown: [Int], widths: [Int], style: TextStyle, isHeader: Bool
    ) -> String {
        var parts: [String] = []
        for (position, cell) in cells.enumerated() {
            let index = shown[position]
            let fitted = TextWidth.truncate(cell, toWidth: widths[index])
            let padding = String(repeating: " ", count: max(0, widths[index] - TextWidth.displayWidth(of: fitted)))
            let isLast = position == cells.count - 1
            let shownText = links?[position].map { Hyperlink.wrap(fitted, address: $0) } ?? fitted
            let aligned = columns[index].alignsRight ? padding + shownText : shownText + (isLast ? "" : padding)
            parts.append(aligned)
        }
        let text = parts.joined(separator: String(repeating: " ", count: Self.gap))
        return isHeader ? style.bold(text) : text
    }
}

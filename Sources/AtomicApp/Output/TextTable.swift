import TerminalUI

/// Aligned text columns fitted to a width: flexible columns are cut with "…" when the table is too wide.
///
/// Cells are sanitised first, so remote text can never move the cursor or change the terminal's state,
/// and widths are measured in terminal columns, so CJK and emoji line up.
struct TextTable {
    /// One column's heading and layout.
    struct Column {
        /// The heading.
        var title: String
        /// Right-aligned (numbers) or left-aligned (text).
        var alignsRight = false
        /// Whether the column may be narrowed to fit.
        var isFlexible = false
    }

    /// The columns, left to right.
    var columns: [Column]
    /// The rows; each has one cell per column.
    var rows: [[String]]

    private static let gap = 2
    private static let narrowest = 6

    /// The table as lines of at most `width` columns (unless its fixed columns alone are wider), headed by titles.
    /// A `width` below 0 counts as 0 and one above ``TextWidth/maximumWidth`` as that, so no width can overflow.
    func render(width: Int, style: TextStyle) -> String {
        let width = min(max(width, 0), TextWidth.maximumWidth)
        let cleanRows = rows.map { $0.map { TerminalSanitizer.sanitize($0) } }
        var widths = columns.indices.map { index in
            cleanRows.reduce(TextWidth.displayWidth(of: columns[index].title)) {
                max($0, TextWidth.displayWidth(of: $1[index]))
            }
        }
        var excess = widths.reduce(0, +) + Self.gap * max(0, columns.count - 1) - width
        while excess > 0 {
            let candidates = columns.indices.filter { columns[$0].isFlexible && widths[$0] > Self.narrowest }
            guard let widest = candidates.max(by: { widths[$0] < widths[$1] }) else { break }
            let cut = min(excess, widths[widest] - Self.narrowest)
            widths[widest] -= cut
            excess -= cut
        }
        var lines = [line(columns.map(\.title), widths: widths, style: style, isHeader: true)]
        lines += cleanRows.map { line($0, widths: widths, style: style, isHeader: false) }
        return lines.joined(separator: "\n") + "\n"
    }

    private func line(_ cells: [String], widths: [Int], style: TextStyle, isHeader: Bool) -> String {
        var parts: [String] = []
        for (index, cell) in cells.enumerated() {
            let fitted = TextWidth.truncate(cell, toWidth: widths[index])
            let padding = String(repeating: " ", count: max(0, widths[index] - TextWidth.displayWidth(of: fitted)))
            let isLast = index == cells.count - 1
            let aligned = columns[index].alignsRight ? padding + fitted : fitted + (isLast ? "" : padding)
            parts.append(aligned)
        }
        let text = parts.joined(separator: String(repeating: " ", count: Self.gap))
        return isHeader ? style.bold(text) : text
    }
}

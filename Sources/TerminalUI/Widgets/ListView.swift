/// A scrolling list with a selection: one row per item, the selected row in reverse video, scrolled so the
/// selection is always visible. The state (``ListSelection``) belongs to the screen and is adjusted as it draws.
public struct ListView: Sendable {
    /// The items, in order.
    public var rows: [ListRow]
    /// A row drawn after the items (a spinner while loading more, or "couldn't load more — r to retry"), which
    /// the selection cannot reach; `nil` for none.
    public var footer: ListRow?
    /// The styles used.
    public var theme: Theme

    /// A list of `rows`, with `footer` after them.
    public init(rows: [ListRow], footer: ListRow? = nil, theme: Theme = .dark) {
        self.rows = rows
        self.footer = footer
        self.theme = theme
    }

    /// Draws the visible rows into `area`, first scrolling `state` so the selection is visible.
    public func render(into buffer: inout CellBuffer, area: Rect, state: inout ListSelection) {
        Self.render(rowCount: rows.count, footer: footer, theme: theme, into: &buffer, area: area, state: &state) {
            rows[$0]
        }
    }

    /// Draws a list of `rowCount` rows as a ``ListView`` of them draws, asking `row` for each row by its index only
    /// when the row shows (at most `area.height` of them, each once), so that a long list costs what its visible
    /// rows cost: the same cells as ``render(into:area:state:)``, and the same scrolling of `state`.
    public static func render(
        rowCount: Int, footer: ListRow? = nil, theme: Theme = .dark, into buffer: inout CellBuffer, area: Rect,
        state: inout ListSelection, row: (Int) -> ListRow
    ) {
        guard !area.isEmpty else { return }
        let rowCount = max(0, rowCount)
        let count = rowCount + (footer == nil ? 0 : 1)
        if state.selected.map({ $0 >= rowCount }) ?? false { state.selectLast(itemCount: rowCount) }
        state.scrollToSelection(height: area.height, itemCount: count)
        // Keep the footer in view when the selection is on the last item, so "loading more" is seen.
        if footer != nil, state.selected == rowCount - 1, state.offset + area.height == rowCount {
            state.offset += 1
        }
        let view = ListView(rows: [], footer: footer, theme: theme)
        for line in 0..<area.height {
            let index = state.offset + line
            guard index < count else {
                // Below the last item: blank to the bottom of the area. Each drawn row fills its own line.
                buffer.fill(Rect(x: area.x, y: area.y + line, width: area.width, height: area.height - line))
                break
            }
            let shown = index < rowCount ? row(index) : footer ?? ListRow("")
            let style = index == state.selected ? theme.selection : shown.style
            view.draw(shown, into: &buffer, area: area.row(line), style: style)
        }
    }

    private func draw(_ row: ListRow, into buffer: inout CellBuffer, area: Rect, style: Style) {
        let inner = Rect(x: area.x + 1, y: area.y, width: area.width - 2, height: 1)
        buffer.fill(area, style: style)
        // Each text is cleaned and measured once.
        let detail = TerminalSanitizer.sanitize(row.detail)
        let text = TerminalSanitizer.sanitize(row.text)
        let detailWidth = TextWidth.displayWidth(of: detail)
        if detailWidth > 0, detailWidth + 2 + 8 <= inner.width {
            let detailStyle = style == theme.selection ? style : theme.secondary
            buffer.write(
                sanitized: detail, x: inner.maxX - detailWidth, y: inner.y, width: detailWidth, style: detailStyle)
            writeText(text, into: &buffer, x: inner.x, y: inner.y, width: inner.width - detailWidth - 2, style: style)
        } else {
            writeText(text, into: &buffer, x: inner.x, y: inner.y, width: inner.width, style: style)
        }
    }

    /// Writes the clean `text`, cut to `width`, on a row already filled with spaces in `style`: what
    /// `write(_:x:y:width:style:)` draws there, without filling the row a second time.
    private func writeText(_ text: String, into buffer: inout CellBuffer, x: Int, y: Int, width: Int, style: Style) {
        guard width > 0 else { return }
        buffer.write(sanitized: TextWidth.truncate(text, toWidth: width), x: x, y: y, maxWidth: width, style: style)
    }
}

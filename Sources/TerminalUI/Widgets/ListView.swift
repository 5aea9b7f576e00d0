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
        guard !area.isEmpty else { return }
        let count = rows.count + (footer == nil ? 0 : 1)
        if state.selected.map({ $0 >= rows.count }) ?? false { state.selectLast(itemCount: rows.count) }
        state.scrollToSelection(height: area.height, itemCount: count)
        // Keep the footer in view when the selection is on the last item, so "loading more" is seen.
        if footer != nil, state.selected == rows.count - 1, state.offset + area.height == rows.count {
            state.offset += 1
        }
        for line in 0..<area.height {
            let index = state.offset + line
            guard index < count else {
                // Below the last item: blank to the bottom of the area. Each drawn row fills its own line.
                buffer.fill(Rect(x: area.x, y: area.y + line, width: area.width, height: area.height - line))
                break
            }
            let row = index < rows.count ? rows[index] : footer ?? ListRow("")
            let style = index == state.selected ? theme.selection : row.style
            draw(row, into: &buffer, area: area.row(line), style: style)
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

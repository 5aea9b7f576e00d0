/// A boxed list of keys and what they do, drawn centred over the screen, which stays visible around it.
public struct HelpOverlay: Widget, Sendable {
    /// The box's title.
    public var title: String
    /// The keys, one per row, in order.
    public var entries: [KeyHint]
    /// The line below the keys, saying how to close the overlay.
    public var footer: String
    /// The line below the keys when they are more than the box shows at once, saying how to scroll them too.
    public var scrollFooter: String
    /// The styles used.
    public var theme: Theme

    /// An overlay listing `entries`; `footer` and `scrollFooter` name the keys that close and scroll it.
    public init(
        title: String = "Keys", entries: [KeyHint], footer: String = "Esc or ? closes",
        scrollFooter: String = HelpOverlay.standardScrollFooter, theme: Theme = .dark
    ) {
        self.title = title
        self.entries = entries
        self.footer = footer
        self.scrollFooter = scrollFooter
        self.theme = theme
    }

    /// The standard keys' ``scrollFooter``.
    public static let standardScrollFooter = "↑↓ more · Esc or ? closes"

    /// Draws the overlay centred in `area`, from its first line.
    public func render(into buffer: inout CellBuffer, area: Rect) {
        var offset = 0
        render(into: &buffer, area: area, offset: &offset)
    }

    /// Draws the overlay centred in `area`, its lines from `offset` on.
    ///
    /// The keys stand one per row when the area is tall enough. On a smaller terminal they flow instead, several
    /// to a line as "key action" pairs that are never split; when even those lines are more than the box holds,
    /// the box shows them from `offset` (clamped here to the last screenful) and its footer says that ↑↓ scroll,
    /// so that every key can be read at any size.
    public func render(into buffer: inout CellBuffer, area: Rect, offset: inout Int) {
        guard !entries.isEmpty else { return }
        let keys = entries.map { TerminalSanitizer.sanitize($0.key) }
        let actions = entries.map { TerminalSanitizer.sanitize($0.action) }
        // Rows inside the box for the keys, one per row: the area less the border (2) and the footer with its gap (2).
        if entries.count <= area.height - 4 {
            offset = 0
            renderOnePerRow(into: &buffer, area: area, keys: keys, actions: actions)
        } else {
            renderFlowing(into: &buffer, area: area, keys: keys, actions: actions, offset: &offset)
        }
    }

    private func renderOnePerRow(into buffer: inout CellBuffer, area: Rect, keys: [String], actions: [String]) {
        let keyWidth = keys.map { TextWidth.displayWidth(of: $0) }.max() ?? 0
        let actionWidth = actions.map { TextWidth.displayWidth(of: $0) }.max() ?? 0
        let contentWidth = max(keyWidth + 2 + actionWidth, TextWidth.displayWidth(of: footer))
        guard let inner = drawFrame(into: &buffer, area: area, width: contentWidth, rows: keys.count) else { return }
        for index in keys.indices.prefix(max(0, inner.height - 2)) {
            let y = inner.y + index
            buffer.write(keys[index], x: inner.x + 1, y: y, width: min(keyWidth, inner.width - 2), style: theme.key)
            buffer.write(
                actions[index], x: inner.x + 1 + keyWidth + 2, y: y, maxWidth: max(0, inner.width - keyWidth - 4))
        }
        drawFooter(into: &buffer, inner: inner)
    }

    private func renderFlowing(
        into buffer: inout CellBuffer, area: Rect, keys: [String], actions: [String], offset: inout Int
    ) {
        let lineWidth = max(1, area.width - 6)
        // Lay the pairs out in lines of at most `lineWidth` columns, two spaces between pairs.
        var lines: [[Int]] = [[]]
        var used = 0
        for index in keys.indices {
            let width = TextWidth.displayWidth(of: keys[index]) + 1 + TextWidth.displayWidth(of: actions[index])
            if !lines[lines.count - 1].isEmpty && used + 2 + width > lineWidth {
                lines.append([])
                used = 0
            }
            used += (lines[lines.count - 1].isEmpty ? 0 : 2) + width
            lines[lines.count - 1].append(index)
        }
        // Rows for lines inside the box: the area less the border (2) and the footer (1), no blank line above it.
        let room = max(1, area.height - 3)
        let scrolls = lines.count > room
        offset = scrolls ? min(max(0, offset), lines.count - room) : 0
        let footer = scrolls ? scrollFooter : self.footer
        guard let inner = drawFrame(into: &buffer, area: area, width: lineWidth, rows: lines.count - 1, footer: footer)
        else { return }
        let right = inner.maxX - 1
        for (row, line) in lines.dropFirst(offset).prefix(max(0, inner.height - 1)).enumerated() {
            var x = inner.x + 1
            for index in line where x < right {
                x += buffer.write(keys[index], x: x, y: inner.y + row, maxWidth: right - x, style: theme.key)
                x += 1
                guard x < right else { break }
                x += buffer.write(actions[index], x: x, y: inner.y + row, maxWidth: right - x) + 2
            }
        }
        if scrolls {
            if offset > 0 { buffer.write("▲", x: inner.maxX - 1, y: inner.y, style: theme.secondary) }
            if offset + room < lines.count {
                buffer.write("▼", x: inner.maxX - 1, y: inner.maxY - 2, style: theme.secondary)
            }
        }
        drawFooter(footer, into: &buffer, inner: inner)
    }

    /// Clears and frames a box for `rows` rows of content `width` columns wide, centred in `area`; its inside,
    /// or `nil` when the area is too small for any box.
    private func drawFrame(
        into buffer: inout CellBuffer, area: Rect, width: Int, rows: Int, footer: String? = nil
    ) -> Rect? {
        let footer = footer ?? self.footer
        let box = area.centered(width: max(width, TextWidth.displayWidth(of: footer)) + 4, height: rows + 4)
        guard box.width >= 6, box.height >= 3 else { return nil }
        buffer.fill(box)
        buffer.drawBox(box, title: title, style: theme.border)
        return box.inset(by: 1)
    }

    private func drawFooter(_ footer: String? = nil, into buffer: inout CellBuffer, inner: Rect) {
        buffer.write(
            footer ?? self.footer, x: inner.x + 1, y: inner.maxY - 1, width: inner.width - 2, alignment: .center,
            style: theme.secondary)
    }
}

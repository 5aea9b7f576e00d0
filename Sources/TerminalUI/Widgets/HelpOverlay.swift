/// A boxed list of keys and what they do, drawn centred over the screen, which stays visible around it.
public struct HelpOverlay: Widget, Sendable {
    /// The box's title.
    public var title: String
    /// The keys, one per row, in order.
    public var entries: [KeyHint]
    /// The line below the keys, saying how to close the overlay.
    public var footer: String
    /// The styles used.
    public var theme: Theme

    /// An overlay listing `entries`.
    public init(
        title: String = "Keys", entries: [KeyHint], footer: String = "Esc or ? closes", theme: Theme = .standard
    ) {
        self.title = title
        self.entries = entries
        self.footer = footer
        self.theme = theme
    }

    /// Draws the overlay centred in `area`; entries that do not fit are left out.
    public func render(into buffer: inout CellBuffer, area: Rect) {
        let keyWidth = entries.map { TextWidth.displayWidth(of: TerminalSanitizer.sanitize($0.key)) }.max() ?? 0
        let actionWidth = entries.map { TextWidth.displayWidth(of: TerminalSanitizer.sanitize($0.action)) }.max() ?? 0
        let contentWidth = max(keyWidth + 2 + actionWidth, TextWidth.displayWidth(of: footer))
        let box = area.centered(width: contentWidth + 4, height: entries.count + 4)
        guard box.width >= 6, box.height >= 3 else { return }
        buffer.fill(box)
        buffer.drawBox(box, title: title, style: theme.border)
        let inner = box.inset(by: 1)
        let rows = max(0, inner.height - 2)
        for (index, entry) in entries.prefix(rows).enumerated() {
            let y = inner.y + index
            buffer.write(entry.key, x: inner.x + 1, y: y, width: min(keyWidth, inner.width - 2), style: theme.key)
            buffer.write(
                entry.action, x: inner.x + 1 + keyWidth + 2, y: y, maxWidth: max(0, inner.width - keyWidth - 4))
        }
        buffer.write(
            footer, x: inner.x + 1, y: inner.maxY - 1, width: inner.width - 2, alignment: .center,
            style: theme.secondary)
    }
}

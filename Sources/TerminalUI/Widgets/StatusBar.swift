/// The bottom row of a screen: key hints on the left ("↑↓ move  Enter open  q quit") and a message on the right
/// (a rate limit, "URL copied"). When both do not fit, the message wins and the hints are cut.
public struct StatusBar: Widget, Sendable {
    /// The keys to show, in order.
    public var hints: [KeyHint]
    /// The message at the right end; empty for none.
    public var message: String
    /// The styles used.
    public var theme: Theme

    /// A status bar with `hints` and `message`.
    public init(hints: [KeyHint], message: String = "", theme: Theme = .dark) {
        self.hints = hints
        self.message = message
        self.theme = theme
    }

    /// Draws the status bar on the first row of `area`.
    public func render(into buffer: inout CellBuffer, area: Rect) {
        guard !area.isEmpty else { return }
        buffer.fill(area.row(0), style: theme.statusBar)
        let room = area.width - 2
        let messageWidth = min(room, TextWidth.displayWidth(of: TerminalSanitizer.sanitize(message)))
        if messageWidth > 0 {
            buffer.write(
                message, x: area.maxX - 1 - messageWidth, y: area.y, width: messageWidth, style: theme.statusBar)
        }
        let hintRoom = room - messageWidth - (messageWidth > 0 ? 2 : 0)
        var x = area.x + 1
        for hint in hints {
            let keyWidth = TextWidth.displayWidth(of: hint.key)
            let actionWidth = TextWidth.displayWidth(of: hint.action)
            guard x + keyWidth + 1 + actionWidth <= area.x + 1 + hintRoom else { break }
            // The key in the bar's own colours, with the attributes the theme gives keys (at least bold).
            buffer.write(hint.key, x: x, y: area.y, style: theme.statusBar.adding(theme.key.attributes.union(.bold)))
            buffer.write(hint.action, x: x + keyWidth + 1, y: area.y, style: theme.statusBar)
            x += keyWidth + 1 + actionWidth + 2
        }
    }
}

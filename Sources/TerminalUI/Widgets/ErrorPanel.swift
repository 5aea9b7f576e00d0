/// The full-screen panel shown when there is nothing at all to show: a boxed title, the message wrapped to
/// fit, and the retry hint ("Press r to retry") below it, centred in the area.
public struct ErrorPanel: Widget, Sendable {
    /// What failed, in a few words ("Couldn't load users").
    public var title: String
    /// Why, and what the reader can do, in sentences.
    public var message: String
    /// How to try again; empty when retrying cannot help.
    public var retryHint: String
    /// The styles used.
    public var theme: Theme

    /// A panel for a failure.
    public init(title: String, message: String, retryHint: String = "Press r to retry", theme: Theme = .dark) {
        self.title = title
        self.message = message
        self.retryHint = retryHint
        self.theme = theme
    }

    /// Clears `area` and draws the panel centred in it.
    public func render(into buffer: inout CellBuffer, area: Rect) {
        buffer.fill(area)
        guard area.width >= 8, area.height >= 3 else { return }
        let boxWidth = min(area.width, max(30, min(60, area.width * 3 / 4)))
        let lines = TextWrapper.wrap(TerminalSanitizer.sanitize(message, keepNewlines: true), toWidth: boxWidth - 4)
        let hintRows = retryHint.isEmpty ? 0 : 2
        let box = area.centered(width: boxWidth, height: lines.count + 2 + hintRows + 2)
        buffer.drawBox(box, title: title, style: theme.error)
        let inner = box.inset(by: 1)
        for (index, line) in lines.prefix(max(0, inner.height - hintRows - 2)).enumerated() {
            buffer.write(line, x: inner.x + 1, y: inner.y + 1 + index, maxWidth: inner.width - 2)
        }
        if !retryHint.isEmpty, inner.height >= 2 {
            buffer.write(
                retryHint, x: inner.x + 1, y: inner.maxY - 2, width: inner.width - 2, alignment: .center,
                style: theme.key)
        }
    }
}

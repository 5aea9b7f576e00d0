/// Draws a ``LineInput`` on one row: a prompt ("/"), the text, and a reverse-video block where the next
/// character goes. When the text is wider than the row, its end stays visible.
public struct LineInputView: Widget, Sendable {
    /// The text to show.
    public var input: LineInput
    /// What comes before the text.
    public var prompt: String
    /// Shown dimmed when the text is empty, such as "type to filter".
    public var placeholder: String
    /// The styles used.
    public var theme: Theme

    /// A view of `input` after `prompt`.
    public init(input: LineInput, prompt: String = "/", placeholder: String = "", theme: Theme = .dark) {
        self.input = input
        self.prompt = prompt
        self.placeholder = placeholder
        self.theme = theme
    }

    /// Draws the input on the first row of `area`.
    public func render(into buffer: inout CellBuffer, area: Rect) {
        guard !area.isEmpty else { return }
        buffer.fill(area.row(0))
        let promptWidth = buffer.write(prompt, x: area.x, y: area.y, maxWidth: area.width, style: theme.key)
        let room = area.width - promptWidth - 1
        guard room > 0 else { return }
        var shown = Substring(input.text)
        while TextWidth.displayWidth(of: String(shown)) > room { shown = shown.dropFirst() }
        let x = area.x + promptWidth
        let written = buffer.write(String(shown), x: x, y: area.y, maxWidth: room)
        buffer.write(" ", x: x + written, y: area.y, style: theme.selection)
        if input.text.isEmpty, !placeholder.isEmpty {
            buffer.write(placeholder, x: x + 2, y: area.y, maxWidth: room - 2, style: theme.secondary)
        }
    }
}

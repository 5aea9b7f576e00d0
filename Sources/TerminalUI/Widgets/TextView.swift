/// A scrollable view of text wrapped to its width, such as a bio or a post with its comments. The scroll
/// position (``TextScrollState``) belongs to the screen and is clamped as the view draws.
public struct TextView: Sendable {
    /// The lines to show before wrapping; each is sanitised and wrapped at spaces.
    public var paragraphs: [StyledText]

    /// A view of `paragraphs`, each wrapped on its own.
    public init(paragraphs: [StyledText]) {
        self.paragraphs = paragraphs
    }

    /// A view of `text` in the plain style; line feeds in it start new lines.
    public init(_ text: String) {
        self.init(paragraphs: [StyledText(text)])
    }

    /// The wrapped lines at `width`, each with its style.
    public func lines(width: Int) -> [(text: String, style: Style)] {
        paragraphs.flatMap { paragraph in
            TextWrapper.wrap(TerminalSanitizer.sanitize(paragraph.text, keepNewlines: true), toWidth: width)
                .map { (text: $0, style: paragraph.style) }
        }
    }

    /// Draws the lines from `state`'s offset into `area`, first clamping the offset so no empty space shows
    /// past the last line; a scroll indicator ("▼" or "▲") marks hidden lines in the right column.
    public func render(into buffer: inout CellBuffer, area: Rect, state: inout TextScrollState) {
        buffer.fill(area)
        guard !area.isEmpty else { return }
        let lines = lines(width: max(1, area.width - 1))
        state.offset = max(0, min(state.offset, lines.count - area.height))
        state.lineCount = lines.count
        state.visibleLineCount = area.height
        for row in 0..<area.height {
            let index = state.offset + row
            guard index < lines.count else { break }
            buffer.write(
                lines[index].text, x: area.x, y: area.y + row, maxWidth: area.width - 1, style: lines[index].style)
        }
        if state.offset > 0 { buffer.write("▲", x: area.maxX - 1, y: area.y, style: .dim) }
        if state.offset + area.height < lines.count {
            buffer.write("▼", x: area.maxX - 1, y: area.maxY - 1, style: .dim)
        }
    }
}

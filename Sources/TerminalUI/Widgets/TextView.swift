import Foundation

/// A scrollable view of text wrapped to its width, such as a bio or a post with its comments. The scroll
/// position (``TextScrollState``) belongs to the screen and is clamped as the view draws.
public struct TextView: Sendable {
    /// How many lines a highlighted paragraph scrolled into view shows from its first line on at least, when the
    /// text goes on: 4, so that a heading shows with three lines of what it heads.
    public static let linesShownAfterHighlight = 4

    /// How a match of the text searched is drawn: reverse video.
    public static let matchStyle = Style(attributes: .reverse)
    /// How the current match is drawn: reverse video in bold and underlined, so that it shows without colour.
    public static let currentMatchStyle = Style(attributes: [.reverse, .bold, .underline])

    /// The lines to show before wrapping; each is sanitised and wrapped at spaces.
    public var paragraphs: [StyledText]
    /// The styles of the scroll marks (▲ ▼, in ``Theme/secondary``).
    public var theme: Theme

    /// A view of `paragraphs`, each wrapped on its own, its scroll marks in `theme`.
    public init(paragraphs: [StyledText], theme: Theme = .dark) {
        self.paragraphs = paragraphs
        self.theme = theme
    }

    /// A view of `text` in the plain style; line feeds in it start new lines.
    public init(_ text: String, theme: Theme = .dark) {
        self.init(paragraphs: [StyledText(text)], theme: theme)
    }

    /// The wrapped lines at `width`, each with its style.
    public func lines(width: Int) -> [(text: String, style: Style)] {
        numberedLines(width: width).map { (text: $0.text, style: $0.style) }
    }

    /// The wrapped lines at `width`, each with its style and the index of the paragraph it belongs to.
    private func numberedLines(width: Int) -> [(text: String, style: Style, paragraph: Int)] {
        paragraphs.enumerated().flatMap { index, paragraph in
            TextWrapper.wrap(TerminalSanitizer.sanitize(paragraph.text, keepNewlines: true), toWidth: width)
                .map { (text: $0, style: paragraph.style, paragraph: index) }
        }
    }

    /// Draws the lines from `state`'s offset into `area`, first clamping the offset so no empty space shows
    /// past the last line; a scroll indicator ("▼" or "▲") marks hidden lines in the right column. The lines of
    /// `state`'s ``TextScrollState/highlightedParagraph`` are drawn in the theme's selection style, and when
    /// ``TextScrollState/revealsHighlight`` is set and the paragraph's first line is out of view or would show
    /// fewer than ``linesShownAfterHighlight`` lines from it on, the offset first moves so that it is the second line shown.
    public func render(into buffer: inout CellBuffer, area: Rect, state: inout TextScrollState) {
        buffer.fill(area)
        guard !area.isEmpty else { return }
        let lines = numberedLines(width: max(1, area.width - 1))
        if state.revealsHighlight, let paragraph = state.highlightedParagraph,
            let first = lines.firstIndex(where: { $0.paragraph == paragraph })
        {
            // Out of view, or too near the bottom to show what follows it: the paragraph goes to the top, below one
            // line of what precedes it.
            if first < state.offset || first > state.offset + area.height - Self.linesShownAfterHighlight {
                state.offset = max(0, first - 1)
            }
        }
        state.revealsHighlight = false
        let matches = Self.matches(of: state.searchTerm, in: lines.map(\.text))
        state.settleMatches(count: matches.count, firstAtOffset: matches.firstIndex { $0.line >= state.offset })
        if state.revealsMatch, matches.indices.contains(state.matchIndex) {
            let line = matches[state.matchIndex].line
            if line < state.offset || line >= state.offset + area.height { state.offset = max(0, line - 1) }
        }
        state.revealsMatch = false
        state.offset = max(0, min(state.offset, lines.count - area.height))
        state.lineCount = lines.count
        state.visibleLineCount = area.height
        for row in 0..<area.height {
            let index = state.offset + row
            guard index < lines.count else { break }
            let line = lines[index]
            let style = line.paragraph == state.highlightedParagraph ? theme.selection : line.style
            buffer.write(line.text, x: area.x, y: area.y + row, maxWidth: area.width - 1, style: style)
            for (number, match) in matches.enumerated() where match.line == index {
                let x = area.x + TextWidth.displayWidth(of: String(line.text[..<match.range.lowerBound]))
                guard x < area.maxX - 1 else { continue }
                let current = number == state.matchIndex
                buffer.write(
                    String(line.text[match.range]), x: x, y: area.y + row, maxWidth: area.maxX - 1 - x,
                    style: current ? Self.currentMatchStyle : Self.matchStyle)
            }
        }
        if state.offset > 0 { buffer.write("▲", x: area.maxX - 1, y: area.y, style: theme.secondary) }
        if state.offset + area.height < lines.count {
            buffer.write("▼", x: area.maxX - 1, y: area.maxY - 1, style: theme.secondary)
        }
    }

    /// Each match of `term` in `lines`, in reading order: the line's index and the match's range in it; none for
    /// no term or an empty one.
    static func matches(of term: String?, in lines: [String]) -> [(line: Int, range: Range<String.Index>)] {
        guard let term, !term.isEmpty else { return [] }
        var found: [(line: Int, range: Range<String.Index>)] = []
        for (index, line) in lines.enumerated() {
            var start = line.startIndex
            while start < line.endIndex,
                let range = line.range(of: term, options: [.caseInsensitive], range: start..<line.endIndex)
            {
                found.append((line: index, range: range))
                start = range.upperBound
            }
        }
        return found
    }
}

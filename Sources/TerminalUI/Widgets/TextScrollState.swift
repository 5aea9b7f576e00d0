/// The scroll position of a ``TextView``, kept by the screen between frames.
public struct TextScrollState: Sendable, Hashable {
    /// The first wrapped line shown.
    public var offset: Int
    /// How many wrapped lines the text had when last drawn; 0 before the first frame.
    public internal(set) var lineCount: Int = 0
    /// How many lines the view showed at once when last drawn (its area's height); 0 before the first frame.
    public internal(set) var visibleLineCount: Int = 0
    /// The paragraph drawn as selected (in reverse video), such as the comment a key acts on; `nil` for none.
    public var highlightedParagraph: Int?
    /// Whether the next frame scrolls, as little as it can, so that ``highlightedParagraph``'s first line shows; the
    /// view clears it as it draws, so that scrolling by hand afterwards is never undone.
    public var revealsHighlight = false

    /// The offset that shows the last line on the view's bottom row, as last drawn: `lineCount` less the lines
    /// shown at once, never below 0.
    public var bottomOffset: Int { max(0, lineCount - visibleLineCount) }

    /// A state scrolled to `offset`.
    public init(offset: Int = 0) {
        self.offset = offset
    }

    /// Selects `paragraph` (``highlightedParagraph``), to be scrolled into view by the next frame.
    public mutating func highlight(_ paragraph: Int?) {
        highlightedParagraph = paragraph
        revealsHighlight = paragraph != nil
    }

    /// Scrolls to the end (`G`, End): the last line on the bottom row, however often it is asked.
    public mutating func scrollToBottom() {
        offset = bottomOffset
    }

    /// Scrolls by `lines` (negative is up); never above the top. The view clamps the bottom as it draws.
    public mutating func scroll(by lines: Int) {
        let (sum, overflow) = offset.addingReportingOverflow(lines)
        offset = overflow ? (lines < 0 ? 0 : Int.max) : max(0, sum)
    }
}

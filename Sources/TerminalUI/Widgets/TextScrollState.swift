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

    /// The text searched for (`/` on a profile or a post), matched without regard to case within each wrapped
    /// line; `nil` or empty for none.
    public private(set) var searchTerm: String?
    /// Which match is the current one, from 0, as ``moveMatch(by:)`` left it; the view clamps it as it draws.
    public private(set) var matchIndex = 0
    /// How many matches of ``searchTerm`` the text had when last drawn.
    public internal(set) var matchCount = 0
    /// Whether the next frame scrolls so that the current match shows; the view clears it as it draws.
    public internal(set) var revealsMatch = false
    /// Whether the next frame makes the first match at or below the top line shown the current one.
    var startsSearchAtOffset = false

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

    /// Searches for `term` from the line shown at the top: the next frame highlights every match, makes the first
    /// at or after the top line current, and scrolls to it. The empty text ends the search.
    public mutating func search(_ term: String) {
        searchTerm = term.isEmpty ? nil : term
        matchIndex = 0
        startsSearchAtOffset = !term.isEmpty
        revealsMatch = !term.isEmpty
    }

    /// Makes the match `step` after the current one current (negative is before), wrapping around the text, and
    /// scrolls the next frame to it; nothing without matches.
    public mutating func moveMatch(by step: Int) {
        guard matchCount > 0 else { return }
        let remainder = (matchIndex % matchCount + step % matchCount) % matchCount
        matchIndex = (remainder + matchCount) % matchCount
        revealsMatch = true
    }

    /// Clamps the current match to `count` matches, as the view found them.
    mutating func settleMatches(count: Int, firstAtOffset: Int?) {
        matchCount = count
        if startsSearchAtOffset {
            matchIndex = firstAtOffset ?? 0
            startsSearchAtOffset = false
        }
        matchIndex = count == 0 ? 0 : min(max(0, matchIndex), count - 1)
    }

    /// Scrolls by `lines` (negative is up); never above the top. The view clamps the bottom as it draws.
    public mutating func scroll(by lines: Int) {
        let (sum, overflow) = offset.addingReportingOverflow(lines)
        offset = overflow ? (lines < 0 ? 0 : Int.max) : max(0, sum)
    }
}

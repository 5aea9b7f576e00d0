/// The scroll position of a ``TextView``, kept by the screen between frames.
public struct TextScrollState: Sendable, Hashable {
    /// The first wrapped line shown.
    public var offset: Int
    /// How many wrapped lines the text had when last drawn; 0 before the first frame.
    public internal(set) var lineCount: Int = 0

    /// A state scrolled to `offset`.
    public init(offset: Int = 0) {
        self.offset = offset
    }

    /// Scrolls by `lines` (negative is up); never above the top. The view clamps the bottom as it draws.
    public mutating func scroll(by lines: Int) {
        let (sum, overflow) = offset.addingReportingOverflow(lines)
        offset = overflow ? (lines < 0 ? 0 : Int.max) : max(0, sum)
    }
}

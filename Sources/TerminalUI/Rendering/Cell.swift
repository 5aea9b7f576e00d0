/// One character cell of the screen: the grapheme cluster it shows, how many columns that takes, and its style.
///
/// A wide character (CJK, emoji) is stored in its first cell with a ``width`` of 2, followed by a continuation
/// cell (``isContinuation``) that the renderer never writes on its own.
public struct Cell: Sendable, Hashable {
    /// The grapheme cluster shown, already sanitised; empty only in a continuation cell.
    public var grapheme: String
    /// Columns the grapheme occupies: 1 or 2, or 0 for the continuation cell of a wide character.
    public var width: UInt8
    /// How the cell is drawn.
    public var style: Style

    /// A cell showing `grapheme`, `width` columns wide, in `style`.
    public init(grapheme: String, width: UInt8 = 1, style: Style = .plain) {
        self.grapheme = grapheme
        self.width = width
        self.style = style
    }

    /// A space in the default style.
    public static let blank = Cell(grapheme: " ")

    /// A space in `style`.
    public static func space(_ style: Style) -> Cell { Cell(grapheme: " ", style: style) }

    /// The second cell of a wide character drawn in `style`.
    public static func continuation(_ style: Style) -> Cell { Cell(grapheme: "", width: 0, style: style) }

    /// Whether this is the second cell of a wide character.
    public var isContinuation: Bool { width == 0 }
}

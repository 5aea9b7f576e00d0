/// The SGR attributes a cell can carry besides its colours.
public struct TextAttributes: OptionSet, Sendable, Hashable {
    /// The attributes as bits.
    public let rawValue: UInt8

    /// Makes attributes from their bits.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Bold or increased intensity (SGR 1).
    public static let bold = TextAttributes(rawValue: 1 << 0)
    /// Faint, decreased intensity (SGR 2).
    public static let dim = TextAttributes(rawValue: 1 << 1)
    /// Underlined (SGR 4).
    public static let underline = TextAttributes(rawValue: 1 << 2)
    /// Reverse video: foreground and background swapped (SGR 7). It needs no colour, so it is kept under
    /// `NO_COLOR` and a selection stays visible.
    public static let reverse = TextAttributes(rawValue: 1 << 3)
}

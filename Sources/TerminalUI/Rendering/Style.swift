/// How a cell is drawn: its colours and attributes.
public struct Style: Sendable, Hashable {
    /// The colour of the character.
    public var foreground: Color
    /// The colour behind the character.
    public var background: Color
    /// Bold, dim, underline and reverse video.
    public var attributes: TextAttributes

    /// A style; by default the terminal's own colours and no attributes.
    public init(foreground: Color = .default, background: Color = .default, attributes: TextAttributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    /// The terminal's default colours with no attributes (SGR 0).
    public static let plain = Style()
    /// Bold text in the default colours.
    public static let bold = Style(attributes: .bold)
    /// Dim text in the default colours.
    public static let dim = Style(attributes: .dim)
    /// Reverse video in the default colours, as used for a selected row.
    public static let reverse = Style(attributes: .reverse)

    /// This style with `attributes` added.
    public func adding(_ attributes: TextAttributes) -> Style {
        var style = self
        style.attributes.formUnion(attributes)
        return style
    }
}

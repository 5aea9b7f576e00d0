/// A piece of text and the style it is drawn in.
public struct StyledText: Sendable, Hashable {
    /// The text; line feeds start new lines.
    public var text: String
    /// How it is drawn.
    public var style: Style

    /// `text` in `style`.
    public init(_ text: String, style: Style = .plain) {
        self.text = text
        self.style = style
    }
}

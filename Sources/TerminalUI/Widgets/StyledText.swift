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

    /// `text` as one line in `style`: for one-line fields of outside text (a name, a title, a label's value),
    /// whose line breaks become spaces, cleaned as ``TerminalSanitizer/sanitize(_:keepNewlines:)`` cleans them, so
    /// that a server cannot add lines of its own to a screen.
    public static func line(_ text: String, style: Style = .plain) -> StyledText {
        StyledText(TerminalSanitizer.sanitize(text), style: style)
    }
}

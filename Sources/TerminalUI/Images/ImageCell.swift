/// One terminal cell of a drawn image: a character and the colours it is drawn in.
///
/// With colour, the character is `▀` (upper half block): the foreground paints the top pixel and the background
/// the bottom one. Without colour it is a shade character and both colours are `nil`.
public struct ImageCell: Sendable, Hashable {
    /// The character to draw, one column wide.
    public var character: Character
    /// The foreground colour, or `nil` for the terminal's own.
    public var foreground: ImageCellColor?
    /// The background colour, or `nil` for the terminal's own.
    public var background: ImageCellColor?

    /// A cell of `character` in the given colours.
    public init(character: Character, foreground: ImageCellColor? = nil, background: ImageCellColor? = nil) {
        self.character = character
        self.foreground = foreground
        self.background = background
    }
}

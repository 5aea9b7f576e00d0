/// The text of a one-line input, such as the `/` filter, and what each key does to it: printable keys insert
/// at the end, Backspace deletes the last character, Enter submits, Esc cancels. Text is kept sanitised and at
/// most ``maximumLength`` characters long.
public struct LineInput: Sendable, Hashable {
    /// What a key did.
    public enum Outcome: Sendable, Hashable {
        /// The text changed.
        case changed
        /// Enter was pressed; the text is final.
        case submitted
        /// Esc was pressed; the input should close.
        case cancelled
        /// The key means nothing to the input (an arrow, a control key, or Backspace on empty text).
        case ignored
    }

    /// The most characters kept: 200, as ``TerminalSanitizer/maximumLineLength``.
    public static let maximumLength = TerminalSanitizer.maximumLineLength

    /// The text typed so far.
    public private(set) var text: String

    /// An input holding `text` (sanitised and cut to ``maximumLength``).
    public init(text: String = "") {
        self.text = String(TerminalSanitizer.sanitize(text).prefix(Self.maximumLength))
    }

    /// Applies `key` to the text.
    public mutating func handle(_ key: Key) -> Outcome {
        switch key {
        case .character(let character):
            let clean = TerminalSanitizer.sanitize(String(character))
            guard !clean.isEmpty, text.count < Self.maximumLength else { return .ignored }
            text += clean
            return .changed
        case .backspace:
            guard !text.isEmpty else { return .ignored }
            text.removeLast()
            return .changed
        case .control("u"):
            guard !text.isEmpty else { return .ignored }
            text = ""
            return .changed
        case .enter:
            return .submitted
        case .escape:
            return .cancelled
        default:
            return .ignored
        }
    }
}

/// Terminal text styles, or none when colour is off or output is not a terminal.
public struct TextStyle: Sendable {
    /// Whether escape sequences for styles are written.
    public let isEnabled: Bool

    /// `text` in bold.
    public func bold(_ text: String) -> String { wrap(text, "1") }
    /// `text` dimmed.
    public func dim(_ text: String) -> String { wrap(text, "2") }
    /// `text` in yellow, for warnings.
    public func yellow(_ text: String) -> String { wrap(text, "33") }
    /// `text` in red, for errors.
    public func red(_ text: String) -> String { wrap(text, "31") }

    /// Styles with escape sequences when `isEnabled`, else plain text.
    public init(isEnabled: Bool) {
        self.isEnabled = isEnabled
    }

    private func wrap(_ text: String, _ code: String) -> String {
        isEnabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}

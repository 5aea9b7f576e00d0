/// Terminal text styles, or none when colour is off or output is not a terminal.
struct TextStyle: Sendable {
    /// Whether escape sequences for styles are written.
    let isEnabled: Bool

    /// `text` in bold.
    func bold(_ text: String) -> String { wrap(text, "1") }
    /// `text` dimmed.
    func dim(_ text: String) -> String { wrap(text, "2") }
    /// `text` in yellow, for warnings.
    func yellow(_ text: String) -> String { wrap(text, "33") }
    /// `text` in red, for errors.
    func red(_ text: String) -> String { wrap(text, "31") }

    private func wrap(_ text: String, _ code: String) -> String {
        isEnabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}

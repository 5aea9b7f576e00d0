import Presentation
import TerminalUI

/// The words every line screen shares: remote text made printable, and a failure as lines.
enum LineText {
    /// `text` as printable lines: control characters and escape sequences removed, one line per line break.
    static func printable(_ text: String) -> [String] {
        TerminalSanitizer.sanitize(text, keepNewlines: true)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// `text` as one printable line.
    static func line(_ text: String) -> String {
        TerminalSanitizer.sanitize(text)
    }

    /// A failure with nothing to show: its title and message, what to do, and `r` when retrying makes sense.
    static func failure(_ error: ErrorPresentation) -> [String] {
        var lines = [line("\(error.title): \(error.message)")]
        if let suggestion = error.recoverySuggestion { lines.append(line(suggestion)) }
        if error.isRetryable { lines.append("r retries") }
        return lines
    }
}

/// The one policy for text from outside the program (a server's message, a header, a library's error description)
/// that goes into an error message or a log line: one line, no control characters, bounded length.
///
/// - Every control character (general category `Cc`, so `\n`, `\r`, `\t`, `ESC`, `DEL`, C1 codes), the line and
///   paragraph separators (U+2028, U+2029) and the bidirectional embeddings, overrides and isolates
///   (U+202A–U+202E, U+2066–U+2069) become a space.
/// - Runs of whitespace become one space; leading and trailing whitespace is dropped.
/// - At most ``maximumLength`` (200) characters are kept; a longer text is cut there and ends with `…`.
///
/// ```swift
/// UntrustedText.oneLine("Bad\u{1B}[2J\n  credentials")  // "Bad [2J credentials"
/// ```
///
/// This is not the terminal's sanitiser: the screen strips whole escape sequences and measures cell widths. A
/// message made with this policy is still sanitised again before it reaches a terminal.
public enum UntrustedText {
    /// The most characters (extended grapheme clusters) kept from one untrusted text: 200.
    public static let maximumLength = 200

    /// `text` as one clean line under the policy above; empty when nothing printable is left.
    public static func oneLine(_ text: String) -> String {
        var cleaned = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            cleaned.append(isForbidden(scalar) ? " " : scalar)
        }
        let line = String(cleaned).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return line.count > maximumLength ? String(line.prefix(maximumLength)) + "…" : line
    }

    /// Whether `text` holds a scalar the policy replaces (a control character, a line or paragraph separator, a
    /// bidirectional control): such text cannot be shown as it is.
    public static func containsForbiddenScalars(_ text: String) -> Bool {
        text.unicodeScalars.contains(where: isForbidden)
    }

    private static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return scalar.properties.generalCategory == .control
        }
    }
}

/// The one policy for text from outside the program (a server's message, a header, a library's error description)
/// that goes into an error message or a log line: one line, no control characters, bounded length.
///
/// - A terminal escape sequence goes whole: a CSI sequence (`ESC [` or C1 `CSI`, up to its final byte), an OSC,
///   DCS, SOS, PM or APC string (up to `BEL` or `ESC \`), or `ESC` and the one character after it.
/// - Every other control character (general category `Cc`, so `\n`, `\r`, `\t`, `DEL`, C1 codes), the line and
///   paragraph separators (U+2028, U+2029) and the bidirectional embeddings, overrides and isolates
///   (U+202A–U+202E, U+2066–U+2069) become a space.
/// - Every other invisible character (``InvisibleCharacters``: default-ignorable code points and format characters,
///   such as the soft hyphen, zero-width characters, variation selectors and tag characters) is removed; a
///   prepended concatenation mark such as U+0600 is drawn, and stays.
/// - Runs of whitespace become one space; leading and trailing whitespace is dropped.
/// - At most ``maximumLength`` (200) characters are kept; a longer text is cut there and ends with `…`.
///
/// ```swift
/// UntrustedText.oneLine("Bad\u{1B}[2J\n  credentials")  // "Bad credentials"
/// ```
///
/// This is not the terminal's sanitiser, which also measures cell widths; a message made with this policy is
/// still sanitised again before it reaches a terminal.
public enum UntrustedText {
    /// The most characters (extended grapheme clusters) kept from one untrusted text: 200.
    public static let maximumLength = 200

    /// `text` as one clean line under the policy above; empty when nothing printable is left.
    public static func oneLine(_ text: String) -> String {
        var cleaned = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            switch scalar.value {
            case 0x1B:
                skipEscapeSequence(&scalars)
            case 0x9B:
                skipControlSequence(&scalars)
            case 0x90, 0x98, 0x9D, 0x9E, 0x9F:
                skipControlString(&scalars)
            case _ where isForbidden(scalar):
                cleaned.append(" ")
            case _ where InvisibleCharacters.isInvisible(scalar):
                continue
            default:
                cleaned.append(scalar)
            }
        }
        let line = String(cleaned).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return line.count > maximumLength ? String(line.prefix(maximumLength)) + "…" : line
    }

    /// Whether `text` holds a scalar the policy replaces or removes (a control character, a line or paragraph
    /// separator, a bidirectional control, an invisible character): such text cannot be shown as it is.
    public static func containsForbiddenScalars(_ text: String) -> Bool {
        text.unicodeScalars.contains { isForbidden($0) || InvisibleCharacters.isInvisible($0) }
    }

    /// Skips what follows an `ESC`: a CSI sequence, a control string, or the one character of a two-character
    /// sequence.
    private static func skipEscapeSequence(_ scalars: inout String.UnicodeScalarView.Iterator) {
        switch scalars.next()?.value {
        case 0x5B: skipControlSequence(&scalars)  // [
        case 0x5D, 0x50, 0x58, 0x5E, 0x5F: skipControlString(&scalars)  // ] P X ^ _
        default: break
        }
    }

    /// Skips a CSI sequence's parameter and intermediate bytes and its final byte (`@` to `~`).
    private static func skipControlSequence(_ scalars: inout String.UnicodeScalarView.Iterator) {
        while let next = scalars.next() {
            if (0x40...0x7E).contains(next.value) || !(0x20...0x3F).contains(next.value) { return }
        }
    }

    /// Skips a control string up to its end: `BEL`, `ESC \` or C1 `ST`.
    private static func skipControlString(_ scalars: inout String.UnicodeScalarView.Iterator) {
        while let next = scalars.next() {
            switch next.value {
            case 0x07, 0x9C: return
            case 0x1B:
                _ = scalars.next()
                return
            default: continue
            }
        }
    }

    private static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return scalar.properties.generalCategory == .control
        }
    }
}

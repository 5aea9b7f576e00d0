import AtomicCore

/// Text from a server or typed by a person, made safe to embed in a one-line message.
enum EscapedText {
    /// `text` with control characters, line and paragraph separators, bidirectional embeddings, overrides and
    /// isolates, and invisible characters (`InvisibleCharacters`) written as `\u{1B}`-style escapes.
    static func oneLine(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if mustEscape(scalar) {
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func mustEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return scalar.properties.generalCategory == .control || InvisibleCharacters.isInvisible(scalar)
        }
    }
}

/// Makes untrusted text (remote names, bios, post bodies) safe to print to a terminal.
///
/// The result contains no escape sequence, no control character and no bidirectional override,
/// so remote text can neither move the cursor, recolour or clear the screen, set the window title,
/// write hyperlinks or to the clipboard, nor visually reorder the surrounding output.
/// Ordinary Unicode text — accents, CJK, emoji — passes through unchanged. Sanitising twice gives
/// the same result as sanitising once.
public enum TerminalSanitizer {
    /// `text` with every terminal control removed:
    /// - escape sequences, completely: CSI (`ESC [` … final byte), OSC (`ESC ]` … BEL or `ESC \`),
    ///   DCS, SOS, PM and APC strings up to their terminator, and two-byte `ESC x` sequences
    ///   (with any intermediate bytes, as in `ESC ( B`); an unterminated string swallows the rest;
    /// - C0 controls: a tab becomes a space, a line feed is kept when `keepNewlines` is true and becomes
    ///   a space otherwise, every other one (carriage return included) is removed; DEL is removed;
    /// - C1 controls U+0080–U+009F, including the 8-bit CSI U+009B with its parameters and the 8-bit
    ///   string openers with their contents;
    /// - bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069).
    public static func sanitize(_ text: String, keepNewlines: Bool = false) -> String {
        guard text.unicodeScalars.contains(where: needsAttention) else { return text }
        var output = String.UnicodeScalarView()
        var state = State.text
        for scalar in text.unicodeScalars {
            state = step(state, scalar, keepNewlines: keepNewlines, into: &output)
        }
        return String(output)
    }

    private enum State {
        /// Ordinary text.
        case text
        /// Just after ESC.
        case escape
        /// Inside `ESC` followed by intermediate bytes, waiting for the final byte.
        case escapeIntermediate
        /// Inside a control sequence, waiting for its final byte.
        case controlSequence
        /// Inside an OSC, DCS, SOS, PM or APC string, waiting for its terminator.
        case controlString
    }

    private static let escape: UInt32 = 0x1B
    private static let bell: UInt32 = 0x07
    private static let stringTerminator: UInt32 = 0x9C
    private static let eightBitControlSequenceIntroducer: UInt32 = 0x9B
    /// DCS, SOS, OSC, PM and APC as 8-bit C1 controls.
    private static let eightBitStringOpeners: Set<UInt32> = [0x90, 0x98, 0x9D, 0x9E, 0x9F]
    /// The bytes after ESC that open a string: `P` (DCS), `X` (SOS), `]` (OSC), `^` (PM), `_` (APC).
    private static let sevenBitStringOpeners: Set<UInt32> = [0x50, 0x58, 0x5D, 0x5E, 0x5F]

    private static func step(
        _ state: State,
        _ scalar: Unicode.Scalar,
        keepNewlines: Bool,
        into output: inout String.UnicodeScalarView
    ) -> State {
        let value = scalar.value
        switch state {
        case .text:
            return text(scalar, keepNewlines: keepNewlines, into: &output)
        case .escape:
            switch value {
            case 0x5B: return .controlSequence
            case _ where sevenBitStringOpeners.contains(value): return .controlString
            case 0x20...0x2F: return .escapeIntermediate
            case 0x30...0x7E: return .text
            default: return text(scalar, keepNewlines: keepNewlines, into: &output)
            }
        case .escapeIntermediate:
            switch value {
            case 0x20...0x2F: return .escapeIntermediate
            case 0x30...0x7E: return .text
            default: return text(scalar, keepNewlines: keepNewlines, into: &output)
            }
        case .controlSequence:
            switch value {
            case 0x20...0x3F: return .controlSequence
            case 0x40...0x7E: return .text
            default: return text(scalar, keepNewlines: keepNewlines, into: &output)
            }
        case .controlString:
            switch value {
            case bell, stringTerminator: return .text
            case escape: return .escape
            default: return .controlString
            }
        }
    }

    /// Handles `scalar` as ordinary text, including the controls that open a sequence.
    private static func text(
        _ scalar: Unicode.Scalar,
        keepNewlines: Bool,
        into output: inout String.UnicodeScalarView
    ) -> State {
        let value = scalar.value
        switch value {
        case escape:
            return .escape
        case eightBitControlSequenceIntroducer:
            return .controlSequence
        case _ where eightBitStringOpeners.contains(value):
            return .controlString
        case 0x09:
            output.append(" ")
        case 0x0A:
            output.append(keepNewlines ? "\n" : " ")
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069:
            break
        default:
            output.append(scalar)
        }
        return .text
    }

    private static func needsAttention(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}

import AtomicCore

/// Makes untrusted text (remote names, bios, post bodies, arguments echoed in messages) safe to print to a
/// terminal. It is the one place that decides which characters are unsafe, and ``maximumLineLength`` is the one
/// length policy for outside text quoted in a message.
///
/// The result of ``sanitize(_:keepNewlines:)`` contains no escape sequence, no control character, no
/// bidirectional control and no invisible character outside a visible sequence, so remote text can neither move
/// the cursor, recolour or clear the screen, set the window title, write hyperlinks or to the clipboard, visually
/// reorder the surrounding output, nor hide characters (or whole hidden words, as tag characters can) from the
/// reader. Ordinary Unicode text — accents, CJK, emoji, including emoji joined into one picture such as 👩‍👩‍👧‍👦,
/// emoji with U+FE0F and flags such as England's 🏴󠁧󠁢󠁥󠁮󠁧󠁿 — passes through unchanged. Sanitising twice gives the same
/// result as sanitising once. Both functions take time linear in the length of the text.
public enum TerminalSanitizer {
    /// The most characters (Unicode scalars) of outside text that ``singleLine(_:)`` keeps: 200.
    public static let maximumLineLength = 200

    /// `text` with every terminal control removed:
    /// - escape sequences, completely: CSI (`ESC [` … final byte), OSC (`ESC ]` … BEL or `ESC \`),
    ///   DCS, SOS, PM and APC strings up to their terminator, and two-byte `ESC x` sequences
    ///   (with any intermediate bytes, as in `ESC ( B`); an unterminated string swallows the rest;
    /// - line breaks — a line feed, a carriage return and line feed together, a lone carriage return, and the
    ///   line and paragraph separators (U+2028, U+2029) — become one line feed when `keepNewlines` is true and
    ///   one space otherwise, so the words on either side never run together;
    /// - other C0 controls: a tab becomes a space, every other one is removed; DEL is removed;
    /// - C1 controls U+0080–U+009F, including the 8-bit CSI U+009B with its parameters and the 8-bit
    ///   string openers with their contents;
    /// - bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) and marks
    ///   (U+200E, U+200F, U+061C);
    /// - every other invisible character, as `AtomicCore`'s `InvisibleCharacters` defines it from the Unicode
    ///   properties (default-ignorable code points and format characters: the soft hyphen U+00AD, zero-width
    ///   characters, the invisible operators U+2061–U+2064, the Hangul fillers U+115F, U+1160, U+3164 and U+FFA0,
    ///   variation selectors, tag characters U+E0000–U+E007F, …), except where it belongs to a visible sequence:
    ///   a zero-width joiner (U+200D) between two emoji, a variation selector U+FE0E or U+FE0F right after an emoji
    ///   (or a keycap's digit), and the tag characters of the flag tag sequences Unicode recommends — U+1F3F4,
    ///   the tags of `gbeng`, `gbsct` or `gbwls`, and the cancel tag U+E007F: the flags of England, Scotland and
    ///   Wales, the only ones fonts draw (after any other code the tags are hidden text, and go). Prepended
    ///   concatenation marks (U+0600–U+0605, U+110BD, …) are drawn, and stay.
    public static func sanitize(_ text: String, keepNewlines: Bool = false) -> String {
        guard text.unicodeScalars.contains(where: needsAttention) else { return text }
        var scanner = Scanner(keepNewlines: keepNewlines)
        for scalar in text.unicodeScalars {
            scanner.step(scalar)
        }
        return String(scanner.output)
    }

    /// `text` as a piece of one line of a message, for quoting outside text such as a command-line argument:
    /// every character ``sanitize(_:keepNewlines:)`` would remove or change (line feeds and tabs included) is
    /// written visibly as a Swift-style escape such as `\u{1B}`, and text longer than ``maximumLineLength``
    /// characters is cut there and ends in "…". The work is bounded by ``maximumLineLength``.
    public static func singleLine(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        var kept = 0
        for scalar in text.unicodeScalars {
            guard kept < maximumLineLength else {
                result.append("…")
                break
            }
            kept += 1
            if needsAttention(scalar) || scalar == "\t" || scalar == "\n" {
                result.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    private static let escape: UInt32 = 0x1B
    private static let bell: UInt32 = 0x07
    private static let stringTerminator: UInt32 = 0x9C
    private static let zeroWidthJoiner: UInt32 = 0x200D
    private static let eightBitControlSequenceIntroducer: UInt32 = 0x9B

    // The two sets of string openers are switches rather than `Set`s: a `Set<UInt32>` built at first use makes the
    // Swift runtime search every protocol conformance of the process for `UInt32: Hashable`.

    /// Whether `value` is DCS, SOS, OSC, PM or APC as an 8-bit C1 control.
    private static func isEightBitStringOpener(_ value: UInt32) -> Bool {
        switch value {
        case 0x90, 0x98, 0x9D, 0x9E, 0x9F: true
        default: false
        }
    }

    /// Whether `value`, after ESC, opens a string: `P` (DCS), `X` (SOS), `]` (OSC), `^` (PM), `_` (APC).
    private static func isSevenBitStringOpener(_ value: UInt32) -> Bool {
        switch value {
        case 0x50, 0x58, 0x5D, 0x5E, 0x5F: true
        default: false
        }
    }

    /// Controls, line and paragraph separators and invisible characters (bidirectional controls among them):
    /// everything that is not printed as is everywhere.
    private static func needsAttention(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029: true
        default: InvisibleCharacters.isInvisible(scalar)
        }
    }

    /// A pictographic emoji, which a zero-width joiner may join to the next one; ASCII digits, `#` and `*`,
    /// which Unicode also lists as emoji, are not.
    private static func isEmoji(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value > 0x7F && scalar.properties.isEmoji
    }

    /// Scalars that continue the emoji before them: the variation selectors for text and emoji presentation and
    /// the combining keycap.
    private static func continuesEmoji(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0xFE0E, 0xFE0F, 0x20E3: true
        default: false
        }
    }

    private static let wavingBlackFlag: UInt32 = 0x1F3F4
    private static let cancelTag: UInt32 = 0xE007F
    /// The most tag characters of a flag's subdivision code.
    private static let maximumTagSpecification = 5

    /// A tag character that may spell a subdivision code: TAG DIGIT ZERO–NINE or TAG LATIN SMALL LETTER A–Z.
    private static func isSubdivisionTag(_ value: UInt32) -> Bool {
        (0xE0030...0xE0039).contains(value) || (0xE0061...0xE007A).contains(value)
    }

    /// Whether `tags` (without the cancel tag) spell the subdivision code of a flag Unicode recommends for
    /// general interchange (`RGI_Emoji_Tag_Sequence` in `emoji-sequences.txt`): `gbeng` (England), `gbsct`
    /// (Scotland) or `gbwls` (Wales). Fonts draw only these as flags; after any other code the tags are hidden
    /// text under a plain black flag, so they go.
    private static func isRecommendedFlag(_ tags: [Unicode.Scalar]) -> Bool {
        let code = String(String.UnicodeScalarView(tags.compactMap { Unicode.Scalar($0.value - 0xE0000) }))
        return code == "gbeng" || code == "gbsct" || code == "gbwls"
    }

    /// One pass over the scalars of a text, as a state machine.
    private struct Scanner {
        enum State {
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

        let keepNewlines: Bool
        var output = String.UnicodeScalarView()
        var state = State.text
        /// Whether the last scalar written belongs to an emoji.
        var afterEmoji = false
        /// A zero-width joiner after an emoji, written only if an emoji follows it.
        var pendingJoiner = false
        /// Whether the last scalar was a carriage return, whose line feed, if one follows, ends the same line.
        var afterCarriageReturn = false
        /// The last scalar written, for the variation selectors that may follow it.
        var lastWritten: Unicode.Scalar?
        /// Tag characters after a waving black flag (U+1F3F4), written only if a cancel tag ends them as the code
        /// of a recommended flag; nil when no flag tag sequence is open.
        var pendingTags: [Unicode.Scalar]?

        init(keepNewlines: Bool) {
            self.keepNewlines = keepNewlines
        }

        mutating func step(_ scalar: Unicode.Scalar) {
            let value = scalar.value
            switch state {
            case .text:
                text(scalar)
            case .escape:
                switch value {
                case 0x5B: state = .controlSequence
                case _ where isSevenBitStringOpener(value): state = .controlString
                case 0x20...0x2F: state = .escapeIntermediate
                case 0x30...0x7E: state = .text
                default: text(scalar)
                }
            case .escapeIntermediate:
                switch value {
                case 0x20...0x2F: break
                case 0x30...0x7E: state = .text
                default: text(scalar)
                }
            case .controlSequence:
                switch value {
                case 0x20...0x3F: break
                case 0x40...0x7E: state = .text
                default: text(scalar)
                }
            case .controlString:
                switch value {
                case bell, stringTerminator: state = .text
                case escape: state = .escape
                default: break
                }
            }
        }

        /// Handles `scalar` as ordinary text, including the controls that open a sequence.
        private mutating func text(_ scalar: Unicode.Scalar) {
            let value = scalar.value
            state = .text
            if var tags = pendingTags {
                if isSubdivisionTag(value), tags.count < maximumTagSpecification {
                    tags.append(scalar)
                    pendingTags = tags
                    return
                }
                pendingTags = nil
                if value == cancelTag, isRecommendedFlag(tags) {
                    for tag in tags { output.append(tag) }
                    write(scalar, isEmoji: true)
                    return
                }
            }
            let joinerBefore = pendingJoiner
            pendingJoiner = false
            let carriageReturnBefore = afterCarriageReturn
            afterCarriageReturn = false
            switch value {
            case escape:
                state = .escape
            case eightBitControlSequenceIntroducer:
                state = .controlSequence
            case _ where isEightBitStringOpener(value):
                state = .controlString
            case 0x09:
                write(" ", isEmoji: false)
            case 0x0A:
                // The line feed of a CR LF: the carriage return already ended the line.
                if !carriageReturnBefore { write(lineBreak, isEmoji: false) }
            case 0x0D:
                write(lineBreak, isEmoji: false)
                afterCarriageReturn = true
            case 0x2028, 0x2029:
                write(lineBreak, isEmoji: false)
            case zeroWidthJoiner:
                // Held back until an emoji follows; a second joiner in a row joins nothing.
                pendingJoiner = afterEmoji && !joinerBefore
            case 0xFE0E, 0xFE0F:
                // A presentation selector right after an emoji (or a keycap's digit) belongs to it; any other is
                // invisible and goes.
                guard let base = lastWritten, !continuesEmoji(base), afterEmoji || base.properties.isEmoji else {
                    break
                }
                write(scalar, isEmoji: afterEmoji)
                return
            case _ where needsAttention(scalar):
                break
            default:
                let emoji = isEmoji(scalar)
                if joinerBefore, emoji {
                    output.append("\u{200D}")
                }
                write(scalar, isEmoji: emoji || (afterEmoji && continuesEmoji(scalar)))
                if value == wavingBlackFlag { pendingTags = [] }
                return
            }
            afterEmoji = false
            lastWritten = nil
        }

        /// A line break as written: a line feed when line feeds are kept, else a space.
        private var lineBreak: Unicode.Scalar { keepNewlines ? "\n" : " " }

        private mutating func write(_ scalar: Unicode.Scalar, isEmoji: Bool) {
            output.append(scalar)
            afterEmoji = isEmoji
            lastWritten = scalar
        }
    }
}

/// Measures, truncates and pads text by the number of terminal columns it occupies.
///
/// Width is counted per grapheme cluster (what a reader sees as one character):
/// - 2 columns: East Asian Wide and Fullwidth characters (CJK ideographs, kana, Hangul,
///   fullwidth forms) and emoji shown as pictures (emoji presentation, a text symbol followed by
///   U+FE0F, skin-tone and ZWJ sequences, flags);
/// - 0 columns: control characters and clusters made only of combining marks, joiners,
///   variation selectors and other invisible format characters;
/// - 1 column: everything else, including a lone regional indicator; a cluster of several spacing letters
///   (an Indic conjunct) takes one column per spacing letter.
///
/// Checked against tmux 3.3a (by asking it for the cursor position after each sample): it agrees on CJK,
/// Hangul, fullwidth and halfwidth forms, emoji with emoji presentation, ZWJ sequences of such emoji, flags,
/// combining marks, Thai, Devanagari conjuncts and lone regional indicators. It draws text symbols with U+FE0F
/// ("❤️", "1️⃣") in 1 column and skin-tone sequences ("👍🏽") in 4, where Unicode (UTS #51) and most current
/// terminals use 2; this type keeps 2, and `hasTerminalDependentWidth(_:)` marks those clusters so the
/// renderer never lets them shift the rest of a row.
public enum TextWidth {
    /// Where padding places the text inside the requested width.
    public enum Alignment: Sendable, Equatable {
        /// Text first, spaces after.
        case left
        /// Spaces first, text after.
        case right
        /// Spaces split on both sides; an odd space goes after the text.
        case center
    }

    /// The widest line a terminal can have, in columns: 65,535, since the width field of `winsize` is 16 bits.
    /// ``pad(_:toWidth:alignment:)`` and ``fit(_:toWidth:alignment:ellipsis:)`` never fill past it, so a huge
    /// width cannot exhaust memory.
    public static let maximumWidth = Int(UInt16.max)

    /// The number of terminal columns `text` occupies; O(n) in the length of `text`.
    public static func displayWidth(of text: String) -> Int {
        var visits = 0
        return displayWidth(of: text, visits: &visits)
    }

    /// ``displayWidth(of:)-(String)`` for any string or substring; adds the scalars and grapheme clusters it
    /// looked at to `visits`, so tests can show the work grows linearly.
    static func displayWidth(of text: some StringProtocol, visits: inout Int) -> Int {
        // Plain scalars (printable ASCII among them) are one column and one grapheme cluster each.
        var scalars = 0
        for scalar in text.unicodeScalars {
            visits += 1
            guard isPlainScalar(scalar.value) else {
                var width = 0
                for character in text {
                    visits += 1
                    width += displayWidth(of: character)
                }
                return width
            }
            scalars += 1
        }
        return scalars
    }

    /// Whether `value` is a scalar that is always a grapheme cluster of its own and one column wide, so text made
    /// only of such scalars is measured and cut scalar by scalar: printable ASCII, the rest of the Latin blocks
    /// below the combining marks (U+00A0–U+02FF, the soft hyphen U+00AD aside), the dashes, quotes and bullets of
    /// U+2010–U+2027 ("·", "–", "…" and "•" among them), the primes and angle quotes U+2030–U+203A ("›"), the
    /// arrows U+2190–U+21FF, and the box-drawing and block characters U+2500–U+259F. None of them is wide, an
    /// emoji in presentation, a mark, a control or invisible, and none joins the scalars around it (the tests hold
    /// each to what the Unicode properties say).
    static func isPlainScalar(_ value: UInt32) -> Bool {
        switch value {
        case 0x20...0x7E, 0xA0...0xAC, 0xAE...0x2FF, 0x2010...0x2027, 0x2030...0x203A, 0x2190...0x21FF, 0x2500...0x259F:
            true
        default: false
        }
    }

    /// The number of terminal columns one grapheme cluster occupies: 0, 1 or 2 for most clusters; a cluster of
    /// several spacing letters (an Indic conjunct such as "क्षि") takes one column per spacing scalar, as
    /// terminals that measure scalar by scalar draw it.
    public static func displayWidth(of character: Character) -> Int {
        // Printable ASCII is one column and an ASCII control (CR LF included) none, without Unicode properties.
        if let ascii = character.asciiValue {
            return (0x20..<0x7F).contains(ascii) ? 1 : 0
        }
        let scalars = character.unicodeScalars
        if let only = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex,
            isPlainScalar(only.value)
        {
            return 1
        }
        return widthByProperties(of: character)
    }

    /// ``displayWidth(of:)-(Character)`` from the Unicode properties, without the answers it gives by itself:
    /// what the tests hold those answers to.
    static func widthByProperties(of character: Character) -> Int {
        if let ascii = character.asciiValue {
            return (0x20..<0x7F).contains(ascii) ? 1 : 0
        }
        let scalars = character.unicodeScalars
        guard let base = scalars.first(where: { !isZeroWidth($0) }) else { return 0 }
        if isControl(base) { return 0 }
        if isRegionalIndicator(base) {
            // A flag is a pair; a lone regional indicator is a letter in a box, one column wide.
            return scalars.lazy.filter(isRegionalIndicator).count >= 2 ? 2 : 1
        }
        if isEmojiPicture(scalars, base: base) { return 2 }
        return scalars.reduce(0) { width, scalar in
            if isZeroWidth(scalar) || isControl(scalar) { return width }
            return width + (isEastAsianWide(scalar) ? 2 : 1)
        }
    }

    /// Whether terminals disagree on the width of `character`: an emoji sequence of several scalars (a text
    /// symbol with U+FE0F, a skin tone, a ZWJ sequence, a keycap, a flag), which this type counts as 2 columns
    /// and some terminals draw in 1 (tmux 3.3 for "❤️") or 4 (tmux 3.3 for "👍🏽"). The renderer moves the
    /// cursor explicitly after such a cluster, so the rest of the row stays aligned either way.
    static func hasTerminalDependentWidth(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard scalars.index(after: scalars.startIndex) != scalars.endIndex,
            let base = scalars.first(where: { !isZeroWidth($0) })
        else { return false }
        return base.properties.isEmoji && displayWidth(of: character) == 2
    }

    /// An emoji drawn as a picture: emoji presentation by default, or a text symbol made a picture by U+FE0F
    /// or by joining emoji with U+200D.
    private static func isEmojiPicture(_ scalars: Character.UnicodeScalarView, base: Unicode.Scalar) -> Bool {
        if base.properties.isEmojiPresentation || isEastAsianWide(base) { return true }
        guard base.properties.isEmoji, scalars.index(after: scalars.startIndex) != scalars.endIndex else {
            return false
        }
        let hasEmojiSelector = scalars.contains("\u{FE0F}")
        let joinsEmoji = scalars.contains("\u{200D}") && scalars.contains { $0.properties.isEmojiPresentation }
        return hasEmojiSelector || joinsEmoji
    }

    private static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
        (0x1F1E6...0x1F1FF).contains(scalar.value)
    }

    /// `text` cut to at most `width` columns, ending in `ellipsis` when anything was removed.
    ///
    /// Whole grapheme clusters are kept or dropped, never split, so the result may be one column
    /// narrower than `width` when a wide character does not fit. When `ellipsis` itself is wider
    /// than `width`, the text is cut without it. A `width` of zero or less gives an empty string.
    /// One pass that stops as soon as `width` is passed: O(`width`) for text that must be cut, O(n) otherwise.
    public static func truncate(_ text: String, toWidth width: Int, ellipsis: String = "…") -> String {
        var visits = 0
        return truncate(text, toWidth: width, ellipsis: ellipsis, visits: &visits)
    }

    /// ``truncate(_:toWidth:ellipsis:)``, adding the grapheme clusters it looked at to `visits`.
    static func truncate(_ text: String, toWidth width: Int, ellipsis: String, visits: inout Int) -> String {
        guard width > 0 else { return "" }
        let ellipsisWidth = displayWidth(of: ellipsis, visits: &visits)
        let keepsEllipsis = ellipsisWidth <= width
        let available = keepsEllipsis ? width - ellipsisWidth : width
        // Plain scalars up to one past the cut (a list row's login, with "·" between its fields): each is a
        // grapheme cluster of its own, one column wide, so the text is cut by scalars without breaking it into
        // clusters.
        let scalars = text.unicodeScalars
        var scanned = 0
        var plain = true
        for scalar in scalars {
            visits += 1
            guard isPlainScalar(scalar.value) else {
                plain = false
                break
            }
            scanned += 1
            if scanned - width > 1 { break }
        }
        if plain {
            guard scanned > width else { return text }
            let kept = text[..<scalars.index(scalars.startIndex, offsetBy: available)]
            return keepsEllipsis ? kept + ellipsis : String(kept)
        }
        var used = 0
        var cut: String.Index?
        for index in text.indices {
            visits += 1
            let characterWidth = displayWidth(of: text[index])
            if cut == nil, used + characterWidth > available { cut = index }
            // `used` never exceeds `width` here, so the sum cannot overflow.
            used += characterWidth
            if used > width {
                let kept = text[..<(cut ?? index)]
                return keepsEllipsis ? kept + ellipsis : String(kept)
            }
        }
        return text
    }

    /// `text` filled with spaces to exactly `width` columns, placed by `alignment`.
    ///
    /// Text already `width` columns wide or wider is returned unchanged; use ``fit(_:toWidth:alignment:ellipsis:)``
    /// to also cut it. A `width` above ``maximumWidth`` pads to ``maximumWidth``.
    public static func pad(_ text: String, toWidth width: Int, alignment: Alignment = .left) -> String {
        guard width > 0 else { return text }
        let missing = min(width, maximumWidth) - displayWidth(of: text)
        guard missing > 0 else { return text }
        switch alignment {
        case .left:
            return text + String(repeating: " ", count: missing)
        case .right:
            return String(repeating: " ", count: missing) + text
        case .center:
            let before = missing / 2
            return String(repeating: " ", count: before) + text + String(repeating: " ", count: missing - before)
        }
    }

    /// `text` truncated (with `ellipsis`) and then padded so it occupies exactly `width` columns,
    /// as a table cell needs; empty when `width` is zero or less.
    public static func fit(
        _ text: String,
        toWidth width: Int,
        alignment: Alignment = .left,
        ellipsis: String = "…"
    ) -> String {
        guard width > 0 else { return "" }
        return pad(truncate(text, toWidth: width, ellipsis: ellipsis), toWidth: width, alignment: alignment)
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// Scalars that never advance the cursor on their own.
    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20...0x7E: return false
        case 0x1160...0x11FF, 0xD7B0...0xD7FF: return true  // Hangul vowel and final jamo join the initial.
        case 0x200B: return true  // zero width space
        default: break
        }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }

    /// Inclusive ranges of East Asian Wide (W) and Fullwidth (F) characters that are not emoji,
    /// sorted by their first scalar value.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,  // Hangul initial consonants
        0x2329...0x232A,  // angle brackets
        0x2E80...0x2E99,  // CJK radicals supplement
        0x2E9B...0x2EF3,
        0x2F00...0x2FD5,  // Kangxi radicals
        0x2FF0...0x2FFF,  // ideographic description characters
        0x3000...0x303E,  // ideographic space, CJK symbols and punctuation
        0x3041...0x3096,  // Hiragana
        0x3099...0x30FF,  // Katakana
        0x3105...0x312F,  // Bopomofo
        0x3131...0x318E,  // Hangul compatibility jamo
        0x3190...0x31E5,  // Kanbun, Bopomofo extended, CJK strokes
        0x31EF...0x321E,  // Katakana phonetic extensions, enclosed CJK
        0x3220...0x3247,
        0x3250...0x4DBF,  // enclosed CJK, compatibility, CJK extension A
        0x4E00...0xA48C,  // CJK unified ideographs, Yi syllables
        0xA490...0xA4C6,  // Yi radicals
        0xA960...0xA97C,  // Hangul jamo extended A
        0xAC00...0xD7A3,  // Hangul syllables
        0xF900...0xFAFF,  // CJK compatibility ideographs
        0xFE10...0xFE19,  // vertical forms
        0xFE30...0xFE52,  // CJK compatibility forms, small form variants
        0xFE54...0xFE66,
        0xFE68...0xFE6B,
        0xFF01...0xFF60,  // fullwidth ASCII variants
        0xFFE0...0xFFE6,  // fullwidth signs
        0x16FE0...0x16FE4,  // ideographic symbols
        0x16FF0...0x16FF1,
        0x17000...0x187F7,  // Tangut
        0x18800...0x18CD5,  // Tangut components, Khitan
        0x18D00...0x18D08,
        0x1AFF0...0x1B2FB,  // Kana extended and supplement, Nushu
        0x1F200...0x1F202,  // enclosed ideographic supplement
        0x1F210...0x1F23B,
        0x1F240...0x1F248,
        0x1F250...0x1F251,
        0x1F260...0x1F265,
        0x20000...0x2FFFD,  // CJK extensions B to F, compatibility supplement
        0x30000...0x3FFFD,  // CJK extensions G and H
    ]

    private static func isEastAsianWide(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        guard value >= 0x1100 else { return false }
        var low = 0
        var high = wideRanges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = wideRanges[middle]
            if value < range.lowerBound {
                high = middle - 1
            } else if value > range.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }
}

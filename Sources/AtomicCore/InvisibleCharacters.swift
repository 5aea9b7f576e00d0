/// Which Unicode scalars draw nothing on their own: the one rule, read from the Unicode properties the standard
/// library carries, for the characters remote text may not bring to a terminal unseen.
///
/// A scalar is invisible when it is a **default-ignorable code point** (`Default_Ignorable_Code_Point`: the soft
/// hyphen U+00AD, the zero-width characters and joiners, the invisible operators U+2061–U+2064, the variation
/// selectors, the Hangul fillers U+115F, U+1160, U+3164 and U+FFA0, the tag characters U+E0000–U+E007F, …) or a
/// **format character** (general category `Cf`: the bidirectional controls, U+FFF9–U+FFFB, …), unless it is a
/// **prepended concatenation mark** (`Prepended_Concatenation_Mark`: U+0600–U+0605, U+06DD, U+070F,
/// U+0890–U+0891, U+08E2, U+110BD, U+110CD), a format character that is drawn, over the digits after it.
///
/// Whether an invisible scalar may stay as part of a visible sequence (a zero-width joiner inside an emoji, the
/// tag characters of a flag) is for the caller to decide: `TerminalSanitizer` in `TerminalUI` keeps those.
///
/// ```swift
/// InvisibleCharacters.isInvisible("\u{AD}")  // true: soft hyphen
/// InvisibleCharacters.isInvisible("\u{600}")  // false: Arabic number sign, drawn
/// ```
public enum InvisibleCharacters {
    /// Whether `scalar` draws nothing on its own (see the type's rule). ASCII, the rest of the Latin blocks below
    /// the combining marks (U+00A0–U+02FF), the dashes, quotes and bullets of U+2010–U+2027, the primes and angle
    /// quotes U+2030–U+203A, the arrows and the box-drawing and block characters are answered without a table
    /// look-up.
    @inline(__always)
    public static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        // U+00AD is the first scalar that is default-ignorable or a format character, and the only one below
        // the combining marks.
        case 0xAD: true
        case 0x00..<0x300, 0x2010...0x2027, 0x2030...0x203A, 0x2190...0x21FF, 0x2500...0x259F: false
        default: isInvisibleAboveASCII(scalar)
        }
    }

    /// ``isInvisible(_:)`` from the Unicode properties alone, without the ranges it answers by itself: what the
    /// tests hold those ranges to.
    static func isInvisibleByProperties(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0xAD && isInvisibleAboveASCII(scalar)
    }

    /// Whether `scalar` is a prepended concatenation mark: a format character that is drawn, spanning the digits
    /// that follow it. Unicode lists these eleven in `PropList.txt`; the standard library has no property for them.
    public static func isPrependedConcatenationMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0600...0x0605, 0x06DD, 0x070F, 0x0890...0x0891, 0x08E2, 0x110BD, 0x110CD: true
        default: false
        }
    }

    private static func isInvisibleAboveASCII(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        if properties.isDefaultIgnorableCodePoint { return true }
        return properties.generalCategory == .format && !isPrependedConcatenationMark(scalar)
    }
}

import AtomicCore

/// How ``JSONWriter`` writes text as a JSON string: in quotes, escaping as it copies, in runs.
///
/// Escaped are `"` and `\`, the C0 controls (`\b`, `\t`, `\n`, `\f`, `\r`, others as `\u00XX`), DEL, the C1 controls
/// U+0080–U+009F, the separators U+2028/U+2029, and every invisible character as `InvisibleCharacters` defines it
/// from the Unicode properties (default-ignorable code points and format characters, the bidirectional controls
/// among them: the soft hyphen, zero-width joiners, variation selectors, tag characters, …), as `\uXXXX` in
/// lower-case hex, a scalar above U+FFFF as its UTF-16 surrogate pair (`\udb40\udc67`). The value a JSON reader
/// gets is unchanged; only the text on the terminal shows the escape. Every other byte is copied as it is.
///
/// The text between escapes is copied in one piece, and is found eight bytes at a time: a word of plain ASCII
/// (no control, quote, backslash or DEL) is passed over whole, so most text is looked at once and copied once.
/// Every other word is looked at byte by byte, and the scalar at each UTF-8 lead byte is decoded and classified.
public enum JSONEscaping {
    /// Appends `utf8`, which must be valid UTF-8 (as a `String`'s is), to `bytes` as a quoted JSON string.
    public static func appendQuoted(_ utf8: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        var copied = 0
        var index = firstCandidate(in: utf8, from: 0)
        while index < utf8.count {
            let length = escapedLength(at: index, in: utf8)
            guard length > 0 else {
                index = firstCandidate(in: utf8, from: index + 1)
                continue
            }
            if copied < index { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[copied..<index])) }
            appendEscape(of: utf8, at: index, length: length, to: &bytes)
            index += length
            copied = index
            index = firstCandidate(in: utf8, from: index)
        }
        if copied < utf8.count { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[copied...])) }
        bytes.append(UInt8(ascii: "\""))
    }

    /// The index of the first byte at or after `start` that may start something escaped (see ``isCandidate(_:)``),
    /// or `utf8.count` when there is none.
    static func firstCandidate(in utf8: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard let base = utf8.baseAddress else { return utf8.count }
        let count = utf8.count
        var index = start
        while index + 8 <= count {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            if mayHoldCandidate(word) {
                for offset in index..<(index + 8) where isCandidate(base[offset]) { return offset }
            }
            index += 8
        }
        guard index < count else { return count }
        // Fewer than eight bytes are left: the last eight bytes of the text, when it has that many, are looked at
        // as one word first (bytes before `index` among them may be candidates already dealt with).
        if count >= 8, !mayHoldCandidate(UnsafeRawPointer(base + count - 8).loadUnaligned(as: UInt64.self)) {
            return count
        }
        while index < count {
            if isCandidate(base[index]) { return index }
            index += 1
        }
        return count
    }

    /// Whether `byte` is, or starts, something that may be escaped: a quote, a backslash, a C0 control, DEL, or the
    /// lead byte of a scalar above ASCII (`C2`–`F4`).
    @inline(__always)
    static func isCandidate(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0x7F || byte >= 0xC2
    }

    /// Whether any of the eight bytes of `word` may be a candidate: false only when all eight are ASCII and none
    /// is a control, a quote, a backslash or DEL. Non-ASCII bytes are left to ``isCandidate(_:)``.
    @inline(__always)
    static func mayHoldCandidate(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        // A byte below 0x20 (the high bit of `byte - 0x20` set where the byte's own high bit is clear), or a zero
        // byte after the exclusive or with `"`, `\` or DEL; the borrows of the subtraction never hide a match.
        let belowSpace = (word &- ones &* 0x20) & ~word
        let quote = word ^ (ones &* 0x22)
        let backslash = word ^ (ones &* 0x5C)
        let delete = word ^ (ones &* 0x7F)
        let zeros =
            ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash) | ((delete &- ones) & ~delete)
        return (word | belowSpace | zeros) & highBits != 0
    }

    /// How many bytes at `index` (a candidate) are written as one escape, or 0 when the byte is copied as it is.
    @inline(__always)
    static func escapedLength(at index: Int, in utf8: UnsafeBufferPointer<UInt8>) -> Int {
        let byte = utf8[index]
        switch byte {
        case 0x00..<0x20, 0x7F, UInt8(ascii: "\""), UInt8(ascii: "\\"):
            return 1
        case 0xC2..<0xE0:
            let length = 2
            guard index + length <= utf8.count else { return 0 }
            return mustEscape(scalar(at: index, length: length, in: utf8)) ? length : 0
        case 0xE0..<0xF0:
            let length = 3
            guard index + length <= utf8.count else { return 0 }
            return mustEscape(scalar(at: index, length: length, in: utf8)) ? length : 0
        case 0xF0...0xF4:
            let length = 4
            guard index + length <= utf8.count else { return 0 }
            return mustEscape(scalar(at: index, length: length, in: utf8)) ? length : 0
        default:
            return 0
        }
    }

    /// The scalar value of the `length` bytes of UTF-8 at `index`.
    @inline(__always)
    private static func scalar(at index: Int, length: Int, in utf8: UnsafeBufferPointer<UInt8>) -> UInt32 {
        let leadBits: UInt8 =
            switch length {
            case 2: 0x1F
            case 3: 0x0F
            default: 0x07
            }
        var value = UInt32(utf8[index] & leadBits)
        for offset in 1..<length {
            value = value << 6 | UInt32(utf8[index + offset] & 0x3F)
        }
        return value
    }

    /// Whether the scalar `value` (above ASCII) is escaped: a C1 control, U+2028, U+2029, or invisible.
    @inline(__always)
    private static func mustEscape(_ value: UInt32) -> Bool {
        switch value {
        case 0x80...0x9F, 0x2028, 0x2029: return true
        default:
            guard let scalar = Unicode.Scalar(value) else { return false }
            return InvisibleCharacters.isInvisible(scalar)
        }
    }

    /// Writes the escape of the `length` bytes at `index` (as ``escapedLength(at:in:)`` measured them).
    private static func appendEscape(
        of utf8: UnsafeBufferPointer<UInt8>, at index: Int, length: Int, to bytes: inout [UInt8]
    ) {
        let byte = utf8[index]
        guard length == 1 else {
            let value = scalar(at: index, length: length, in: utf8)
            if value > 0xFFFF {
                let offset = value - 0x1_0000
                appendUnicodeEscape(0xD800 | (offset >> 10), to: &bytes)
                appendUnicodeEscape(0xDC00 | (offset & 0x3FF), to: &bytes)
            } else {
                appendUnicodeEscape(value, to: &bytes)
            }
            return
        }
        let short: UInt8? =
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): byte
            case 0x08: UInt8(ascii: "b")
            case 0x09: UInt8(ascii: "t")
            case 0x0A: UInt8(ascii: "n")
            case 0x0C: UInt8(ascii: "f")
            case 0x0D: UInt8(ascii: "r")
            default: nil
            }
        if let short {
            bytes.append(UInt8(ascii: "\\"))
            bytes.append(short)
        } else {
            appendUnicodeEscape(UInt32(byte), to: &bytes)
        }
    }

    /// Writes `\uXXXX` for the UTF-16 code unit `unit` (at most U+FFFF), in lower-case hex.
    private static func appendUnicodeEscape(_ unit: UInt32, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\\"))
        bytes.append(UInt8(ascii: "u"))
        for shift in stride(from: 12, through: 0, by: -4) {
            let digit = UInt8((unit >> UInt32(shift)) & 0xF)
            bytes.append(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") - 10 + digit)
        }
    }
}

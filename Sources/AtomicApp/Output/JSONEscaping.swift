/// How ``JSONWriter`` writes text as a JSON string: in quotes, escaping as it copies, in runs.
///
/// Escaped are `"` and `\`, the C0 controls (`\b`, `\t`, `\n`, `\f`, `\r`, others as `\u00XX`), DEL, the C1 controls
/// U+0080–U+009F, the separators U+2028/U+2029, and the bidirectional embeddings, overrides and isolates
/// U+202A–U+202E and U+2066–U+2069 (`\uXXXX`, lower-case hex). Every other byte is copied as it is.
///
/// The text between escapes is copied in one piece, and is found eight bytes at a time: a word of plain ASCII
/// (no control, quote, backslash or DEL) is passed over whole, so most text is looked at once and copied once.
enum JSONEscaping {
    /// Appends `utf8`, which must be valid UTF-8 (as a `String`'s is), to `bytes` as a quoted JSON string.
    static func appendQuoted(_ utf8: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
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
    /// first byte of U+0080–U+00BF (`C2`) or U+2000–U+2FFF (`E2`).
    @inline(__always)
    static func isCandidate(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0x7F || byte == 0xC2
            || byte == 0xE2
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
        switch utf8[index] {
        case 0x00..<0x20, 0x7F, UInt8(ascii: "\""), UInt8(ascii: "\\"):
            return 1
        case 0xC2:
            return index + 1 < utf8.count && (0x80...0x9F).contains(utf8[index + 1]) ? 2 : 0
        case 0xE2:
            return index + 2 < utf8.count && isEscapedAboveASCII(utf8[index + 1], utf8[index + 2]) ? 3 : 0
        default:
            return 0
        }
    }

    /// Whether `E2 second third` encodes U+2028–U+202E or U+2066–U+2069.
    @inline(__always)
    private static func isEscapedAboveASCII(_ second: UInt8, _ third: UInt8) -> Bool {
        (second == 0x80 && (0xA8...0xAE).contains(third)) || (second == 0x81 && (0xA6...0xA9).contains(third))
    }

    /// Writes the escape of the `length` bytes at `index` (as ``escapedLength(at:in:)`` measured them).
    private static func appendEscape(
        of utf8: UnsafeBufferPointer<UInt8>, at index: Int, length: Int, to bytes: inout [UInt8]
    ) {
        let byte = utf8[index]
        switch length {
        case 2:
            appendUnicodeEscape(UInt32(utf8[index + 1]), to: &bytes)
        case 3:
            let scalar = 0x2000 | (UInt32(utf8[index + 1] & 0x3F) << 6) | UInt32(utf8[index + 2] & 0x3F)
            appendUnicodeEscape(scalar, to: &bytes)
        default:
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
    }

    /// Writes `\uXXXX` for `scalar` (at most U+FFFF), in lower-case hex.
    private static func appendUnicodeEscape(_ scalar: UInt32, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\\"))
        bytes.append(UInt8(ascii: "u"))
        for shift in stride(from: 12, through: 0, by: -4) {
            let digit = UInt8((scalar >> UInt32(shift)) & 0xF)
            bytes.append(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") - 10 + digit)
        }
    }
}

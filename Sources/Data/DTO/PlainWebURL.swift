/// The common shape of a web address, recognised in one pass over its bytes: text the URL parser takes as it is.
///
/// A plain web URL is a lower-case `http://` or `https://`, then a host starting with an ASCII letter or digit,
/// without user information (no `@` before the path) and with at most one port, of digits only, then any path and
/// query; every byte is an ASCII letter or digit, one of `-._~:/?@!$&'()*+,;=`, or part of a `%` followed by two hex
/// digits (no fragment, no white space, no brackets, no control, nothing outside ASCII). Such text parses as an
/// `http(s)` URL with a host whose `absoluteString` is the text itself, so ``LenientValue/webURLText(_:)`` keeps it
/// without asking the URL parser; anything else is left to the parser.
enum PlainWebURL {
    /// Whether `utf8` is a plain web URL, as described above.
    static func isPlain(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        classes.withUnsafeBufferPointer { isPlain(utf8, classes: $0) }
    }

    /// For each byte: ``plainBit`` when ``isPlain(_:)-(UInt8)`` holds, ``hostBit`` when ``isPlainInHost(_:)`` does;
    /// one load a byte in the loops below instead of the tests themselves.
    private static let classes: [UInt8] = (0...255).map { value in
        let byte = UInt8(value)
        return (isPlain(byte) ? plainBit : 0) | (isPlainInHost(byte) ? hostBit : 0)
    }
    private static let plainBit: UInt8 = 1
    private static let hostBit: UInt8 = 2

    /// ``isPlain(_:)-(UnsafeBufferPointer<UInt8>)`` with the table of ``classes`` at hand.
    private static func isPlain(_ utf8: UnsafeBufferPointer<UInt8>, classes: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = utf8.count
        guard count > 8, utf8[0] == UInt8(ascii: "h"), utf8[1] == UInt8(ascii: "t"), utf8[2] == UInt8(ascii: "t"),
            utf8[3] == UInt8(ascii: "p")
        else { return false }
        var index = utf8[4] == UInt8(ascii: "s") ? 5 : 4
        guard utf8[index] == UInt8(ascii: ":"), utf8[index + 1] == UInt8(ascii: "/"),
            utf8[index + 2] == UInt8(ascii: "/"), index + 3 < count
        else { return false }
        index += 3
        guard isAlphanumeric(utf8[index]) else { return false }
        // The authority, up to the first `/` or `?`: no user information, and a port of digits only. Most bytes
        // are plain bytes other than `/`, `:`, `?` and `@`, passed over at once.
        var inPort = false
        while index < count {
            if !inPort {
                index = skip(hostBit, from: index, in: utf8, classes: classes)
                guard index < count else { break }
            }
            let byte = utf8[index]
            if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") { break }
            if byte == UInt8(ascii: "@") { return false }
            if byte == UInt8(ascii: ":") {
                // A second colon is no port: the parser refuses `host::443` and `host:443:`.
                if inPort { return false }
                inPort = true
            } else if inPort, !isDigit(byte) {
                return false
            }
            guard skipPlainOrEscape(at: &index, in: utf8) else { return false }
        }
        // The path and the query.
        while index < count {
            index = skip(plainBit, from: index, in: utf8, classes: classes)
            guard index < count else { break }
            guard skipPlainOrEscape(at: &index, in: utf8) else { return false }
        }
        return true
    }

    /// The index of the first byte at or after `start` whose class lacks `bit` (`utf8.count` when none does), found
    /// eight bytes at a time while whole words have it.
    @inline(__always)
    private static func skip(
        _ bit: UInt8, from start: Int, in utf8: UnsafeBufferPointer<UInt8>, classes: UnsafeBufferPointer<UInt8>
    ) -> Int {
        let count = utf8.count
        var index = start
        while index + 8 <= count {
            let word =
                classes[Int(utf8[index])] & classes[Int(utf8[index + 1])] & classes[Int(utf8[index + 2])]
                & classes[Int(utf8[index + 3])] & classes[Int(utf8[index + 4])] & classes[Int(utf8[index + 5])]
                & classes[Int(utf8[index + 6])] & classes[Int(utf8[index + 7])]
            guard word & bit != 0 else { break }
            index += 8
        }
        while index < count, classes[Int(utf8[index])] & bit != 0 { index += 1 }
        return index
    }

    /// Whether `byte` is plain and none of `/`, `:`, `?` and `@`, which end or divide the authority: an ASCII letter or
    /// digit, or one of `-._~!$&'()*+,;=`.
    @inline(__always)
    static func isPlainInHost(_ byte: UInt8) -> Bool {
        isMember(byte, low: 0x2BFF_7FD2_0000_0000, high: 0x47FF_FFFE_87FF_FFFE)
    }

    /// Whether the byte at `index` is plain, or a `%` followed by two hex digits; moves `index` past it.
    @inline(__always)
    private static func skipPlainOrEscape(at index: inout Int, in utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        let byte = utf8[index]
        if byte == UInt8(ascii: "%") {
            guard index + 2 < utf8.count, isHexDigit(utf8[index + 1]), isHexDigit(utf8[index + 2]) else {
                return false
            }
            index += 3
            return true
        }
        index += 1
        return isPlain(byte)
    }

    /// Whether a URL carries `byte` as it is outside escapes: an ASCII letter or digit, or one of
    /// `-._~:/?@!$&'()*+,;=` (not `#`, `[` or `]`: those are left to the parser).
    @inline(__always)
    static func isPlain(_ byte: UInt8) -> Bool {
        // Below 64: `!$&'()*+,-./`, the digits, `:`, `;`, `=` and `?`; from 64: `@`, the letters, `_` and `~`.
        isMember(byte, low: 0xAFFF_FFD2_0000_0000, high: 0x47FF_FFFE_87FF_FFFF)
    }

    /// Whether `byte` is `0`–`9`, `a`–`f` or `A`–`F`.
    @inline(__always)
    static func isHexDigit(_ byte: UInt8) -> Bool {
        isMember(byte, low: 0x03FF_0000_0000_0000, high: 0x0000_007E_0000_007E)
    }

    @inline(__always)
    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    @inline(__always)
    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    /// Whether bit `byte` is set in the 128-bit set `high:low` (bytes 0–63 in `low`, 64–127 in `high`); bytes from
    /// 128 are never members.
    @inline(__always)
    private static func isMember(_ byte: UInt8, low: UInt64, high: UInt64) -> Bool {
        let bits = byte & 0x40 == 0 ? low : high
        return byte < 0x80 && (bits >> UInt64(byte & 0x3F)) & 1 != 0
    }
}

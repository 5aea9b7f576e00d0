import Foundation

/// How `--json` output was produced before `JSONWriter`: `JSONEncoder` (pretty-printed, sorted keys, slashes
/// unescaped, ISO 8601 dates) followed by a linear pass that escaped DEL, C1 and bidirectional controls and
/// compacted empty collections. Kept here only as the reference the writer's output is compared with.
public enum ReferenceJSON {
    /// `value` encoded the way the previous release did, ending in a newline.
    public static func render(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return finish(try encoder.encode(value)) + "\n"
    }

    /// `encoded`, pretty-printed JSON from `JSONEncoder`, with the previous release's escapes and its empty
    /// collections compacted.
    public static func finish(_ encoded: some Collection<UInt8>) -> String {
        let bytes = Array(encoded)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        var inString = false
        while index < bytes.count {
            let byte = bytes[index]
            if inString {
                index += copyStringByte(bytes, at: index, into: &output, inString: &inString)
                continue
            }
            if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
                let closer = byte == UInt8(ascii: "[") ? UInt8(ascii: "]") : UInt8(ascii: "}")
                var next = index + 1
                while next < bytes.count, isWhitespace(bytes[next]) { next += 1 }
                if next < bytes.count, bytes[next] == closer {
                    output.append(byte)
                    output.append(closer)
                    index = next + 1
                    continue
                }
            }
            output.append(byte)
            index += 1
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Copies the string content starting at `index` (one escape, one character or one byte) and returns how
    /// many bytes it used.
    private static func copyStringByte(
        _ bytes: [UInt8], at index: Int, into output: inout [UInt8], inString: inout Bool
    ) -> Int {
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "\\"):
            // An escape: copy it and the byte it escapes, so an escaped quote does not end the string.
            output.append(byte)
            if index + 1 < bytes.count { output.append(bytes[index + 1]) }
            return min(2, bytes.count - index)
        case UInt8(ascii: "\""):
            inString = false
            output.append(byte)
            return 1
        case 0x7F:
            appendEscape(0x7F, to: &output)
            return 1
        case 0xC2 where index + 1 < bytes.count && (0x80...0x9F).contains(bytes[index + 1]):
            appendEscape(UInt32(bytes[index + 1]), to: &output)
            return 2
        case 0xE2 where index + 2 < bytes.count:
            let scalar = 0x2000 | (UInt32(bytes[index + 1] & 0x3F) << 6) | UInt32(bytes[index + 2] & 0x3F)
            if bytes[index + 1] & 0xC0 == 0x80, isEscapedAboveASCII(scalar) {
                appendEscape(scalar, to: &output)
                return 3
            }
            output.append(byte)
            return 1
        default:
            output.append(byte)
            return 1
        }
    }

    /// U+2028–U+202E and U+2066–U+2069.
    private static func isEscapedAboveASCII(_ scalar: UInt32) -> Bool {
        (0x2028...0x202E).contains(scalar) || (0x2066...0x2069).contains(scalar)
    }

    private static func appendEscape(_ scalar: UInt32, to output: inout [UInt8]) {
        let hex = Array("0123456789abcdef".utf8)
        output.append(contentsOf: Array(#"\u"#.utf8))
        for shift in stride(from: 12, through: 0, by: -4) {
            output.append(hex[Int((scalar >> UInt32(shift)) & 0xF)])
        }
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

}

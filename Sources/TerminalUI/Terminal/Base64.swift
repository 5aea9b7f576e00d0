/// Standard base64 (RFC 4648, with padding), for OSC 52 payloads, without Foundation.
enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// `bytes` as base64 ASCII bytes.
    static func encode(_ bytes: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index < bytes.count {
            let count = min(3, bytes.count - index)
            let b0 = UInt32(bytes[index])
            let b1 = count > 1 ? UInt32(bytes[index + 1]) : 0
            let b2 = count > 2 ? UInt32(bytes[index + 2]) : 0
            let group = b0 << 16 | b1 << 8 | b2
            output.append(alphabet[Int(group >> 18 & 0x3F)])
            output.append(alphabet[Int(group >> 12 & 0x3F)])
            output.append(count > 1 ? alphabet[Int(group >> 6 & 0x3F)] : UInt8(ascii: "="))
            output.append(count > 2 ? alphabet[Int(group & 0x3F)] : UInt8(ascii: "="))
            index += 3
        }
        return output
    }
}

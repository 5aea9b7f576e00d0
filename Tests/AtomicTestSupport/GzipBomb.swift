/// A gzip body of zeros that inflates about 1,032 times, built without compressing anything, so a
/// test can serve a bomb of any size without holding it or spending time on it.
///
/// The member holds one dynamic-Huffman deflate block whose codes are as short as deflate allows:
/// a literal zero, then back-references of length 258 at distance 1, each written in two bits that
/// are both zero, then the end of the block. The bytes therefore are a short prefix, a long run of
/// zero bytes and a short suffix (end of block, CRC-32, size), and are produced piece by piece.
public struct GzipBomb: Sendable {
    /// The gzip header, the block header and the literal zero, plus the first match bits.
    public let prefix: [UInt8]
    /// How many zero bytes (four back-references each) follow the prefix.
    public let zeroCount: Int
    /// The last match bits, the end-of-block code, the CRC-32 and the size of the inflated data.
    public let suffix: [UInt8]
    /// How many bytes the body inflates to.
    public let inflatedSize: Int64

    /// The whole body's length in bytes.
    public var byteCount: Int { prefix.count + zeroCount + suffix.count }

    /// A bomb that inflates to at least `inflatedSize` zero bytes (rounded up to 1 + a multiple of 258).
    public init(inflatedSize: Int64) {
        let matches = max(1, (inflatedSize - 1 + 257) / 258)
        self.inflatedSize = 1 + 258 * matches
        var bits = BitWriter()
        bits.bytes = [0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 3]  // gzip, deflate, no name, no time, Unix
        bits.write(1, count: 1)  // the final block
        bits.write(2, count: 2)  // dynamic Huffman codes
        bits.write(286 - 257, count: 5)  // literal/length codes 0…285
        bits.write(0, count: 5)  // one distance code
        bits.write(18 - 4, count: 4)  // code length codes, in deflate's order, up to the one for 1
        // Code length code lengths in the order 16 17 18 0 8 7 9 6 10 5 11 4 12 3 13 2 14 1:
        // 18 (a run of zeros) gets 1 bit, lengths 1 and 2 get 2 bits each.
        for length in [0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 2] {
            bits.write(UInt64(length), count: 3)
        }
        // Canonical codes: 18 → 0, 1 → 10, 2 → 11.
        let lengthTwo: (UInt64, Int) = (0b11, 2)
        let lengthOne: (UInt64, Int) = (0b10, 2)
        bits.writeCode(lengthTwo)  // literal 0: 2 bits
        bits.writeCode((0, 1))
        bits.write(138 - 11, count: 7)  // literals 1…138: unused
        bits.writeCode((0, 1))
        bits.write(117 - 11, count: 7)  // literals 139…255: unused
        bits.writeCode(lengthTwo)  // end of block: 2 bits
        bits.writeCode((0, 1))
        bits.write(28 - 11, count: 7)  // lengths 257…284: unused
        bits.writeCode(lengthOne)  // length 258 (code 285): 1 bit
        bits.writeCode(lengthOne)  // distance 1 (code 0): 1 bit
        // Literal/length codes: 285 → 0, literal 0 → 10, end of block → 11; distance 1 → 0.
        bits.writeCode((0b10, 2))
        var zeroBits = 2 * matches
        while bits.pendingCount != 0 && zeroBits > 0 {
            bits.write(0, count: 1)
            zeroBits -= 1
        }
        // Whole zero bytes go in the middle; bits left over (or all of them, for a tiny bomb whose bits
        // never reached a byte boundary) go with the end of the block.
        var tail = bits
        if bits.pendingCount == 0 {
            prefix = bits.bytes
            zeroCount = Int(zeroBits / 8)
            tail = BitWriter()
            zeroBits %= 8
        } else {
            prefix = []
            zeroCount = 0
        }
        tail.write(0, count: Int(zeroBits))
        tail.writeCode((0b11, 2))
        tail.flush()
        let crc = Self.crc32OfZeros(count: UInt64(self.inflatedSize))
        let size = UInt32(truncatingIfNeeded: self.inflatedSize)
        for shift in stride(from: 0, to: 32, by: 8) {
            tail.bytes.append(UInt8(truncatingIfNeeded: crc >> UInt32(shift)))
        }
        for shift in stride(from: 0, to: 32, by: 8) {
            tail.bytes.append(UInt8(truncatingIfNeeded: size >> UInt32(shift)))
        }
        suffix = tail.bytes
    }

    /// The whole body in memory; only for small bombs.
    public var bytes: [UInt8] {
        prefix + [UInt8](repeating: 0, count: zeroCount) + suffix
    }

    /// CRC-32 (as gzip uses it) of `count` zero bytes, by raising zlib's one-zero-bit operator to the
    /// power `8 × count` over GF(2), as `crc32_combine` does.
    static func crc32OfZeros(count: UInt64) -> UInt32 {
        var odd = [UInt32](repeating: 0, count: 32)
        odd[0] = 0xEDB8_8320
        for bit in 1..<32 {
            odd[bit] = 1 << UInt32(bit - 1)
        }
        var even = square(odd)  // two zero bits
        odd = square(even)  // four zero bits
        var crc: UInt32 = 0xFFFF_FFFF
        var remaining = count
        while remaining != 0 {
            even = square(odd)
            if remaining & 1 != 0 { crc = times(even, crc) }
            remaining >>= 1
            if remaining == 0 { break }
            odd = square(even)
            if remaining & 1 != 0 { crc = times(odd, crc) }
            remaining >>= 1
        }
        return crc ^ 0xFFFF_FFFF
    }

    private static func times(_ matrix: [UInt32], _ vector: UInt32) -> UInt32 {
        var sum: UInt32 = 0
        var vector = vector
        var row = 0
        while vector != 0 {
            if vector & 1 != 0 { sum ^= matrix[row] }
            vector >>= 1
            row += 1
        }
        return sum
    }

    private static func square(_ matrix: [UInt32]) -> [UInt32] {
        matrix.map { times(matrix, $0) }
    }
}

/// Packs bits least significant first, as deflate does.
private struct BitWriter {
    var bytes: [UInt8] = []
    private var pending: UInt64 = 0
    private(set) var pendingCount = 0

    /// Writes the low `count` bits of `value`, least significant first.
    mutating func write(_ value: UInt64, count: Int) {
        for index in 0..<count {
            pending |= ((value >> UInt64(index)) & 1) << UInt64(pendingCount)
            pendingCount += 1
            if pendingCount == 8 {
                bytes.append(UInt8(pending))
                pending = 0
                pendingCount = 0
            }
        }
    }

    /// Writes a Huffman code, most significant bit first.
    mutating func writeCode(_ code: (bits: UInt64, count: Int)) {
        for index in stride(from: code.count - 1, through: 0, by: -1) {
            write((code.bits >> UInt64(index)) & 1, count: 1)
        }
    }

    /// Pads with zero bits to a whole byte.
    mutating func flush() {
        if pendingCount > 0 {
            write(0, count: 8 - pendingCount)
        }
    }
}

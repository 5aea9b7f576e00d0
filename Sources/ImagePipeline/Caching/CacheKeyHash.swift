import Foundation

/// FNV-1a hashes: stable across runs and platforms (unlike `Hasher`), for the names of the earlier format's entry files
/// and for identicons.
enum CacheKeyHash {
    /// FNV-1a 64 of `bytes`, starting from `basis`.
    static func fnv1a<Bytes: Sequence>(_ bytes: Bytes, basis: UInt64 = 0xcbf2_9ce4_8422_2325) -> UInt64
    where Bytes.Element == UInt8 {
        var hash = basis
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }

    /// 32 lowercase hex digits naming `key`'s file: two FNV-1a 64 hashes with different starting points.
    static func fileName(for key: String) -> String {
        let bytes = Array(key.utf8)
        let first = fnv1a(bytes)
        let second = fnv1a(bytes, basis: 0x8422_2325_cbf2_9ce4)
        return hex(first) + hex(second)
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}

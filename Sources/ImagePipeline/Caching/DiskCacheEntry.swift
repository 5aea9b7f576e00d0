import Foundation

/// The layout of one disk cache file: a fixed magic, the key, the data and a checksum, so that a file cut short,
/// overwritten or written by someone else is recognised instead of being handed on as an image.
///
/// `"ATIMGC01"` · key length (UInt32, big-endian) · key (UTF-8) · data length (UInt64, big-endian) · data ·
/// FNV-1a 64 of the data (UInt64, big-endian).
enum DiskCacheEntry {
    /// What reading a file found.
    enum Contents: Equatable {
        /// A whole entry for the key asked for.
        case data(Data)
        /// A whole entry, but for another key whose name hashes alike.
        case otherKey
        /// Not a whole, consistent entry.
        case corrupt
    }

    static let magic = Array("ATIMGC01".utf8)

    /// The file bytes for `data` stored under `key`.
    static func encode(key: String, data: Data) -> Data {
        let keyBytes = Array(key.utf8)
        var file = Data(magic)
        file.append(contentsOf: bigEndian(UInt32(keyBytes.count)))
        file.append(contentsOf: keyBytes)
        file.append(contentsOf: bigEndian(UInt64(data.count)))
        file.append(data)
        file.append(contentsOf: bigEndian(CacheKeyHash.fnv1a(data)))
        return file
    }

    /// Reads a file's bytes as an entry for `key`.
    static func decode(_ file: Data, key: String) -> Contents {
        let bytes = [UInt8](file)
        var offset = 0
        func take(_ count: Int) -> ArraySlice<UInt8>? {
            guard count >= 0, count <= bytes.count - offset else { return nil }
            defer { offset += count }
            return bytes[offset..<offset + count]
        }
        guard let head = take(magic.count), Array(head) == magic,
            let keyLength = take(4).map(readBigEndian), keyLength <= 64 * 1024,
            let storedKey = take(Int(keyLength)),
            let dataLength = take(8).map(readBigEndian), dataLength <= UInt64(bytes.count),
            let payload = take(Int(dataLength)),
            let checksum = take(8).map(readBigEndian),
            offset == bytes.count
        else { return .corrupt }
        let data = Data(payload)
        guard CacheKeyHash.fnv1a(data) == checksum else { return .corrupt }
        return Array(storedKey) == Array(key.utf8) ? .data(data) : .otherKey
    }

    private static func bigEndian<T: FixedWidthInteger>(_ value: T) -> [UInt8] {
        (0..<T.bitWidth / 8).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
    }

    private static func readBigEndian(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        bytes.reduce(0) { $0 << 8 | UInt64($1) }
    }
}

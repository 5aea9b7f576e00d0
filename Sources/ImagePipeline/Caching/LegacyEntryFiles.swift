import Foundation

/// The entry files that earlier versions of ``ImageDiskCache`` kept, one per image, and the one-time cleanup that
/// removes them now that the entries live in the cache's database.
///
/// An old entry file is a regular file of the effective user named `<32 hex>.image` whose content starts with the
/// old format's header — the magic `"ATIMGC01"`, the key's length (UInt32, big-endian) and the key (UTF-8) — and
/// whose key hashes (``CacheKeyHash/fileName(for:)``) to that name. A writer's abandoned temporary file is a
/// regular file of the effective user named as the old writer named them, `<32 hex>.image.tmp-` and anything after
/// it. Anything else — other files, links, files in the old format under other names — is never touched.
enum LegacyEntryFiles {
    /// The suffix of old entry files.
    static let entrySuffix = ".image"
    /// What the names of old temporary files hold after their 32 hex digits.
    static let temporaryInfix = ".image.tmp-"
    /// The first bytes of every old entry file.
    static let magic = Array("ATIMGC01".utf8)
    /// The longest key an old entry held.
    static let maximumKeyLength = 64 * 1024

    /// Removes from `folder` every old entry file and abandoned temporary file (see the type's documentation) and
    /// returns how many it removed.
    @discardableResult
    static func removeAll(in folder: DiskCacheFolder) -> Int {
        var removed = 0
        for file in folder.list() where file.isOwnRegularFile {
            let isOld =
                isTemporaryName(file.name) || (file.name.hasSuffix(entrySuffix) && isEntry(file.name, in: folder))
            if isOld {
                folder.remove(file.name)
                removed += 1
            }
        }
        return removed
    }

    /// Whether `name` is an old writer's temporary file name: 32 lowercase hex digits, then ``temporaryInfix``.
    static func isTemporaryName(_ name: String) -> Bool {
        let utf8 = Array(name.utf8)
        let hexCount = 32
        guard utf8.count > hexCount, utf8[hexCount...].starts(with: temporaryInfix.utf8) else { return false }
        return utf8[..<hexCount].allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }

    /// Whether the file `name` in `folder` holds an old entry whose key hashes to `name`.
    static func isEntry(_ name: String, in folder: DiskCacheFolder) -> Bool {
        let headerSize = magic.count + 4
        guard let head = folder.prefix(of: name, count: headerSize), head.count == headerSize,
            Array(head.prefix(magic.count)) == magic
        else { return false }
        let keyLength = head.suffix(4).reduce(0) { $0 << 8 | Int($1) }
        guard keyLength <= maximumKeyLength, let start = folder.prefix(of: name, count: headerSize + keyLength),
            start.count == headerSize + keyLength
        else { return false }
        let key = String(decoding: start.dropFirst(headerSize), as: UTF8.self)
        return CacheKeyHash.fileName(for: key) + entrySuffix == name
    }
}

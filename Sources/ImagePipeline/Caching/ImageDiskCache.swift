import AtomicCore
import AtomicLogger
import Foundation

/// Downloaded image data in files of one folder, bounded in total size, with least-recently-used eviction.
///
/// - **Keys** are the image URLs as requested, size parameter included (`…?s=64` and `…?s=128` are two entries).
///   Each is stored in a file named by a hash of the key, ending in `.image`; the file also holds the key itself
///   and a checksum (see `DiskCacheEntry`).
/// - **Writes are atomic**: the bytes go to a temporary file in the same folder, which is then renamed over the
///   entry, so a reader — in this process or another — sees the old entry, the new one or none, never half of one.
/// - **Reads** of a file that is cut short, overwritten or otherwise not a whole entry count as a miss, and the
///   file is removed.
/// - **Use order** is the files' modification time: a hit sets it to the clock's now, and a write that takes
///   the folder over ``sizeLimit`` removes the oldest entries until it fits, in whatever process made the write.
/// - **Two processes** may share the folder: renames are atomic, and a file the other process removed in the
///   meantime is simply a miss. The folder may then exceed the limit briefly, by at most the entries written
///   at the same moment.
///
/// Calls block on file I/O; call them off the main actor.
public final class ImageDiskCache: Sendable {
    /// The folder holding the entries; created (mode 0700) when missing.
    public let folder: URL
    /// The most bytes the entry files may take together; 50 MiB by default. Data larger than this is not stored.
    public let sizeLimit: Int

    private let clock: any AppClock
    private let logger: Logger

    /// The suffix of entry files; other files in the folder are left alone.
    static let entrySuffix = ".image"
    /// Temporary files older than this (by the clock) are left over from a crash and removed when trimming.
    static let abandonedTemporaryAge: TimeInterval = 3600

    /// A cache in `folder` (created when missing) of at most `sizeLimit` bytes (50 MiB by default), whose use order
    /// follows `clock`.
    ///
    /// - Throws: the file system's error when the folder cannot be created.
    public init(
        folder: URL,
        sizeLimit: Int = 50 * 1024 * 1024,
        clock: any AppClock = SystemClock(),
        logger: Logger = .disabled
    ) throws {
        self.folder = folder
        self.sizeLimit = max(0, sizeLimit)
        self.clock = clock
        self.logger = logger
        // Checked first because the folder is there on every start but the first, and building the attributes
        // costs the process a search of every protocol conformance it has (FileAttributeKey: Hashable).
        var isDirectory: ObjCBool = false
        if !FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) || !isDirectory.boolValue {
            try FileManager.default.createDirectory(
                at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        }
    }

    /// The data stored for `key`, marked as just used; `nil` on a miss, including a damaged file (then removed).
    public func data(forKey key: String) -> Data? {
        let url = fileURL(forKey: key)
        guard let size = Self.fileSize(at: url) else { return nil }
        guard size <= sizeLimit + 64 * 1024 + key.utf8.count, let file = try? Data(contentsOf: url) else {
            removeDamaged(url, key: key, reason: "it is larger than the cache")
            return nil
        }
        switch DiskCacheEntry.decode(file, key: key) {
        case .data(let data):
            try? FileManager.default.setAttributes([.modificationDate: clock.now], ofItemAtPath: url.path)
            return data
        case .otherKey:
            return nil
        case .corrupt:
            removeDamaged(url, key: key, reason: "it is not a whole entry")
            return nil
        }
    }

    /// Stores `data` for `key` atomically, replacing any earlier entry, then trims the folder to ``sizeLimit``.
    /// Data that could never fit is not stored; a write that fails (full disk, read-only folder) is logged and
    /// leaves the cache as it was.
    public func store(_ data: Data, forKey key: String) {
        let file = DiskCacheEntry.encode(key: key, data: data)
        guard file.count <= sizeLimit else { return }
        let url = fileURL(forKey: key)
        let temporary = folder.appendingPathComponent(
            "\(url.lastPathComponent).tmp-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        do {
            try file.write(to: temporary)
            try FileManager.default.setAttributes([.modificationDate: clock.now], ofItemAtPath: temporary.path)
            guard rename(temporary.path, url.path) == 0 else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            logger.warning("could not write an image cache entry", metadata: ["error": "\(error)"])
            return
        }
        trim()
    }

    /// Removes the entry for `key`, if any.
    public func removeData(forKey key: String) {
        try? FileManager.default.removeItem(at: fileURL(forKey: key))
    }

    /// Removes every entry file (other files in the folder stay).
    public func removeAll() {
        for entry in entries() {
            try? FileManager.default.removeItem(at: entry.url)
        }
    }

    /// The total size of the entry files, in bytes.
    public var totalSize: Int { entries().reduce(0) { $0 + $1.size } }

    /// The file that holds `key`'s entry.
    func fileURL(forKey key: String) -> URL {
        folder.appendingPathComponent(CacheKeyHash.fileName(for: key) + Self.entrySuffix)
    }

    /// Removes the least recently used entries until the folder is within ``sizeLimit``, and temporary files
    /// abandoned by a crashed writer.
    func trim() {
        var files = entries()
        var total = files.reduce(0) { $0 + $1.size }
        files.sort { ($0.modified, $0.url.lastPathComponent) < ($1.modified, $1.url.lastPathComponent) }
        for file in files where total > sizeLimit {
            try? FileManager.default.removeItem(at: file.url)
            total -= file.size
        }
        let now = clock.now
        for file in temporaryFiles() where now.timeIntervalSince(file.modified) > Self.abandonedTemporaryAge {
            try? FileManager.default.removeItem(at: file.url)
        }
    }

    private struct FileRecord {
        let url: URL
        let size: Int
        let modified: Date
    }

    private func entries() -> [FileRecord] {
        records { $0.hasSuffix(Self.entrySuffix) }
    }

    private func temporaryFiles() -> [FileRecord] {
        records { $0.contains(Self.entrySuffix + ".tmp-") }
    }

    private func records(matching include: (String) -> Bool) -> [FileRecord] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter(include).compactMap { name in
            let url = folder.appendingPathComponent(name)
            // Another process may remove the file between the listing and this look.
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
                attributes[.type] as? FileAttributeType == .typeRegular
            else { return nil }
            let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
            let modified = attributes[.modificationDate] as? Date ?? .distantPast
            return FileRecord(url: url, size: size, modified: modified)
        }
    }

    private static func fileSize(at url: URL) -> Int? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
            attributes[.type] as? FileAttributeType == .typeRegular
        else { return nil }
        return (attributes[.size] as? NSNumber)?.intValue
    }

    private func removeDamaged(_ url: URL, key: String, reason: String) {
        try? FileManager.default.removeItem(at: url)
        logger.notice("removed a damaged image cache entry: \(reason)", metadata: ["file": url.lastPathComponent])
    }
}

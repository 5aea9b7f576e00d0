import AtomicCore
import AtomicLogger
import Foundation

/// Downloaded image data in files of one folder, bounded in total size, with least-recently-used eviction.
///
/// - **Keys** are the image URLs as requested, size parameter included (`…?s=64` and `…?s=128` are two entries).
///   Each is stored in a file named by a hash of the key, ending in `.image`; the file also holds the key itself
///   and a checksum (see `DiskCacheEntry`).
/// - **No links are followed.** The folder is opened once, with `O_NOFOLLOW` (a folder that is a symbolic link,
///   belongs to another user or may be written by others is refused: ``ImageDiskCacheError``), and every file
///   in it is reached through that open folder and opened with `O_NOFOLLOW`, so nothing outside it is read,
///   written or removed.
/// - **Writes are atomic**: the bytes go to a new temporary file in the same folder, which is then renamed over
///   the entry, so a reader — in this process or another — sees the old entry, the new one or none, never half.
/// - **Reads** of a file that is cut short, overwritten or otherwise not a whole entry count as a miss, and the
///   file is removed.
/// - **The index.** The cache keeps, in memory, an index of the entry files it holds: name, size and last use
///   (the file's modification time, which a write or a hit sets to the clock's now), and their total. It is
///   built by listing the folder once, on the first write, removal or size asked for (a hit alone never lists),
///   and it counts only files the cache wrote: regular files of the effective user named `<32 hex>.image` that
///   hold an entry in the cache's format whose key hashes to that name. Anything else in the folder — other
///   files, links, files in the cache's format under other names — is never counted and never removed.
///   The index lives in memory (rather than in a table of its own) because the files themselves carry
///   everything it holds, so there is nothing to keep consistent on disk and nothing to repair.
/// - **Trimming** uses the index, never a listing per write: when a write takes the indexed total past
///   ``sizeLimit`` by more than ``trimMargin`` (1/16 of the limit), the least recently used entries are removed
///   in one pass until the total is within ``sizeLimit``. The folder is listed again first only when something
///   else changed it since the cache last looked: the cache keeps the folder's modification time as it left it
///   (read before and after each of its own writes and removals, and adopted only when the one before was the
///   one it knew), so a file another process wrote or removed makes the next trim list the folder; a change
///   made by another process in the instant between the cache's own write and its reading of the time is seen
///   at the first trim after the next outside change, or by ``removeAll()``. Between trims the folder may hold up
///   to ``sizeLimit`` + ``trimMargin``. Abandoned temporary files of a crashed writer are removed when the folder
///   is listed.
/// - **Two processes** may share the folder: renames are atomic, and a file the other process removed in the
///   meantime is simply a miss. Each trims what it has seen, so the folder may exceed ``sizeLimit`` +
///   ``trimMargin`` briefly, by at most another margin and the entries written at the same moment.
/// - ``removeAll()`` (`cache clear`) lists the folder and removes exactly the entries the index counts.
///
/// Calls block on file I/O; call them off the main actor.
public final class ImageDiskCache: Sendable {
    /// The folder holding the entries; created (mode 0700) when missing.
    public let folder: URL
    /// The most bytes the entry files may take together right after a trim; 50 MiB by default. Data larger than
    /// this is not stored.
    public let sizeLimit: Int
    /// How far past ``sizeLimit`` the indexed total may go before the cache trims: 1/16 of the limit.
    public var trimMargin: Int { sizeLimit / 16 }

    private let clock: any AppClock
    private let logger: Logger
    private let directory: DiskCacheFolder
    /// The index, once built (see the type's documentation).
    private let index = Locked<DiskCacheIndex?>(nil)
    /// How many times the folder has been listed.
    private let listings = Locked(0)
    /// The folder's modification time as the cache last left it (after its own listing, write or removal); `nil`
    /// when unknown, which makes the next trim list the folder.
    private let knownStamp = Locked<FolderStamp?>(nil)

    /// The suffix of entry files; other files in the folder are left alone.
    static let entrySuffix = ".image"
    /// Temporary files older than this (by the clock) are left over from a crash and removed when listing.
    static let abandonedTemporaryAge: TimeInterval = 3600

    /// A cache in `folder` (created when missing) of at most `sizeLimit` bytes (50 MiB by default), whose use order
    /// follows `clock`.
    ///
    /// - Throws: ``ImageDiskCacheError`` when the folder is a symbolic link, is not a folder, belongs to another
    ///   user, may be written by others, or cannot be created or opened.
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
        directory = try DiskCacheFolder(url: folder)
    }

    /// The data stored for `key`, marked as just used; `nil` on a miss, including a damaged file (then removed).
    public func data(forKey key: String) -> Data? {
        let name = fileName(forKey: key)
        let file: Data
        switch directory.contents(of: name, maximumSize: sizeLimit + 64 * 1024 + key.utf8.count) {
        case .missing:
            return nil
        case .tooLarge:
            removeDamaged(name, reason: "it is larger than the cache")
            return nil
        case .bytes(let bytes):
            file = bytes
        }
        switch DiskCacheEntry.decode(file, key: key) {
        case .data(let data):
            let now = clock.now
            directory.touch(name, at: now)
            index.withLock { index in
                guard index != nil else { return }
                if index?.records[name] == nil {
                    // Written by another process since the folder was listed.
                    index?.insert(name, size: file.count, lastUse: now)
                } else {
                    index?.markUsed(name, at: now)
                }
            }
            return data
        case .otherKey:
            return nil
        case .corrupt:
            removeDamaged(name, reason: "it is not a whole entry")
            return nil
        }
    }

    /// Stores `data` for `key` atomically, replacing any earlier entry, then trims the folder when the index says it
    /// is over ``sizeLimit`` by more than ``trimMargin``. Data that could never fit is not stored; a write that
    /// fails (full disk, read-only folder) is logged and leaves the cache as it was.
    public func store(_ data: Data, forKey key: String) {
        let file = DiskCacheEntry.encode(key: key, data: data)
        guard file.count <= sizeLimit else { return }
        loadIndexIfNeeded()
        let name = fileName(forKey: key)
        let temporary = "\(name).tmp-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)"
        let now = clock.now
        let before = directory.stamp()
        do {
            try directory.writeAtomically(file, to: name, temporaryName: temporary, modified: now)
            adoptStamp(ifItWas: before)
        } catch {
            logger.warning("could not write an image cache entry", metadata: ["error": "\(error)"])
            return
        }
        let isOver = index.withLock { index -> Bool in
            index?.insert(name, size: file.count, lastUse: now)
            return (index?.totalSize ?? 0) > sizeLimit + trimMargin
        }
        if isOver {
            trim()
        }
    }

    /// Removes the entry for `key`, if any.
    public func removeData(forKey key: String) {
        let name = fileName(forKey: key)
        let before = directory.stamp()
        directory.remove(name)
        adoptStamp(ifItWas: before)
        index.withLock { $0?.remove(name) }
    }

    /// Removes every entry file the cache wrote (see the index in the type's documentation); other files in the
    /// folder, links included, stay.
    public func removeAll() {
        let listed = listedIndex()
        let before = directory.stamp()
        for name in listed.records.keys {
            directory.remove(name)
        }
        adoptStamp(ifItWas: before)
        index.withLock { $0 = DiskCacheIndex() }
    }

    /// The total size of the entry files, in bytes, as the index counts them.
    public var totalSize: Int {
        loadIndexIfNeeded()
        return index.withLock { $0?.totalSize ?? 0 }
    }

    /// How many times this cache has listed its folder: once for the index, then once per ``removeAll()`` and per
    /// trim after something else changed the folder.
    var folderListingCount: Int { listings.withLock { $0 } }

    /// The name of the file that holds `key`'s entry.
    func fileName(forKey key: String) -> String {
        CacheKeyHash.fileName(for: key) + Self.entrySuffix
    }

    /// Removes the least recently used entries, in one pass, until the total is within ``sizeLimit``: from the
    /// index when the folder is as the cache left it, else from a new listing of it.
    func trim() {
        let stamp = directory.stamp()
        let current: DiskCacheIndex? =
            stamp != nil && stamp == knownStamp.withLock({ $0 }) ? index.withLock { $0 } : nil
        var trimmed = current ?? listedIndex()
        let evicted = trimmed.evict(downTo: sizeLimit)
        let before = directory.stamp()
        for name in evicted {
            directory.remove(name)
        }
        if !evicted.isEmpty { adoptStamp(ifItWas: before) }
        index.withLock { $0 = trimmed }
    }

    /// Takes the folder's modification time now as the one the cache left it at, when the one read before the
    /// cache's own change (`before`) was the one it knew; otherwise someone else changed the folder, and the
    /// next trim is to list it.
    private func adoptStamp(ifItWas before: FolderStamp?) {
        let after = directory.stamp()
        knownStamp.withLock { known in
            known = before != nil && before == known ? after : nil
        }
    }

    /// Builds the index from a listing of the folder unless it is built already.
    private func loadIndexIfNeeded() {
        guard index.withLock({ $0 == nil }) else { return }
        let listed = listedIndex()
        index.withLock { index in
            if index == nil { index = listed }
        }
    }

    /// The index of what the folder holds now: each entry file of the cache's (checked once per name and size),
    /// with its size and modification time. Abandoned temporary files are removed on the way.
    private func listedIndex() -> DiskCacheIndex {
        let known = index.withLock { $0?.records ?? [:] }
        let now = clock.now
        listings.withLock { $0 += 1 }
        // Read before the listing, so that a change made while it runs makes the next trim list again.
        let stamp = directory.stamp()
        defer { knownStamp.withLock { $0 = stamp } }
        var listed = DiskCacheIndex()
        for file in directory.list() where file.isOwnRegularFile {
            if file.name.hasSuffix(Self.entrySuffix) {
                let isKnown = known[file.name]?.size == file.size
                guard isKnown || isEntryOfThisCache(file.name) else { continue }
                listed.insert(file.name, size: file.size, lastUse: file.modified)
            } else if file.name.contains(Self.entrySuffix + ".tmp-"),
                now.timeIntervalSince(file.modified) > Self.abandonedTemporaryAge
            {
                directory.remove(file.name)
            }
        }
        return listed
    }

    /// Whether the file `name` holds an entry in the cache's format whose key hashes to `name`.
    private func isEntryOfThisCache(_ name: String) -> Bool {
        let headerSize = DiskCacheEntry.magic.count + 4
        guard let head = directory.prefix(of: name, count: headerSize), head.count == headerSize,
            Array(head.prefix(DiskCacheEntry.magic.count)) == DiskCacheEntry.magic
        else { return false }
        let keyLength = head.suffix(4).reduce(0) { $0 << 8 | Int($1) }
        guard keyLength <= 64 * 1024, let start = directory.prefix(of: name, count: headerSize + keyLength),
            start.count == headerSize + keyLength
        else { return false }
        let key = String(decoding: start.dropFirst(headerSize), as: UTF8.self)
        return fileName(forKey: key) == name
    }

    private func removeDamaged(_ name: String, reason: String) {
        let before = directory.stamp()
        directory.remove(name)
        adoptStamp(ifItWas: before)
        index.withLock { $0?.remove(name) }
        logger.notice("removed a damaged image cache entry: \(reason)", metadata: ["file": name])
    }
}

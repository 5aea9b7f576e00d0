import Foundation

/// What an ``ImageDiskCache`` knows it holds: each entry file it wrote or recognised, with its size and last use,
/// and their total, so that trimming needs no listing of the folder.
struct DiskCacheIndex {
    /// One entry file.
    struct Record {
        /// The file's size in bytes.
        var size: Int
        /// When the entry was last written or read (the file's modification time).
        var lastUse: Date
    }

    /// The entries by file name.
    private(set) var records: [String: Record] = [:]
    /// The sum of the entries' sizes.
    private(set) var totalSize = 0

    /// Records `name` with `size` and `lastUse`, replacing what was known of it.
    mutating func insert(_ name: String, size: Int, lastUse: Date) {
        remove(name)
        records[name] = Record(size: size, lastUse: lastUse)
        totalSize += size
    }

    /// Marks `name`, when known, as used at `date`.
    mutating func markUsed(_ name: String, at date: Date) {
        records[name]?.lastUse = date
    }

    /// Forgets `name`.
    mutating func remove(_ name: String) {
        guard let old = records.removeValue(forKey: name) else { return }
        totalSize -= old.size
    }

    /// Forgets the least recently used entries, in one pass, until the total is at most `limit`, and returns
    /// their names (ties broken by name, so the order is stable).
    mutating func evict(downTo limit: Int) -> [String] {
        guard totalSize > limit else { return [] }
        var evicted: [String] = []
        let oldestFirst = records.sorted { ($0.value.lastUse, $0.key) < ($1.value.lastUse, $1.key) }
        for (name, record) in oldestFirst where totalSize > limit {
            records[name] = nil
            totalSize -= record.size
            evicted.append(name)
        }
        return evicted
    }
}

import Foundation

/// Moves an unusable database file out of the way so that a fresh one can take its place.
///
/// The file (with any `-wal`/`-shm` companion) is renamed, never deleted, to
/// `<name>.corrupt-<UTC timestamp>` when it is a damaged cache of ours, or to `<name>.foreign-<UTC timestamp>`
/// when it belongs to another program, so it can still be inspected (and, when foreign, used by its owner).
enum DatabaseRecovery {
    /// The infix of the names of damaged caches moved aside: `cache.sqlite.corrupt-20260101T000000Z`.
    /// `cache clear` deletes these.
    static let movedAsideMarker = ".corrupt-"
    /// The infix of the names of other programs' files moved aside: `cache.sqlite.foreign-20260101T000000Z`.
    /// Nothing of the app ever deletes or writes these.
    static let foreignMarker = ".foreign-"

    /// Renames the database at `databasePath` (and its companions, except its integrity record, which is
    /// deleted) and returns the new path, which has
    /// `marker` (``movedAsideMarker`` by default) and a timestamp appended. A second move within the same
    /// second gets a numbered name instead of overwriting.
    static func moveAside(databasePath: String, at date: Date, marker: String = movedAsideMarker) throws -> String {
        let base = databasePath + marker + timestamp(date)
        var candidate = base
        var attempt = 1
        while DatabaseFiles(databasePath: candidate).allPaths.contains(where: FileManager.default.fileExists(atPath:)) {
            candidate = "\(base)-\(attempt)"
            attempt += 1
        }
        // The integrity record describes the file when it was last found clean, which it no longer is: it goes.
        IntegrityCheckRecord.remove(databasePath: databasePath)
        try DatabaseFiles(databasePath: databasePath).move(to: candidate)
        return candidate
    }

    /// Every moved-aside copy of the database at `databasePath`, with companions.
    static func movedAsidePaths(of databasePath: String) -> [String] {
        let url = URL(fileURLWithPath: databasePath)
        let directory = url.deletingLastPathComponent().path
        let prefix = url.lastPathComponent + movedAsideMarker
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasPrefix(prefix) }.sorted().map {
            URL(fileURLWithPath: directory).appendingPathComponent($0).path
        }
    }

    /// `date` in UTC as `yyyyMMdd'T'HHmmss'Z'`.
    static func timestamp(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        func padded(_ value: Int?, _ width: Int) -> String {
            let text = String(value ?? 0)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        return padded(parts.year, 4) + padded(parts.month, 2) + padded(parts.day, 2) + "T"
            + padded(parts.hour, 2) + padded(parts.minute, 2) + padded(parts.second, 2) + "Z"
    }
}

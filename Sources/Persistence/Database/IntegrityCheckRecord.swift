import Foundation

/// What a database file looked like when `PRAGMA quick_check` last found it clean, kept next to it in a
/// `-checked` file, so that opening an unchanged file does not read every page again.
///
/// The fingerprint is the file's device, inode, size and modification time (to the nanosecond), read with `stat`:
/// the file is never opened here, because closing any descriptor of it would release the locks SQLite holds on
/// it in this process. Any write through SQLite changes the size or the modification time; a write-ahead log with
/// frames in it means the file is not what was checked, so the check runs whenever the `-wal` file is not empty.
struct IntegrityCheckRecord: Equatable {
    /// The fingerprint as text, one line.
    let text: String

    /// The path of the record of the database at `databasePath`.
    static func recordPath(for databasePath: String) -> String {
        databasePath + "-checked"
    }

    /// The current fingerprint of the file at `databasePath`, or nil when there is none to trust: the file
    /// cannot be read, or its write-ahead log holds frames.
    static func current(databasePath: String) -> IntegrityCheckRecord? {
        var log = stat()
        if stat(databasePath + "-wal", &log) == 0, log.st_size > 0 {
            return nil
        }
        // stat, never open: closing a descriptor of the database file would drop this process's SQLite locks on it.
        var status = stat()
        guard stat(databasePath, &status) == 0 else { return nil }
        #if canImport(Darwin)
            let modified = status.st_mtimespec
        #else
            let modified = status.st_mtim
        #endif
        return IntegrityCheckRecord(
            text: "2 \(status.st_dev) \(status.st_ino) \(status.st_size) \(modified.tv_sec).\(modified.tv_nsec)")
    }

    /// The record stored for `databasePath`, if any.
    static func stored(databasePath: String) -> IntegrityCheckRecord? {
        // Without following a link: the record is a small regular file of the cache's own, or there is none.
        let descriptor = open(recordPath(for: databasePath), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: 256)
        let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return nil }
        return IntegrityCheckRecord(text: String(decoding: bytes.prefix(count), as: UTF8.self))
    }

    /// Stores this record for `databasePath`, readable and writable by the owner only. A record that cannot be
    /// written only means the next open checks again, so failures are ignored.
    func store(databasePath: String) {
        let path = Self.recordPath(for: databasePath)
        let temporary = path + ".\(getpid())"
        // A new file, never through a link: whatever is left at the temporary name goes first.
        unlink(temporary)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode_t(0o600))
        guard descriptor >= 0 else { return }
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        if written != bytes.count || rename(temporary, path) != 0 {
            unlink(temporary)
        }
    }

    /// Deletes the record for `databasePath`, so that the next open checks the whole file.
    static func remove(databasePath: String) {
        unlink(recordPath(for: databasePath))
    }
}

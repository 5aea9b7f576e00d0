import Foundation

/// The files of one on-disk database: the main file and its `-wal`, `-shm`, `-journal` and `-checked` companions.
struct DatabaseFiles {
    /// The main database file.
    let databasePath: String

    /// What SQLite appends to the main file's name to name its companion files.
    static let companionSuffixes = ["-wal", "-shm", "-journal", "-checked"]

    /// The companion files SQLite may create next to the main file.
    var companionPaths: [String] {
        Self.companionSuffixes.map { databasePath + $0 }
    }

    /// The main file and its companions.
    var allPaths: [String] { [databasePath] + companionPaths }

    /// Creates an empty main file readable and writable by the owner only, unless it exists.
    /// SQLite gives the companion files it creates later the same permissions.
    func createIfMissing() throws {
        let descriptor = open(databasePath, O_WRONLY | O_CREAT | O_EXCL, mode_t(0o600))
        if descriptor >= 0 {
            close(descriptor)
            return
        }
        let code = errno
        guard code != EEXIST else { return }
        throw Self.error(code: code, path: databasePath)
    }

    /// Makes every existing regular file readable and writable by the owner only. A symbolic link is left alone, so
    /// that the mode of a file outside the folder is never changed. (Looked at with `lstat`, never opened: closing a
    /// descriptor of the database file would drop the locks SQLite holds on it in this process.)
    func restrictPermissions() {
        for path in allPaths {
            var status = stat()
            guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { continue }
            chmod(path, mode_t(0o600))
        }
    }

    /// The bytes of the database's data on disk: the main file, its write-ahead log and its rollback journal,
    /// saturating at `Int64.max` so it never traps. The `-shm` index (which SQLite rebuilds, and deletes when the
    /// last connection closes) and the `-checked` record hold no data and are not counted.
    func dataSize() -> Int64 {
        [databasePath, databasePath + "-wal", databasePath + "-journal"].reduce(0) { total, path in
            var status = stat()
            guard stat(path, &status) == 0 else { return total }
            let (sum, overflow) = total.addingReportingOverflow(Int64(clamping: max(0, status.st_size)))
            return overflow ? Int64.max : sum
        }
    }

    /// The suffix of the first `-wal`, `-shm` or `-journal` companion that exists and is not a regular file (a
    /// symbolic link, a folder, a FIFO), looked at without following it; `nil` when there is none.
    func companionThatIsNotARegularFile() -> String? {
        for suffix in ["-wal", "-shm", "-journal"] {
            var status = stat()
            guard lstat(databasePath + suffix, &status) == 0 else { continue }
            if status.st_mode & S_IFMT != S_IFREG { return suffix }
        }
        return nil
    }

    /// Deletes the main file and its companions; missing files are fine.
    func remove() throws {
        for path in allPaths where unlink(path) != 0 && errno != ENOENT {
            throw Self.error(code: errno, path: path)
        }
    }

    /// Renames the main file (and any companions, keeping their suffixes) to `newPath`.
    func move(to newPath: String) throws {
        guard rename(databasePath, newPath) == 0 else { throw Self.error(code: errno, path: databasePath) }
        for (path, suffix) in zip(companionPaths, Self.companionSuffixes)
        where rename(path, newPath + suffix) != 0 && errno != ENOENT {
            throw Self.error(code: errno, path: path)
        }
    }

    /// The typed error for a failed file operation on `path` with `errno` `code`.
    static func error(code: Int32, path: String) -> PersistenceError {
        environmentalError(code: code, path: path)
            ?? .openFailed(path: path, reason: String(cString: strerror(code)))
    }

    /// ``PersistenceError/readOnly(path:)`` or ``PersistenceError/diskFull(path:)`` when `errno` `code`
    /// means one of them, nil for any other code.
    static func environmentalError(code: Int32, path: String) -> PersistenceError? {
        switch code {
        case EACCES, EPERM, EROFS: .readOnly(path: path)
        case ENOSPC: .diskFull(path: path)
        default: nil
        }
    }
}

import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The folder of an ``ImageDiskCache``, held open: every file in it is reached through the folder's descriptor
/// (`openat`, `renameat`, `unlinkat`, `fstatat`) and opened with `O_NOFOLLOW`, so no symbolic link — the folder
/// itself, a file in it, or the folder swapped for a link after it was opened — leads the cache anywhere else.
final class DiskCacheFolder: Sendable {
    /// The folder's path, for messages.
    let path: String
    /// The open folder (`O_DIRECTORY | O_NOFOLLOW`), closed when this value goes away.
    private let descriptor: Int32

    /// One name of the folder's listing, looked at without following it.
    struct Listed {
        /// The file's name in the folder.
        let name: String
        /// Whether it is a regular file owned by the effective user (not a link, folder, device or FIFO).
        let isOwnRegularFile: Bool
        /// Its size in bytes.
        let size: Int
        /// Its modification time, which the cache sets to each entry's last use.
        let modified: Date
    }

    /// Opens the folder at `url`, creating it (`0700`, and any missing parent) when it does not exist.
    ///
    /// - Throws: ``ImageDiskCacheError/symbolicLink(path:)`` when the folder is a symbolic link,
    ///   ``ImageDiskCacheError/notAFolder(path:)`` when it is another kind of file,
    ///   ``ImageDiskCacheError/unsafeFolder(path:reason:)`` when it belongs to another user or its group or others
    ///   may write to it, ``ImageDiskCacheError/fileSystem(path:code:)`` for any other failure.
    init(url: URL) throws {
        path = url.path
        if mkdir(path, 0o700) != 0 {
            switch errno {
            case EEXIST:
                break
            case ENOENT:
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true,
                    attributes: [.posixPermissions: 0o700])
                guard mkdir(path, 0o700) == 0 || errno == EEXIST else {
                    throw ImageDiskCacheError.fileSystem(path: url.path, code: errno)
                }
            case let code:
                throw ImageDiskCacheError.fileSystem(path: url.path, code: code)
            }
        }
        let opened = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard opened >= 0 else {
            let code = errno
            var status = stat()
            // Linux answers ENOTDIR rather than ELOOP for a link opened with O_DIRECTORY | O_NOFOLLOW.
            if code == ELOOP || (lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK) {
                throw ImageDiskCacheError.symbolicLink(path: url.path)
            }
            switch code {
            case ENOTDIR: throw ImageDiskCacheError.notAFolder(path: url.path)
            case let code: throw ImageDiskCacheError.fileSystem(path: url.path, code: code)
            }
        }
        var status = stat()
        guard fstat(opened, &status) == 0 else {
            let code = errno
            close(opened)
            throw ImageDiskCacheError.fileSystem(path: url.path, code: code)
        }
        if status.st_uid != geteuid() {
            close(opened)
            throw ImageDiskCacheError.unsafeFolder(path: url.path, reason: "it belongs to another user")
        }
        if status.st_mode & 0o022 != 0 {
            close(opened)
            throw ImageDiskCacheError.unsafeFolder(path: url.path, reason: "others can write to it")
        }
        descriptor = opened
    }

    deinit {
        close(descriptor)
    }

    /// The whole content of the regular file `name` when it holds at most `maximumSize` bytes; `nil` when it is
    /// missing or not a regular file; ``ReadResult/tooLarge`` when it is larger.
    func contents(of name: String, maximumSize: Int) -> ReadResult {
        let file = openat(descriptor, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard file >= 0 else { return .missing }
        defer { close(file) }
        var status = stat()
        guard fstat(file, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return .missing }
        let size = Int(clamping: status.st_size)
        guard size <= maximumSize else { return .tooLarge }
        var bytes = [UInt8](repeating: 0, count: size)
        var filled = 0
        while filled < size {
            let count = bytes.withUnsafeMutableBytes { read(file, $0.baseAddress.map { $0 + filled }, size - filled) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            filled += count
        }
        return .bytes(Data(bytes.prefix(filled)))
    }

    /// What ``contents(of:maximumSize:)`` found.
    enum ReadResult {
        /// No regular file of that name.
        case missing
        /// A regular file larger than asked for.
        case tooLarge
        /// The file's bytes.
        case bytes(Data)
    }

    /// The first `count` bytes (fewer when shorter) of the regular file `name` owned by the effective user, or `nil`.
    func prefix(of name: String, count: Int) -> [UInt8]? {
        let file = openat(descriptor, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard file >= 0 else { return nil }
        defer { close(file) }
        var status = stat()
        guard fstat(file, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_uid == geteuid() else {
            return nil
        }
        var bytes = [UInt8](repeating: 0, count: count)
        let filled = bytes.withUnsafeMutableBytes { read(file, $0.baseAddress, count) }
        return filled < 0 ? nil : Array(bytes.prefix(filled))
    }

    /// Writes `data` to a new file `temporaryName` (`0600`, never through a link: it must not exist yet), dated
    /// `modified`, then renames it to `name` in one step.
    func writeAtomically(_ data: Data, to name: String, temporaryName: String, modified: Date) throws {
        let file = openat(
            descriptor, temporaryName, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode_t(0o600))
        guard file >= 0 else { throw ImageDiskCacheError.fileSystem(path: path, code: errno) }
        var failure: Int32?
        data.withUnsafeBytes { buffer in
            var written = 0
            while written < buffer.count {
                let count = write(file, buffer.baseAddress.map { $0 + written }, buffer.count - written)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else {
                    failure = count < 0 ? errno : ENOSPC
                    return
                }
                written += count
            }
        }
        if failure == nil {
            var times = Self.times(modified)
            if futimens(file, &times) != 0 { failure = errno }
        }
        close(file)
        if failure == nil, renameat(descriptor, temporaryName, descriptor, name) != 0 {
            failure = errno
        }
        if let failure {
            unlinkat(descriptor, temporaryName, 0)
            throw ImageDiskCacheError.fileSystem(path: path, code: failure)
        }
    }

    /// The folder's modification time (`fstat` on its descriptor, to the nanosecond), which every file created,
    /// renamed or removed in it changes; `nil` when it cannot be read.
    func stamp() -> FolderStamp? {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        return FolderStamp(seconds: Int(status.st_mtim.tv_sec), nanoseconds: Int(status.st_mtim.tv_nsec))
    }

    /// Sets the modification time of `name` to `date`, without following a link.
    func touch(_ name: String, at date: Date) {
        var times = Self.times(date)
        _ = utimensat(descriptor, name, &times, AT_SYMLINK_NOFOLLOW)
    }

    /// Removes `name` from the folder (a link is removed itself, never what it points to).
    func remove(_ name: String) {
        unlinkat(descriptor, name, 0)
    }

    /// Every name in the folder, each looked at without following it.
    func list() -> [Listed] {
        let copy = dup(descriptor)
        guard copy >= 0, let directory = fdopendir(copy) else {
            if copy >= 0 { close(copy) }
            return []
        }
        defer { closedir(directory) }
        rewinddir(directory)
        let owner = geteuid()
        var listed: [Listed] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) {
                String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
            }
            guard name != ".", name != ".." else { continue }
            var status = stat()
            // Another process may remove the file between the listing and this look.
            guard fstatat(descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
            #if canImport(Darwin)
                let modified = status.st_mtimespec
            #else
                let modified = status.st_mtim
            #endif
            let seconds = TimeInterval(modified.tv_sec) + TimeInterval(modified.tv_nsec) / 1e9
            listed.append(
                Listed(
                    name: name, isOwnRegularFile: status.st_mode & S_IFMT == S_IFREG && status.st_uid == owner,
                    size: Int(clamping: status.st_size), modified: Date(timeIntervalSince1970: seconds)))
        }
        return listed
    }

    /// `date` as the two `timespec`s (access, modification) of `futimens` and `utimensat`.
    private static func times(_ date: Date) -> [timespec] {
        let seconds = date.timeIntervalSince1970.rounded(.down)
        let nanoseconds = ((date.timeIntervalSince1970 - seconds) * 1e9).rounded(.down)
        let time = timespec(tv_sec: Int(seconds), tv_nsec: Int(min(max(nanoseconds, 0), 999_999_999)))
        return [time, time]
    }
}

/// A folder's modification time, to compare with a later one: equal when no file was created, renamed or removed
/// in between (on file systems that keep nanoseconds; on coarser ones, changes within the same tick look equal).
struct FolderStamp: Sendable, Hashable {
    /// Seconds since 1970.
    let seconds: Int
    /// Nanoseconds within the second.
    let nanoseconds: Int
}

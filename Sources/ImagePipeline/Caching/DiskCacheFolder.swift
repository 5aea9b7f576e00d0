import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The folder of an ``ImageDiskCache``, checked and held open: a folder that is a symbolic link, belongs to another
/// user or may be written by others is refused. The old per-file entries it is cleaned of are reached through the
/// folder's descriptor (`openat`, `unlinkat`, `fstatat`) and opened with `O_NOFOLLOW`, so no symbolic link leads
/// the cleanup anywhere else.
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

    /// Whether the folder's path still names, without following a link, the folder opened (same device and inode):
    /// false when it was since replaced, by a symbolic link or anything else. The database is opened by path, so
    /// this is asked right before.
    var isStillAtItsPath: Bool {
        var opened = stat()
        var named = stat()
        guard fstat(descriptor, &opened) == 0, lstat(path, &named) == 0 else { return false }
        return named.st_mode & S_IFMT == S_IFDIR && named.st_dev == opened.st_dev && named.st_ino == opened.st_ino
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
            listed.append(
                Listed(name: name, isOwnRegularFile: status.st_mode & S_IFMT == S_IFREG && status.st_uid == owner))
        }
        return listed
    }
}

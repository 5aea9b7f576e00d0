import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads the config file's bytes, bounded: at most ``maximumSize`` (it reads one byte more to tell), a link
/// followed only to a regular file (never a folder, a fifo or a device, which could block or never end).
public enum ConfigFileReader {
    /// The largest file read: 256 KiB.
    public static let maximumSize = 256 * 1024

    /// What reading found.
    public enum Outcome: Sendable, Equatable {
        /// There is no file: the defaults apply, and nothing is wrong.
        case missing
        /// The file's bytes.
        case bytes([UInt8])
        /// The file cannot be used, in words ("is a folder, not a file").
        case unusable(String)
    }

    /// Reads the file at `path`, following a symbolic link.
    public static func contents(of path: String, maximumSize: Int = maximumSize) -> Outcome {
        var status = stat()
        guard stat(path, &status) == 0 else {
            let code = errno
            if code == ENOENT { return .missing }
            return .unusable("cannot be read: \(String(cString: strerror(code)))")
        }
        if let kind = nonRegularKind(status.st_mode) { return .unusable("is \(kind), not a regular file") }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .unusable("cannot be read: \(String(cString: strerror(errno)))") }
        defer { close(descriptor) }
        // The file may have been swapped between the two looks: check what was opened.
        guard fstat(descriptor, &status) == 0, nonRegularKind(status.st_mode) == nil else {
            return .unusable("is not a regular file")
        }
        var bytes = [UInt8](repeating: 0, count: maximumSize + 1)
        var count = 0
        while count < bytes.count {
            let read: Int = bytes.withUnsafeMutableBytes { buffer in
                systemRead(descriptor, buffer.baseAddress! + count, buffer.count - count)
            }
            if read < 0, errno == EINTR { continue }
            guard read >= 0 else { return .unusable("cannot be read: \(String(cString: strerror(errno)))") }
            if read == 0 { break }
            count += read
        }
        guard count <= maximumSize else {
            return .unusable("is larger than \(maximumSize / 1024) KiB; it is ignored and the defaults apply")
        }
        return .bytes(Array(bytes.prefix(count)))
    }

    private static func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
        read(descriptor, buffer, count)
    }

    /// What a file of `mode` is when it is not a regular file ("a folder"), or `nil` for a regular file.
    static func nonRegularKind(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "a folder"
        case S_IFIFO: "a fifo"
        case S_IFCHR, S_IFBLK: "a device"
        case S_IFSOCK: "a socket"
        default: "something else"
        }
    }
}

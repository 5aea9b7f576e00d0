import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why ``FileLogSink`` will not use the thing found at its path: anything but a regular file.
///
/// A refusal turns logging off for the run; unlike a full disk it does not go away by trying again.
struct LogFileRefusal: Error, Equatable, CustomStringConvertible {
    /// What was found, in words: "a symbolic link", "a FIFO", "a directory", "a device", ...
    let found: String

    /// The refusal for a failed `open` with `errno` `code`, or nil when the failure is not about the kind of
    /// file (`ELOOP`: a symbolic link under `O_NOFOLLOW`; `EISDIR`: a directory; `ENXIO`: a FIFO with no
    /// reader, or a device that is not there).
    init?(openError code: Int32) {
        switch code {
        case ELOOP: found = "a symbolic link"
        case EISDIR: found = "a directory"
        case ENXIO: found = "a FIFO or device"
        default: return nil
        }
    }

    /// The refusal for a file of type `fileType` (`st_mode & S_IFMT`), or nil for a regular file.
    init?(fileType: mode_t) {
        switch fileType {
        case S_IFREG: return nil
        case S_IFLNK: found = "a symbolic link"
        case S_IFIFO: found = "a FIFO"
        case S_IFDIR: found = "a directory"
        case S_IFCHR, S_IFBLK: found = "a device"
        case S_IFSOCK: found = "a socket"
        default: found = "not a regular file"
        }
    }

    /// "not a regular file (a FIFO)".
    var description: String {
        found == "not a regular file" ? found : "not a regular file (\(found))"
    }
}

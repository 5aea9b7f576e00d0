import Foundation

/// Why an ``ImageDiskCache`` cannot use its folder.
public enum ImageDiskCacheError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The folder is a symbolic link; the cache never follows one.
    case symbolicLink(path: String)
    /// Something other than a folder is at the path.
    case notAFolder(path: String)
    /// The folder belongs to another user, or its group or others may write to it.
    case unsafeFolder(path: String, reason: String)
    /// The file system refused an operation, with its `errno`.
    case fileSystem(path: String, code: Int32)

    /// One line for people.
    public var description: String {
        switch self {
        case .symbolicLink(let path): "the image cache folder \(path) is a symbolic link, which is never followed"
        case .notAFolder(let path): "the image cache folder \(path) is not a folder"
        case .unsafeFolder(let path, let reason): "the image cache folder \(path) is not safe to use: \(reason)"
        case .fileSystem(let path, let code): "the image cache folder \(path): \(String(cString: strerror(code)))"
        }
    }
}

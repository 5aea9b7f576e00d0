import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why ``CredentialsFile`` refused to read or change the credentials file.
///
/// Every case names the path it is about, and ``message`` says in one line what is wrong and how to fix it. No
/// case carries anything read from the file: no token, no host, no excerpt of a corrupt file.
public enum CredentialsError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file (or its lock file) at `path` is a symbolic link, which is never followed.
    case fileIsSymbolicLink(path: String)
    /// The file (or its lock file) at `path` is not a regular file: a folder, a FIFO, a socket, a device.
    case notARegularFile(path: String)
    /// The file's group or others may read or write it (`mode`, its permission bits, has some of `0o077`). Its
    /// mode is left as it is.
    case fileAccessibleToOthers(path: String, mode: UInt32)
    /// The file (or its lock file) belongs to the user `owner`, not to the effective user of this process.
    case fileOwnedByAnotherUser(path: String, owner: UInt32)
    /// The folder at `path` that holds the file is a symbolic link, which is never followed.
    case folderIsSymbolicLink(path: String)
    /// Something other than a folder is at `path`, where the folder holding the file belongs.
    case folderNotAFolder(path: String)
    /// The folder's group or others may read, write or enter it (`mode` has some of `0o077`). Its mode is left as
    /// it is.
    case folderAccessibleToOthers(path: String, mode: UInt32)
    /// The folder belongs to the user `owner`, not to the effective user of this process.
    case folderOwnedByAnotherUser(path: String, owner: UInt32)
    /// The folder at `path` is missing and cannot be made, because the folder above its parent does not exist
    /// (only the folder and its parent, such as `~/.config/atomic` and `~/.config`, are ever made).
    case folderParentMissing(path: String)
    /// The file's text is not a credentials file; `reason` says which rule it breaks, in words that never quote
    /// the file (`"it is not valid JSON"`, `"a host entry has no token"`).
    case corrupt(path: String, reason: String)
    /// The file is larger than `limit` bytes, more than a credentials file ever holds; it was not read.
    case tooLarge(path: String, limit: Int)
    /// The folder or file at `path` cannot be written (`errno`: `EROFS`, `EACCES`, `EPERM`, `ENOSPC`…). Reading
    /// still works.
    case cannotWrite(path: String, errno: Int32)
    /// The folder or file at `path` cannot be read for a reason other than those above (`errno`).
    case cannotRead(path: String, errno: Int32)
    /// Another process held the lock file at `path` for longer than `timeout`.
    case lockTimedOut(path: String, timeout: Duration)
    /// The entries an ``CredentialsFile/update(_:)`` left are not a credentials file (`reason` names the rule,
    /// never a value), so nothing was written to `path`.
    case refusedToWrite(path: String, reason: String)

    /// One line naming the path, what is wrong with it, and the fix; never anything read from the file.
    public var message: String {
        let login = "run `atomic auth login` again"
        switch self {
        case .fileIsSymbolicLink(let path):
            let shown = Self.shown(path)
            return "\(shown) is a symbolic link, which is never followed for credentials; remove it (rm \(shown)) "
                + "and \(login)"
        case .notARegularFile(let path):
            return "\(Self.shown(path)) is not a regular file; move it away and \(login)"
        case .fileAccessibleToOthers(let path, let mode):
            let shown = Self.shown(path)
            return "\(shown) can be read or written by its group or others (mode \(Self.octal(mode))); "
                + "run chmod 600 \(shown)"
        case .fileOwnedByAnotherUser(let path, let owner):
            return "\(Self.shown(path)) belongs to another user (uid \(owner), not \(geteuid())); "
                + "remove it and \(login)"
        case .folderIsSymbolicLink(let path):
            let shown = Self.shown(path)
            return "the folder \(shown) is a symbolic link, and credentials are kept only in a real folder; "
                + "replace it with one (mkdir -m 700 \(shown))"
        case .folderNotAFolder(let path):
            return "\(Self.shown(path)) is not a folder; move it away so that a private folder can be made there"
        case .folderAccessibleToOthers(let path, let mode):
            let shown = Self.shown(path)
            return "the folder \(shown) can be read or written by its group or others (mode \(Self.octal(mode))); "
                + "run chmod 700 \(shown)"
        case .folderOwnedByAnotherUser(let path, let owner):
            return "the folder \(Self.shown(path)) belongs to another user (uid \(owner), not \(geteuid())); "
                + "credentials are kept only in a folder of your own: remove it and \(login)"
        case .folderParentMissing(let path):
            return "the folder \(Self.shown(path)) cannot be made, as the folder above its parent does not exist; "
                + "set XDG_CONFIG_HOME or HOME to a folder that exists"
        case .corrupt(let path, let reason) where reason == CredentialsFormatProblem.newerVersion:
            return
                "\(Self.shown(path)) was written by a newer version of atomic; use that version, or move it away and \(login)"
        case .corrupt(let path, let reason):
            return "\(Self.shown(path)) is corrupt (\(reason)); remove it and \(login)"
        case .tooLarge(let path, let limit):
            return "\(Self.shown(path)) is larger than \(limit) bytes, more than a credentials file holds; "
                + "remove it and \(login)"
        case .cannotWrite(let path, let code):
            return "cannot write \(Self.shown(path)) (\(String(cString: strerror(code)))); the stored credentials "
                + "can be read but not changed until it is writable"
        case .cannotRead(let path, let code):
            return "cannot read \(Self.shown(path)) (\(String(cString: strerror(code)))); check its permissions"
        case .lockTimedOut(let path, let timeout):
            return "\(Self.shown(path)) stayed locked by another atomic process for \(Self.seconds(timeout)); "
                + "try again once it has finished"
        case .refusedToWrite(let path, let reason):
            return "nothing was written to \(Self.shown(path)): \(reason)"
        }
    }

    /// The same as ``message``.
    public var description: String { message }

    /// `path` with its control characters escaped, so that a message stays one line.
    private static func shown(_ path: String) -> String {
        guard StoredCredential.hasControlCharacter(path) else { return path }
        return path.unicodeScalars.map { scalar in
            StoredCredential.hasControlCharacter(String(scalar))
                ? "\\u{\(String(scalar.value, radix: 16))}" : String(scalar)
        }.joined()
    }

    private static func octal(_ mode: UInt32) -> String {
        let digits = String(mode & 0o7777, radix: 8)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    private static func seconds(_ duration: Duration) -> String {
        let milliseconds = duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
        return milliseconds % 1000 == 0 ? "\(milliseconds / 1000) s" : "\(milliseconds) ms"
    }
}

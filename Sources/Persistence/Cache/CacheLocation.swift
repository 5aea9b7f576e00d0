import Foundation

/// Where the cache lives on disk: a private folder holding `cache.sqlite`.
public struct CacheLocation: Sendable, Hashable {
    /// The name of the database file inside the folder.
    public static let databaseFileName = "cache.sqlite"

    /// The folder holding the cache file, created owner-only (`0700`) when the store opens.
    public let directoryPath: String

    /// The folder that must exist already: ``createDirectory()`` makes only the folders below it, down to
    /// ``directoryPath``, never a whole missing path (such as `/nonexistent/.cache/atomicarch` for a `HOME` that
    /// does not exist).
    public let existingParentPath: String

    /// A location in the folder at `directoryPath`, made only under `existingParentPath` when that is given, else
    /// under the folder's own parent (so only the cache folder itself is ever created).
    public init(directoryPath: String, existingParentPath: String? = nil) {
        self.directoryPath = directoryPath
        self.existingParentPath =
            existingParentPath
            ?? URL(fileURLWithPath: directoryPath, isDirectory: true).deletingLastPathComponent().path
    }

    /// The database file: `<folder>/cache.sqlite`.
    public var databasePath: String {
        URL(fileURLWithPath: directoryPath, isDirectory: true).appendingPathComponent(Self.databaseFileName).path
    }

    /// The cache folder chosen by the environment: `$ATOMIC_CACHE_DIR` when set, otherwise
    /// `$XDG_CACHE_HOME/atomicarch` when that is an absolute path, otherwise `$HOME/.cache/atomicarch`.
    /// Empty variables count as unset. The folder that must exist first is the named folder's parent,
    /// `$XDG_CACHE_HOME`, or `$HOME` (whose `.cache` is made when missing, as the XDG base directories ask).
    ///
    /// - Throws: ``PersistenceError/cacheDirectoryUnavailable(path:reason:)`` when none of the three is set.
    public static func resolve(environment: [String: String]) throws -> CacheLocation {
        if let explicit = environment["ATOMIC_CACHE_DIR"], !explicit.isEmpty {
            return CacheLocation(directoryPath: explicit)
        }
        if let cacheHome = environment["XDG_CACHE_HOME"], cacheHome.hasPrefix("/") {
            return CacheLocation(directoryPath: Self.join(cacheHome, "atomicarch"))
        }
        if let home = environment["HOME"], !home.isEmpty {
            return CacheLocation(
                directoryPath: Self.join(Self.join(home, ".cache"), "atomicarch"), existingParentPath: home)
        }
        throw PersistenceError.cacheDirectoryUnavailable(
            path: "", reason: "none of ATOMIC_CACHE_DIR, XDG_CACHE_HOME or HOME is set")
    }

    /// Creates the folder (and the missing folders between it and ``existingParentPath``) readable by the owner
    /// only (`0700`) if it does not exist, and makes sure that the folder is safe to keep state in.
    ///
    /// An existing folder keeps its permissions, but it is used only when it belongs to the user running `atomic`
    /// (the effective user id) and neither its group nor others may write to it, as ssh's `StrictModes` and gpg
    /// require of their folders: whoever can write to the folder can put links or files of their own under the
    /// names the cache is about to use (`cache.sqlite-wal`, `avatars`, `atomic.log`), and its owner can change
    /// it at will. The sticky bit (`/tmp`'s `1777`) does not make a folder others can write to safe: it keeps
    /// them from removing or renaming files that are not theirs, not from creating those names first, so such a
    /// folder is refused too. The check is of the folder named, after following a symbolic link to it (a cache
    /// folder may be a link the user made).
    ///
    /// - Throws: ``PersistenceError/readOnly(path:)`` when the folder cannot be created or written,
    ///   ``PersistenceError/cacheDirectoryUnavailable(path:reason:)`` when it belongs to another user, others
    ///   may write to it, or ``existingParentPath`` does not exist, and for any other failure.
    public func createDirectory() throws {
        var missing: [String] = []
        // The folder exists on every start but the first; only a missing one needs its path taken apart (and
        // standardizing a URL costs more than the rest of this check).
        if !Self.exists(directoryPath) {
            let parent = URL(fileURLWithPath: existingParentPath, isDirectory: true).standardizedFileURL.path
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: parent, isDirectory: &isFolder), isFolder.boolValue else {
                throw PersistenceError.cacheDirectoryUnavailable(
                    path: directoryPath, reason: "\(parent) does not exist, and only the cache folder itself is made")
            }
            var current = URL(fileURLWithPath: directoryPath, isDirectory: true).standardizedFileURL
            while !Self.exists(current.path), current.path != parent, current.pathComponents.count > 1 {
                missing.append(current.path)
                current = current.deletingLastPathComponent()
            }
        }
        for path in missing.reversed() where mkdir(path, mode_t(0o700)) != 0 && errno != EEXIST {
            throw Self.error(code: errno, path: path)
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directoryPath, isDirectory: &isDirectory), isDirectory.boolValue
        else {
            throw PersistenceError.cacheDirectoryUnavailable(path: directoryPath, reason: "it is not a folder")
        }
        if let created = missing.first {
            // mkdir applies the umask; the cache folder itself must end up exactly 0700.
            chmod(created, mode_t(0o700))
        }
        if let reason = Self.unsafeFolderReason(directoryPath) {
            throw PersistenceError.cacheDirectoryUnavailable(path: directoryPath, reason: reason)
        }
        guard access(directoryPath, W_OK | X_OK) == 0 else {
            throw Self.error(code: errno, path: directoryPath)
        }
    }

    /// Why the folder at `path` is not safe to keep state in, or nil when it is: it belongs to another user than
    /// the effective one, or its group or others may write to it (see ``createDirectory()``).
    public static func unsafeFolderReason(_ path: String) -> String? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        let owner = geteuid()
        if status.st_uid != owner {
            return "it belongs to another user (uid \(status.st_uid), not \(owner)); "
                + "the cache is kept only in a folder of your own"
        }
        let permissions = status.st_mode & 0o7777
        guard permissions & 0o022 == 0 else {
            let mode = String(permissions, radix: 8)
            let who = permissions & 0o002 != 0 ? "others" : "its group"
            return "\(who) can write to it (mode \(String(repeating: "0", count: max(0, 4 - mode.count)) + mode)); "
                + "the cache is kept only in a folder no one else can write to"
        }
        return nil
    }

    private static func exists(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }

    private static func join(_ directory: String, _ component: String) -> String {
        URL(fileURLWithPath: directory, isDirectory: true).appendingPathComponent(component).path
    }

    private static func error(code: Int32, path: String) -> PersistenceError {
        DatabaseFiles.environmentalError(code: code, path: path)
            ?? .cacheDirectoryUnavailable(path: path, reason: String(cString: strerror(code)))
    }
}

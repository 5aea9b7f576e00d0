import Foundation

/// Where the cache lives on disk: a private folder holding `cache.sqlite`.
public struct CacheLocation: Sendable, Hashable {
    /// The name of the database file inside the folder.
    public static let databaseFileName = "cache.sqlite"

    /// The folder holding the cache file, created owner-only (`0700`) when the store opens.
    public let directoryPath: String

    /// A location in the folder at `directoryPath`.
    public init(directoryPath: String) {
        self.directoryPath = directoryPath
    }

    /// The database file: `<folder>/cache.sqlite`.
    public var databasePath: String {
        URL(fileURLWithPath: directoryPath, isDirectory: true).appendingPathComponent(Self.databaseFileName).path
    }

    /// The cache folder chosen by the environment: `$ATOMIC_CACHE_DIR` when set, otherwise
    /// `$XDG_CACHE_HOME/atomicarch` when that is an absolute path, otherwise `$HOME/.cache/atomicarch`.
    /// Empty variables count as unset.
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
            return CacheLocation(directoryPath: Self.join(Self.join(home, ".cache"), "atomicarch"))
        }
        throw PersistenceError.cacheDirectoryUnavailable(
            path: "", reason: "none of ATOMIC_CACHE_DIR, XDG_CACHE_HOME or HOME is set")
    }

    /// Creates the folder (and missing parents) readable by the owner only (`0700`) if it does not exist.
    ///
    /// An existing folder keeps its permissions, since it may be shared (`ATOMIC_CACHE_DIR=/tmp/...`).
    /// - Throws: ``PersistenceError/readOnly(path:)`` when the folder cannot be created or written,
    ///   ``PersistenceError/cacheDirectoryUnavailable(path:reason:)`` for any other failure.
    public func createDirectory() throws {
        var missing: [String] = []
        // The folder exists on every start but the first; only a missing one needs its path taken apart (and
        // standardizing a URL costs more than the rest of this check).
        if !Self.exists(directoryPath) {
            var current = URL(fileURLWithPath: directoryPath, isDirectory: true).standardizedFileURL
            while !Self.exists(current.path), current.pathComponents.count > 1 {
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
        guard access(directoryPath, W_OK | X_OK) == 0 else {
            throw Self.error(code: errno, path: directoryPath)
        }
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

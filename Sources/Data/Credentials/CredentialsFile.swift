import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The file `atomic` keeps its GitHub tokens in, one ``StoredCredential`` per host.
///
/// ## Where
///
/// ``url(environment:)``: `$XDG_CONFIG_HOME/atomic/credentials.json`, else `$HOME/.config/atomic/credentials.json`.
/// Beside the file lives its lock file, `credentials.lock` (the file's name with its extension replaced by
/// `lock`), which holds nothing and is left in place.
///
/// ## Shape
///
/// One JSON object, written with sorted keys and two-space indentation:
///
///     {
///       "hosts" : {
///         "github.com" : { "api_url" : "https://api.github.com", "login" : "octocat", "token" : "…" }
///       },
///       "version" : 1
///     }
///
/// `version` is 1; `hosts` maps a host key (see ``hostKey(_:)``: a lower-cased host with an optional `:port`,
/// such as `github.com`, `ghe.example.com` or `127.0.0.1:8080`) to its entry, whose keys ``StoredCredential``
/// describes. Keys this version does not know, at the top or in an entry, are kept and written back.
///
/// ## Safety
///
/// The folder holding the file is opened once with `O_NOFOLLOW` and checked on that descriptor, and the file,
/// its lock file and the temporary file are reached through it, so neither a link nor a swap after the checks
/// leads anywhere else. Every read and update refuses, with a ``CredentialsError`` whose message never holds
/// anything read from the file:
///
/// - a folder that is a symbolic link or not a folder, belongs to another user than the effective one, or that
///   its group or others may read, write or enter (`mode & 0o077`);
/// - a file that is a symbolic link (never followed) or not a regular file, belongs to another user, or that its
///   group or others may read or write; modes are never changed, neither widened nor narrowed;
/// - a file larger than ``maximumSize`` (not read), an empty one, one that is not JSON or not this shape, of
///   another version, or with an entry ``StoredCredential`` refuses (no token, a control character…).
///
/// ## Changes
///
/// ``update(_:)`` holds an exclusive `flock` on the lock file, waited for at most the timeout given at
/// initialisation, re-reads the file, and writes the result in one step: a new `0600` file in the same folder,
/// synced, renamed over the file, and the folder synced. Readers never take the lock and see the old file or the
/// new one, never a part. A host map left empty removes the file. The folder is made (`0700`) by the first
/// update, with its parent (`0700`) when that is missing too; an existing folder's mode is never changed.
public struct CredentialsFile: Sendable {
    /// The format version this type reads and writes: 1.
    public static let formatVersion = 1

    /// The largest file read, in bytes (1 MiB); a larger one is refused with ``CredentialsError/tooLarge(path:limit:)``.
    public static let maximumSize = 1 << 20

    /// The credentials file.
    public let url: URL

    /// The longest ``update(_:)`` waits for another process's lock before it throws
    /// ``CredentialsError/lockTimedOut(path:timeout:)``.
    public let lockTimeout: Duration

    /// The file at `url` (its folder is `url`'s parent), whose updates wait at most `lockTimeout` for the lock.
    public init(url: URL, lockTimeout: Duration = .seconds(10)) {
        self.url = url
        self.lockTimeout = lockTimeout
    }

    /// Where the credentials are kept: `$XDG_CONFIG_HOME/atomic/credentials.json` when `XDG_CONFIG_HOME` is an
    /// absolute path, else `$HOME/.config/atomic/credentials.json` when `HOME` is; nil when neither is (an unset,
    /// empty or relative `HOME` is not used, so credentials are never kept relative to the working folder).
    public static func url(environment: [String: String]) -> URL? {
        let base: URL
        if let configHome = environment["XDG_CONFIG_HOME"], configHome.hasPrefix("/") {
            base = URL(fileURLWithPath: configHome, isDirectory: true)
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            base = URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".config", isDirectory: true)
        } else {
            return nil
        }
        return base.appendingPathComponent("atomic", isDirectory: true).appendingPathComponent("credentials.json")
    }

    /// The key the file keeps `host`'s entry under: `host` lower-cased, when it is a host name (letters, digits,
    /// `-`, `_` and `.`, at most 253 characters) or a bracketed IPv6 address, optionally followed by `:PORT` with
    /// a port from 1 to 65535 written without leading zeros; nil otherwise (a URL, a path, spaces, an empty port).
    ///
    /// `"GitHub.com"` gives `"github.com"`, `"127.0.0.1:8080"` itself, `"[::1]:8080"` itself.
    public static func hostKey(_ host: String) -> String? {
        let key = host.lowercased()
        var name = Substring(key)
        var port: Substring?
        if key.hasPrefix("[") {
            guard let close = key.firstIndex(of: "]") else { return nil }
            let address = key[key.index(after: key.startIndex)..<close]
            guard !address.isEmpty, address.contains(":"),
                address.unicodeScalars.allSatisfy({ "0123456789abcdef:.".unicodeScalars.contains($0) })
            else { return nil }
            let rest = key[key.index(after: close)...]
            if !rest.isEmpty {
                guard rest.hasPrefix(":") else { return nil }
                port = rest.dropFirst()
            }
        } else {
            if let colon = key.lastIndex(of: ":") {
                name = key[..<colon]
                port = key[key.index(after: colon)...]
            }
            let allowed = name.unicodeScalars.allSatisfy { scalar in
                ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || "-_.".unicodeScalars.contains(scalar)
            }
            guard !name.isEmpty, name.count <= 253, allowed, !name.hasPrefix("."), !name.contains("..") else {
                return nil
            }
        }
        if let port {
            guard let number = Int(port), (1...65535).contains(number), String(number) == port else { return nil }
        }
        return key
    }

    /// Every stored credential by host key (see ``hostKey(_:)``), read from the file as it is now, without the
    /// lock; `[:]` when the file or its folder does not exist. Nothing is created.
    ///
    /// The folder is opened and checked once, then the file is opened once with `O_NOFOLLOW`, checked with `fstat`
    /// on that descriptor, and at most ``maximumSize`` bytes of it are read.
    ///
    /// - Throws: ``CredentialsError`` when the folder or the file is refused (see the type's Safety section),
    ///   the file is corrupt or too large, or cannot be read.
    public func read() throws(CredentialsError) -> [String: StoredCredential] {
        guard let folder = try openFolder(create: false) else { return [:] }
        return try readDocument(in: folder)?.hosts ?? [:]
    }

    /// The credential stored for `host` (its ``hostKey(_:)``: `"GitHub.com"` finds `github.com`'s), or nil when
    /// there is none, the file does not exist, or `host` is not a host name.
    ///
    /// - Throws: ``CredentialsError`` as ``read()`` does.
    public func credential(forHost host: String) throws(CredentialsError) -> StoredCredential? {
        guard let key = Self.hostKey(host) else { return nil }
        return try read()[key]
    }

    /// Changes the stored credentials: under the exclusive lock, re-reads the file (`[:]` when missing), lets
    /// `body` change the host map, and writes the map it leaves in one step, unless it left it unchanged. An
    /// empty map removes the file. Returns what `body` returned.
    ///
    /// Two processes (or two threads with values of their own) that update at once take turns, each seeing what
    /// the other wrote, so no update is lost; a token refresh that re-reads the entry in `body` is done once. The
    /// calling thread blocks while it waits for the lock (at most ``lockTimeout``) and while it writes.
    ///
    /// The folder is made first when missing (see the type's Changes section); the lock file is made `0600`.
    ///
    /// - Throws: ``CredentialsError`` when the folder or the file is refused, corrupt or too large; when the map
    ///   `body` left has a key that is not a ``hostKey(_:)`` or an entry ``StoredCredential`` refuses
    ///   (``CredentialsError/refusedToWrite(path:reason:)``, nothing written); ``CredentialsError/cannotWrite(path:errno:)``
    ///   when the folder, lock file or file cannot be written (a read-only file system); ``CredentialsError/lockTimedOut(path:timeout:)``;
    ///   and whatever `body` throws, after which nothing is written.
    public func update<T>(
        _ body: (inout [String: StoredCredential]) throws(CredentialsError) -> T
    ) throws(CredentialsError) -> T {
        guard let folder = try openFolder(create: true) else { throw .cannotRead(path: folderPath, errno: ENOENT) }
        let lock = try lockFolder(folder)
        defer { close(lock) }
        let existing = try readDocument(in: folder)
        var document = existing ?? CredentialsDocument(hosts: [:])
        let result = try body(&document.hosts)
        try commit(document, replacing: existing, in: folder)
        return result
    }

    /// ``update(_:)`` for a `body` that awaits, such as a token refresh over the network: the lock is held, and
    /// the file was re-read, while `body` runs, so that two processes refreshing one token take turns and the
    /// second finds the first's new token instead of spending the rotated refresh token again. The lock is
    /// waited for at most ``lockTimeout``, as ``update(_:)`` waits for it, but by sleeping the task rather than
    /// blocking its thread: the holder may be another task of this process that needs a thread to finish.
    ///
    /// - Throws: what ``update(_:)`` throws, as ``CredentialsError``, and whatever `body` throws, after which
    ///   nothing is written.
    public func updateAwaiting<T>(
        _ body: (inout [String: StoredCredential]) async throws -> T
    ) async throws -> T {
        guard let folder = try openFolder(create: true) else {
            throw CredentialsError.cannotRead(path: folderPath, errno: ENOENT)
        }
        let lock = try await lockFolderAwaiting(folder)
        defer { close(lock) }
        let existing = try readDocument(in: folder)
        var document = existing ?? CredentialsDocument(hosts: [:])
        let result = try await body(&document.hosts)
        try commit(document, replacing: existing, in: folder)
        return result
    }

    /// Writes `document` over `existing` in `folder`, under the caller's lock: nothing when they are equal, the
    /// file removed when `document` has no host, else the whole file atomically.
    private func commit(
        _ document: CredentialsDocument, replacing existing: CredentialsDocument?, in folder: OpenFolder
    ) throws(CredentialsError) {
        guard document != existing, !(existing == nil && document.hosts.isEmpty) else { return }
        if document.hosts.isEmpty {
            guard unlinkat(folder.descriptor, fileName, 0) == 0 || errno == ENOENT else {
                throw .cannotWrite(path: path, errno: errno)
            }
            try syncFolder(folder)
            return
        }
        if let reason = document.problem {
            throw .refusedToWrite(path: path, reason: reason)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard var data = try? encoder.encode(document) else {
            throw .refusedToWrite(path: path, reason: "the entries cannot be written as JSON")
        }
        data.append(UInt8(ascii: "\n"))
        guard data.count <= Self.maximumSize else {
            throw .refusedToWrite(path: path, reason: "the file would be larger than \(Self.maximumSize) bytes")
        }
        try writeAtomically(data, in: folder)
    }

    // MARK: - The folder

    private var path: String { url.path }
    private var fileName: String { url.lastPathComponent }
    private var folderURL: URL { url.deletingLastPathComponent() }
    private var folderPath: String { folderURL.path }

    private var lockName: String {
        let name = url.deletingPathExtension().appendingPathExtension("lock").lastPathComponent
        return name == fileName ? fileName + ".lock" : name
    }

    private var lockPath: String { folderURL.appendingPathComponent(lockName).path }

    /// The folder, opened and checked; nil when it is missing and `create` is false.
    private func openFolder(create: Bool) throws(CredentialsError) -> OpenFolder? {
        var descriptor = open(folderPath, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        var created = false
        if descriptor < 0, errno == ENOENT {
            guard create else { return nil }
            created = try makeFolder()
            descriptor = open(folderPath, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        }
        guard descriptor >= 0 else {
            let code = errno
            var status = stat()
            // Linux answers ENOTDIR rather than ELOOP for a link opened with O_DIRECTORY | O_NOFOLLOW.
            if code == ELOOP || (lstat(folderPath, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK) {
                throw .folderIsSymbolicLink(path: folderPath)
            }
            throw code == ENOTDIR ? .folderNotAFolder(path: folderPath) : .cannotRead(path: folderPath, errno: code)
        }
        let folder = OpenFolder(descriptor: descriptor)
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .cannotRead(path: folderPath, errno: errno) }
        guard status.st_uid == geteuid() else {
            throw .folderOwnedByAnotherUser(path: folderPath, owner: UInt32(status.st_uid))
        }
        if created {
            // mkdir applies the umask; a folder made here ends up exactly 0700.
            fchmod(descriptor, 0o700)
            guard fstat(descriptor, &status) == 0 else { throw .cannotRead(path: folderPath, errno: errno) }
        }
        guard status.st_mode & 0o077 == 0 else {
            throw .folderAccessibleToOthers(path: folderPath, mode: UInt32(status.st_mode & 0o7777))
        }
        return folder
    }

    /// Makes the folder `0700`, and its parent `0700` first when that is missing too; whether it made the folder
    /// (false when another process made it first).
    private func makeFolder() throws(CredentialsError) -> Bool {
        if mkdir(folderPath, 0o700) == 0 { return true }
        switch errno {
        case EEXIST:
            return false
        case ENOENT:
            let parent = folderURL.deletingLastPathComponent().path
            if mkdir(parent, 0o700) == 0 {
                chmod(parent, 0o700)
            } else if errno == ENOENT {
                throw .folderParentMissing(path: folderPath)
            } else if errno != EEXIST {
                throw Self.writeError(path: parent, code: errno)
            }
            if mkdir(folderPath, 0o700) == 0 { return true }
            guard errno == EEXIST else { throw Self.writeError(path: folderPath, code: errno) }
            return false
        case let code:
            throw Self.writeError(path: folderPath, code: code)
        }
    }

    private func syncFolder(_ folder: OpenFolder) throws(CredentialsError) {
        guard fsync(folder.descriptor) == 0 else { throw .cannotWrite(path: folderPath, errno: errno) }
    }

    // MARK: - The lock

    /// The lock file, opened (made `0600` when missing) and locked exclusively; closing the descriptor unlocks it.
    ///
    /// An existing lock file that cannot be opened for writing (a read-only file system) is locked through a
    /// read-only descriptor, which `flock` accepts, so that an update that changes nothing still works there.
    private func lockFolder(_ folder: OpenFolder) throws(CredentialsError) -> Int32 {
        let descriptor = try openLockFile(folder)
        let deadline = ContinuousClock.now.advanced(by: lockTimeout)
        while try !takeLock(descriptor, before: deadline) { usleep(5_000) }
        return descriptor
    }

    /// ``lockFolder(_:)`` for an async caller: the wait for the lock sleeps the task instead of blocking its
    /// thread, so that the holder of the lock (another task of this process, awaiting the network under it) can
    /// go on and let it go, however few threads the concurrency pool has.
    private func lockFolderAwaiting(_ folder: OpenFolder) async throws(CredentialsError) -> Int32 {
        let descriptor = try openLockFile(folder)
        let deadline = ContinuousClock.now.advanced(by: lockTimeout)
        while try !takeLock(descriptor, before: deadline) {
            try? await Task.sleep(for: .milliseconds(5))
        }
        return descriptor
    }

    /// Takes the lock on `descriptor` if it is free: true when taken, false when another holds it and `deadline`
    /// has not passed. Past the deadline, or on any other failure, closes `descriptor` and throws.
    private func takeLock(_ descriptor: Int32, before deadline: ContinuousClock.Instant) throws(CredentialsError)
        -> Bool
    {
        guard flock(descriptor, LOCK_EX | LOCK_NB) != 0 else { return true }
        let code = errno
        guard code == EINTR || code == EWOULDBLOCK else {
            close(descriptor)
            throw .cannotWrite(path: lockPath, errno: code)
        }
        guard ContinuousClock.now < deadline else {
            close(descriptor)
            throw .lockTimedOut(path: lockPath, timeout: lockTimeout)
        }
        return false
    }

    /// The lock file, opened (made `0600` when missing) and checked, not yet locked.
    private func openLockFile(_ folder: OpenFolder) throws(CredentialsError) -> Int32 {
        var descriptor = openat(
            folder.descriptor, lockName, O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, mode_t(0o600))
        if descriptor < 0, [EROFS, EACCES, EPERM].contains(errno) {
            let code = errno
            descriptor = openat(folder.descriptor, lockName, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
            if descriptor < 0, errno == ENOENT { errno = code }
        }
        guard descriptor >= 0 else {
            let code = errno
            if code == ELOOP { throw .fileIsSymbolicLink(path: lockPath) }
            if code == EISDIR || code == ENXIO { throw .notARegularFile(path: lockPath) }
            throw Self.writeError(path: lockPath, code: code)
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let code = errno
            close(descriptor)
            throw .cannotRead(path: lockPath, errno: code)
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            throw .notARegularFile(path: lockPath)
        }
        guard status.st_uid == geteuid() else {
            close(descriptor)
            throw .fileOwnedByAnotherUser(path: lockPath, owner: UInt32(status.st_uid))
        }
        return descriptor
    }

    // MARK: - The file

    /// The file's document, opened once with `O_NOFOLLOW` and checked on its descriptor; nil when it is missing.
    private func readDocument(in folder: OpenFolder) throws(CredentialsError) -> CredentialsDocument? {
        // O_NONBLOCK: opening a FIFO must not wait for a writer; fstat then refuses it.
        let descriptor = openat(folder.descriptor, fileName, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT { return nil }
            var status = stat()
            if code == ELOOP
                || (fstatat(folder.descriptor, fileName, &status, AT_SYMLINK_NOFOLLOW) == 0
                    && status.st_mode & S_IFMT == S_IFLNK)
            {
                throw .fileIsSymbolicLink(path: path)
            }
            if code == ENXIO || code == EISDIR { throw .notARegularFile(path: path) }
            throw .cannotRead(path: path, errno: code)
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .cannotRead(path: path, errno: errno) }
        guard status.st_mode & S_IFMT == S_IFREG else { throw .notARegularFile(path: path) }
        guard status.st_uid == geteuid() else {
            throw .fileOwnedByAnotherUser(path: path, owner: UInt32(status.st_uid))
        }
        guard status.st_mode & 0o077 == 0 else {
            throw .fileAccessibleToOthers(path: path, mode: UInt32(status.st_mode & 0o7777))
        }
        guard status.st_size <= Self.maximumSize else { throw .tooLarge(path: path, limit: Self.maximumSize) }
        // One byte more than the bound, so that a file grown since fstat is refused too, never read whole.
        var bytes = [UInt8](repeating: 0, count: Self.maximumSize + 1)
        var filled = 0
        while filled < bytes.count {
            let count = bytes.withUnsafeMutableBytes { buffer in
                Self.systemRead(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
            }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw .cannotRead(path: path, errno: errno) }
            if count == 0 { break }
            filled += count
        }
        guard filled <= Self.maximumSize else { throw .tooLarge(path: path, limit: Self.maximumSize) }
        guard filled > 0 else { throw .corrupt(path: path, reason: "it is empty") }
        do {
            return try JSONDecoder().decode(CredentialsDocument.self, from: Data(bytes[..<filled]))
        } catch let problem as CredentialsFormatProblem {
            throw .corrupt(path: path, reason: problem.reason)
        } catch {
            // A DecodingError's text may quote the file; only the fact is kept.
            throw .corrupt(path: path, reason: "it is not valid JSON")
        }
    }

    /// Writes `data` to a new `0600` file beside the file, syncs it, renames it over the file, and syncs the folder.
    private func writeAtomically(_ data: Data, in folder: OpenFolder) throws(CredentialsError) {
        let temporaryName = ".\(fileName).\(getpid()).\(UInt64.random(in: 0...UInt64.max)).tmp"
        let descriptor = openat(
            folder.descriptor, temporaryName, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode_t(0o600))
        guard descriptor >= 0 else { throw Self.writeError(path: path, code: errno) }
        var failure: Int32?
        if fchmod(descriptor, 0o600) != 0 { failure = errno }
        data.withUnsafeBytes { buffer in
            var written = 0
            while failure == nil, written < buffer.count {
                let count = write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else {
                    failure = count < 0 ? errno : ENOSPC
                    return
                }
                written += count
            }
        }
        if failure == nil, fsync(descriptor) != 0 { failure = errno }
        if close(descriptor) != 0, failure == nil { failure = errno }
        if failure == nil, renameat(folder.descriptor, temporaryName, folder.descriptor, fileName) != 0 {
            failure = errno
        }
        if let failure {
            unlinkat(folder.descriptor, temporaryName, 0)
            throw Self.writeError(path: path, code: failure)
        }
        try syncFolder(folder)
    }

    private static func writeError(path: String, code: Int32) -> CredentialsError {
        .cannotWrite(path: path, errno: code)
    }

    /// The C library's `read`, which this type's own ``read()`` hides.
    private static func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.read(descriptor, buffer, count)
        #else
            Darwin.read(descriptor, buffer, count)
        #endif
    }
}

/// A folder held open, closed when this value goes away.
private final class OpenFolder {
    let descriptor: Int32

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }
}

import AtomicCore
import AtomicLogger
import Foundation
import Persistence

/// Downloaded image data in one SQLite database in a folder, bounded in total size, with least-recently-used
/// eviction.
///
/// - **Storage.** Every entry is a row of one table in ``databaseName`` (`images.sqlite`) in ``folder``: the key
///   (the image URL as requested, size parameter included, so `…?s=64` and `…?s=128` are two entries), the bytes,
///   their size and the entry's last use by the injected clock. SQLite reuses the pages that deletions free, so a
///   full cache that keeps churning creates no file per store (see `docs/decisions/0012-avatar-cache-in-sqlite.md`).
///   The database runs in write-ahead-log mode with a 5-second busy timeout, through Persistence's
///   `DatabaseQueue`, and is made with its migrator; its `application_id` is `"AtIm"`.
/// - **Opening** happens on the first call that needs the database, once. The folder is checked when the cache is
///   made (a folder that is a symbolic link, belongs to another user or may be written by others is refused:
///   ``ImageDiskCacheError``), and again, right before the database is opened by path, to be still that folder.
///   The database file is created `0600` and opened with `SQLITE_OPEN_NOFOLLOW`: a symbolic link in its place is
///   never followed but moved aside. A file that is not a database or is damaged (`PRAGMA quick_check` at
///   opening) is renamed `images.sqlite.corrupt-<UTC time>`, a database of another program (another application
///   id, or none) `images.sqlite.foreign-<UTC time>`, and a new, empty database takes its place; the logger gets
///   one warning. When no database can be used at all (a read-only or full folder), the logger gets one warning
///   and the cache is a miss for every key for the rest of the run; nothing crashes or throws.
/// - **Entries of the per-file format** of earlier versions (`<32 hex>.image` files in the old format whose key
///   hashes to the name) and their writers' abandoned `<32 hex>.image.tmp-*` files are removed at opening; any
///   other file in the folder is never touched.
/// - **Hits cost no write.** ``data(forKey:)`` reads in a read transaction and keeps the hit's time in memory; the
///   times of the hits since are written in the transaction of the next ``store(_:forKey:)``, or by ``flush()``.
///   Hits not yet written when the process ends are lost, which only makes those entries look older (the
///   interactive app calls ``flush()`` when it quits).
/// - **Trimming.** The total size of the entries (the bytes stored, keys not counted) is summed once at opening and
///   then kept in memory. When a store takes it past ``sizeLimit`` by more than ``trimMargin`` (1/16 of the limit),
///   the same transaction deletes, in one statement, the least recently used entries until the total is within
///   ``sizeLimit``, and sums the total again.
/// - **Two processes** (the app and `atomic user --avatar`) may share the folder: an entry one stores is a hit in
///   the other. Each process keeps its own total, which counts the other's stores only from its next trim on, so
///   the table may briefly hold up to another margin past ``sizeLimit`` + ``trimMargin``.
/// - **Failures** of a store (a full disk, a read-only file, a lock held past the busy timeout) are logged and
///   leave the cache as it was; a failed read is logged and is a miss.
/// - ``removeAll()`` (`cache clear`) deletes every row and gives the freed pages back to the disk (`VACUUM`), and
///   deletes the damaged databases moved aside before; it throws when the entries could not be deleted.
///
/// The SQL runs on the database's own queue, never on the caller's thread; the folder's cleanup at opening and the
/// deletion of damaged copies in ``removeAll()`` are a few file system calls in the calling task.
public final class ImageDiskCache: Sendable {
    /// The folder holding the database; created (mode 0700) when missing.
    public let folder: URL
    /// The most bytes the entries may take together right after a trim; 50 MiB by default. Data larger than this is
    /// not stored.
    public let sizeLimit: Int
    /// How far past ``sizeLimit`` the total may go before the cache trims: 1/16 of the limit.
    public var trimMargin: Int { sizeLimit / 16 }
    /// The name of the database file in ``folder``.
    public static let databaseName = "images.sqlite"

    private let clock: any AppClock
    private let logger: Logger
    private let directory: DiskCacheFolder
    /// The opening of the database, started by the first call that needs it; its value is `nil` when no database
    /// can be used.
    private let opening = Locked<Task<DatabaseQueue?, Never>?>(nil)
    /// The total and the hits not yet written, changed only inside the database's transactions (see ``State``).
    private let state = Locked(State())
    /// Why the database could not be opened, once the opening failed; ``removeAll()`` throws it.
    private let openingFailure = Locked<PersistenceError?>(nil)

    /// What the cache keeps in memory.
    struct State {
        /// The sum of the entries' sizes; `nil` when unknown (after a failed write), summed again by the next store.
        var totalSize: Int?
        /// The last use of each key hit since the last write of uses.
        var pendingUses: [String: Date] = [:]
    }

    /// A cache in `folder` (created when missing) of at most `sizeLimit` bytes (50 MiB by default), whose use order
    /// follows `clock`. The database in it is opened by the first call that needs it.
    ///
    /// - Throws: ``ImageDiskCacheError`` when the folder is a symbolic link, is not a folder, belongs to another
    ///   user, may be written by others, or cannot be created or opened.
    public init(
        folder: URL,
        sizeLimit: Int = 50 * 1024 * 1024,
        clock: any AppClock = SystemClock(),
        logger: Logger = .disabled
    ) throws {
        self.folder = folder
        self.sizeLimit = max(0, sizeLimit)
        self.clock = clock
        self.logger = logger
        directory = try DiskCacheFolder(url: folder)
    }

    /// The data stored for `key`, whose use is recorded in memory (written by the next store or ``flush()``);
    /// `nil` on a miss, or when the database cannot be read.
    public func data(forKey key: String) async -> Data? {
        guard let database = await database() else { return nil }
        do {
            let data = try await database.read { try ImageCacheTable.data(forKey: key, in: $0) }
            if data != nil {
                let now = clock.now
                state.withLock { $0.pendingUses[key] = now }
            }
            return data
        } catch {
            logger.notice("could not read the image cache", metadata: ["error": "\(error)"])
            return nil
        }
    }

    /// Stores `data` for `key`, replacing any earlier entry, in one transaction that also writes the uses of the
    /// hits since the last store and, when the total passes ``sizeLimit`` + ``trimMargin``, trims down to
    /// ``sizeLimit``. Data larger than ``sizeLimit`` is not stored; a write that fails (full disk, read-only file)
    /// is logged and leaves the cache as it was.
    public func store(_ data: Data, forKey key: String) async {
        guard data.count <= sizeLimit, let database = await database() else { return }
        let now = clock.now
        let (limit, margin, state) = (sizeLimit, trimMargin, state)
        let uses = takePendingUses()
        do {
            let trimmed = try await database.write { db -> Int in
                try ImageCacheTable.recordUses(uses, in: db)
                let known = state.withLock { $0.totalSize }
                let before = try known ?? ImageCacheTable.totalSize(in: db)
                var total = before + (try ImageCacheTable.store(data, forKey: key, at: now, in: db))
                var trimmed = 0
                if total > limit + margin {
                    trimmed = try ImageCacheTable.trim(downTo: limit, in: db)
                    total = try ImageCacheTable.totalSize(in: db)
                }
                state.withLock { $0.totalSize = total }
                return trimmed
            }
            if trimmed > 0 {
                logger.debug("trimmed the image cache", metadata: ["removed": "\(trimmed)"])
            }
        } catch {
            // The transaction rolled back; the total may have been set inside it.
            state.withLock { $0.totalSize = nil }
            logger.warning("could not store an image in the image cache", metadata: ["error": "\(error)"])
        }
    }

    /// Removes the entry for `key`, if any; a failure is logged.
    public func removeData(forKey key: String) async {
        guard let database = await database() else { return }
        let state = state
        do {
            try await database.write { db in
                let removed = try ImageCacheTable.remove(key: key, in: db)
                state.withLock { state in
                    state.pendingUses[key] = nil
                    state.totalSize = state.totalSize.map { $0 - removed }
                }
            }
        } catch {
            state.withLock { $0.totalSize = nil }
            logger.warning("could not remove an image cache entry", metadata: ["error": "\(error)"])
        }
    }

    /// Removes every entry, then gives the freed pages back to the disk (`VACUUM`, skipped while another process
    /// uses the database), and deletes the damaged databases moved aside before (`images.sqlite.corrupt-*`, with
    /// their companions). Other files in the folder, another program's database moved aside
    /// (`images.sqlite.foreign-*`) included, stay.
    ///
    /// - Throws: the `PersistenceError` (Persistence) that kept the entries from being deleted, logged as well: the
    ///   one that kept the database from opening (a read-only or full folder, an unusable file beside it; the
    ///   entries on disk stay), or the one of the deletion (a lock held by another process past the busy timeout).
    public func removeAll() async throws(PersistenceError) {
        guard let database = await database() else {
            throw openingFailure.withLock { $0 }
                ?? .openFailed(path: databasePath, reason: "the image cache database cannot be used")
        }
        let state = state
        do {
            try await database.write { db in
                try ImageCacheTable.removeAll(in: db)
                state.withLock { $0 = State(totalSize: 0) }
            }
            await database.compact()
            let damaged = Self.databaseName + ".corrupt-"
            for file in directory.list() where file.isOwnRegularFile && file.name.hasPrefix(damaged) {
                directory.remove(file.name)
            }
        } catch {
            state.withLock { $0.totalSize = nil }
            logger.warning("could not empty the image cache", metadata: ["error": "\(error)"])
            throw Self.persistenceError(error, path: databasePath)
        }
    }

    /// The uses of the hits since they were last taken, which are then no longer pending.
    private func takePendingUses() -> [String: Date] {
        state.withLock { state in
            defer { state.pendingUses = [:] }
            return state.pendingUses
        }
    }

    /// The path of the database file.
    private var databasePath: String { folder.appendingPathComponent(Self.databaseName).path }

    /// `error` as a ``PersistenceError``: itself when it is one, else an opening failure of `path` naming it.
    private static func persistenceError(_ error: any Error, path: String) -> PersistenceError {
        error as? PersistenceError ?? .openFailed(path: path, reason: String(describing: error))
    }

    /// Writes the uses of the hits since the last store, in one transaction; a failure is logged and the uses are
    /// dropped (their entries only look older).
    public func flush() async {
        let uses = takePendingUses()
        guard !uses.isEmpty, let database = await database() else { return }
        do {
            try await database.write { try ImageCacheTable.recordUses(uses, in: $0) }
        } catch {
            logger.notice("could not record image cache hits", metadata: ["error": "\(error)"])
        }
    }

    /// The total size of the entries, in bytes, as this cache counts them (see the type's documentation); 0 when
    /// no database can be used.
    public var totalSize: Int {
        get async {
            guard let database = await database() else { return 0 }
            if let known = state.withLock({ $0.totalSize }) { return known }
            return (try? await database.read { try ImageCacheTable.totalSize(in: $0) }) ?? 0
        }
    }

    /// The database, opened by the first caller (see the type's documentation); `nil` when none can be used.
    private func database() async -> DatabaseQueue? {
        let task = opening.withLock { opening in
            if let opening { return opening }
            let (directory, clock, logger, state, failure) = (directory, clock, logger, state, openingFailure)
            let started = Task {
                await Self.open(in: directory, clock: clock, logger: logger, state: state, failure: failure)
            }
            opening = started
            return started
        }
        return await task.value
    }

    /// Removes the old per-file entries from `directory`, then opens (creating, migrating or recovering) the
    /// database in it and sums its total into `state`; `nil`, logged and kept in `failure`, when no database can be
    /// used.
    private static func open(
        in directory: DiskCacheFolder, clock: any AppClock, logger: Logger, state: Locked<State>,
        failure: Locked<PersistenceError?>
    ) async -> DatabaseQueue? {
        guard directory.isStillAtItsPath else {
            logger.warning(
                "the image cache folder was replaced; images are not kept on disk", metadata: ["path": directory.path])
            failure.withLock {
                $0 = .cacheDirectoryUnavailable(
                    path: directory.path, reason: "the folder was replaced after it was checked")
            }
            return nil
        }
        let removed = LegacyEntryFiles.removeAll(in: directory)
        if removed > 0 {
            logger.info("removed the image cache files of the earlier format", metadata: ["count": "\(removed)"])
        }
        let path = URL(fileURLWithPath: directory.path).appendingPathComponent(databaseName).path
        do {
            let (database, recovery) = try await DatabaseQueue.openRecovering(
                path: path, applicationID: ImageCacheTable.applicationID, migrator: ImageCacheTable.migrator(),
                configuration: DatabaseConfiguration(followsSymbolicLinks: false), now: clock.now)
            switch recovery {
            case .movedAsideDamaged(let movedTo, let reason):
                logger.warning(
                    "the image cache database was unusable; it was moved aside and a new one created",
                    metadata: ["path": path, "movedTo": movedTo, "reason": reason])
            case .movedAsideForeign(let movedTo, let detail):
                logger.warning(
                    "another file was in place of the image cache database; it was moved aside and a new one made",
                    metadata: ["path": path, "movedTo": movedTo, "reason": detail])
            case nil:
                break
            }
            let total = try await database.read { try ImageCacheTable.totalSize(in: $0) }
            state.withLock { $0.totalSize = total }
            return database
        } catch {
            logger.warning(
                "the image cache database cannot be used; images are not kept on disk",
                metadata: ["path": path, "error": "\(error)"])
            failure.withLock { $0 = persistenceError(error, path: path) }
            return nil
        }
    }
}

import Foundation

/// How a ``Database`` connection behaves.
public struct DatabaseConfiguration: Sendable, Equatable {
    /// How long a statement waits for another connection (or process) to release its lock
    /// before failing with ``PersistenceError/busy(path:)``. Five seconds by default.
    public var busyTimeout: Duration
    /// Whether opening checks the whole file for damage (`PRAGMA quick_check`), so that a
    /// truncated or damaged file is reported at once as ``PersistenceError/corrupt(path:detail:)``
    /// rather than later, in the middle of some query. On by default; it reads every page once, which
    /// costs about 0.5 ms per MB of database when the file is in the system's page cache and about
    /// 10 ms per MB when it must come from disk (a 4 MB cache: 2 ms warm, 42 ms cold). A file that passed
    /// is not read again while its size and modification time stay the same and its write-ahead
    /// log is empty: the fingerprint of the clean file is kept next to it, in a `-checked` file.
    public var checksIntegrityOnOpen: Bool

    /// Creates a configuration; the defaults are a 5-second busy timeout and an integrity check on open.
    public init(busyTimeout: Duration = .seconds(5), checksIntegrityOnOpen: Bool = true) {
        self.busyTimeout = busyTimeout
        self.checksIntegrityOnOpen = checksIntegrityOnOpen
    }
}

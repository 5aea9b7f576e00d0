import AtomicCore

/// Keeps every record in memory, in the order written; made for tests and diagnostics screens.
public final class MemoryLogSink: LogSink {
    private let storage = Locked<[LogRecord]>([])

    /// Creates an empty sink.
    public init() {}

    /// Every record written since creation or the last ``clear()``, oldest first.
    public var records: [LogRecord] { storage.withLock { $0 } }

    /// Appends `record`.
    public func write(_ record: LogRecord) {
        storage.withLock { $0.append(record) }
    }

    /// Forgets every record kept so far.
    public func clear() {
        storage.withLock { $0.removeAll() }
    }
}

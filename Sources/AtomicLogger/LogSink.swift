/// A destination for log records: the terminal, a file, memory, or anything else.
///
/// Sinks are called from any thread or task, possibly at the same time, so every implementation
/// must be safe to use concurrently. A sink never throws and never crashes the program:
/// a destination that fails simply loses the record.
public protocol LogSink: Sendable {
    /// Stores or displays `record`.
    func write(_ record: LogRecord)
}

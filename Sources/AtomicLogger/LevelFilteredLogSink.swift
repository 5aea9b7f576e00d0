/// Passes on to another sink only the records at a level or above: for a logger whose sinks want different levels,
/// such as a trace on standard error at `debug` beside a log file kept at `warning`.
///
/// The logger's own ``Logger/level`` must be the lowest its sinks want; this sink then drops what its sink does not.
public struct LevelFilteredLogSink: LogSink {
    /// The least severe level passed on.
    public let minimum: LogLevel
    /// Where the records at ``minimum`` or above go.
    public let sink: any LogSink

    /// A sink that writes to `sink` the records at `minimum` or above, and drops the others.
    public init(minimum: LogLevel, sink: any LogSink) {
        self.minimum = minimum
        self.sink = sink
    }

    /// Writes `record` to ``sink`` when its level is ``minimum`` or above.
    public func write(_ record: LogRecord) {
        guard record.level >= minimum else { return }
        sink.write(record)
    }
}

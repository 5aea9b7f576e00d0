import AtomicLogger

/// The request trace `ATOMIC_DEBUG` and `GH_DEBUG` ask for: each record as one line of ``LogFormat/text`` (its
/// control characters escaped, secrets already removed by the logger), handed to `write` — standard error through
/// the console, so that the spinner is erased first and lines wait while a pager shows the screen.
struct ConsoleTraceSink: LogSink {
    /// Writes one line, newline included, to standard error.
    let write: @Sendable (String) -> Void

    /// Writes `record` as one text line.
    func write(_ record: LogRecord) {
        write(LogFormat.text.line(for: record) + "\n")
    }
}

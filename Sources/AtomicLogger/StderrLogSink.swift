import AtomicCore
import Foundation

/// Writes each record as one line to standard error (or another file handle).
///
/// Lines from concurrent callers never interleave: each record is written whole, one at a time.
public final class StderrLogSink: LogSink {
    private let format: LogFormat
    private let output: Locked<FileHandle>

    /// Creates a sink that writes records in `format` (``LogFormat/text`` by default) to `handle`,
    /// which is standard error unless a test or tool supplies another one.
    public init(format: LogFormat = .text, handle: FileHandle = .standardError) {
        self.format = format
        self.output = Locked(handle)
    }

    /// Writes `record` as one line; a failed write is ignored, since there is nowhere left to report it.
    public func write(_ record: LogRecord) {
        let data = Data((format.line(for: record) + "\n").utf8)
        output.withLock { handle in
            try? handle.write(contentsOf: data)
        }
    }
}

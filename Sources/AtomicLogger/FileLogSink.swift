import AtomicCore
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Appends records to a log file, one JSON object per line by default, rotating the file by size.
///
/// - The file and any missing parent directories are created on the first write; the file is
///   created readable and writable by its owner only (mode `0600`), and an existing file is narrowed to it.
/// - Rotation: when the next line would make the file exceed `maxBytes`, `atomic.log` becomes
///   `atomic.log.1`, `atomic.log.1` becomes `atomic.log.2`, and so on; at most `maxFiles` rotated
///   files are kept and the oldest is deleted. With `maxFiles` 0 the file is simply started afresh.
///   A single line longer than `maxBytes` is still written whole, alone in its file.
/// - The file is opened with `O_NOFOLLOW | O_NONBLOCK` and used only when it is a regular file: a symbolic
///   link, FIFO, directory or device at ``url`` turns logging off for the rest of the run, with one warning
///   line (`LogFileRefusal`). Opening never follows a link and never waits for a FIFO's reader; rotation
///   renames and deletes names without following links either.
/// - A failure to write never crashes and never throws: the record is dropped and the first failure
///   is noted once on standard error. Later writes try to reopen the file.
public final class FileLogSink: LogSink {
    /// The location of the current log file.
    public let url: URL
    /// The size in bytes a file may reach before it is rotated (at least 1).
    public let maxBytes: Int
    /// How many rotated files (`.1` … `.maxFiles`) are kept besides the current one.
    public let maxFiles: Int
    /// The line format written to the file.
    public let format: LogFormat
    private let failureNotes: FileHandle

    private struct State {
        var handle: FileHandle?
        var size = 0
        var hasReportedFailure = false
        var isDisabled = false
    }

    private struct WriteFailure: Error, CustomStringConvertible {
        var description: String
    }

    private let state = Locked(State())

    /// Creates a sink writing to `url`, rotating at `maxBytes` (5 MiB by default) and keeping
    /// `maxFiles` rotated files (3 by default), in `format` (JSON lines by default). The one-line note
    /// about a first write failure goes to `failureNotes` (standard error by default).
    ///
    /// Nothing touches the disk until the first record is written.
    public init(
        url: URL, maxBytes: Int = 5_242_880, maxFiles: Int = 3, format: LogFormat = .jsonLines,
        failureNotes: FileHandle = .standardError
    ) {
        self.url = url
        self.maxBytes = max(1, maxBytes)
        self.maxFiles = max(0, maxFiles)
        self.format = format
        self.failureNotes = failureNotes
    }

    /// Appends `record` as one line, rotating first when the file would grow past ``maxBytes``.
    public func write(_ record: LogRecord) {
        let data = Data((format.line(for: record) + "\n").utf8)
        state.withLock { state in
            guard !state.isDisabled else { return }
            do {
                try append(data, to: &state)
            } catch let refusal as LogFileRefusal {
                state.isDisabled = true
                state.handle = nil
                let note = "warning: the log file \(url.path) is \(refusal.description); logging is off for this run\n"
                try? failureNotes.write(contentsOf: Data(note.utf8))
            } catch {
                try? state.handle?.close()
                state.handle = nil
                if !state.hasReportedFailure {
                    state.hasReportedFailure = true
                    let note =
                        "warning: cannot write the log file \(url.path) (\(Self.reason(for: error))); "
                        + "log records are dropped\n"
                    try? failureNotes.write(contentsOf: Data(note.utf8))
                }
            }
        }
    }

    /// A short reason for a write failure: the operating system's wording when there is one.
    private static func reason(for error: any Error) -> String {
        if let failure = error as? WriteFailure {
            return failure.description
        }
        let error = error as NSError
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if error.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(error.code)))
        }
        var text = error.localizedDescription
        for prefix in ["The operation could not be completed. ", "The operation couldn’t be completed. "]
        where text.hasPrefix(prefix) {
            text.removeFirst(prefix.count)
        }
        return text.hasSuffix(".") ? String(text.dropLast()) : text
    }

    private func append(_ data: Data, to state: inout State) throws {
        if state.handle == nil {
            try openFile(&state)
        }
        if state.size > 0, state.size + data.count > maxBytes {
            try rotate(&state)
        }
        guard let handle = state.handle else { throw WriteFailure(description: "the file is not open") }
        try handle.write(contentsOf: data)
        state.size += data.count
    }

    private func openFile(_ state: inout State) throws {
        let manager = FileManager.default
        try manager.createDirectory(
            at: url.deletingLastPathComponent(),
            withIntermediateDirectories: true,
            attributes: [.posixPermissions: 0o700]
        )
        // O_NOFOLLOW refuses a symbolic link; O_NONBLOCK makes opening a FIFO without a reader fail at once
        // (ENXIO) instead of waiting for one. Whatever did open is checked with fstat before anything is written.
        let flags = O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK
        let descriptor = url.path.withCString { path in open(path, flags, mode_t(0o600)) }
        guard descriptor >= 0 else {
            let code = errno
            if let refusal = LogFileRefusal(openError: code) {
                throw refusal
            }
            throw WriteFailure(description: String(cString: strerror(code)))
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let code = errno
            close(descriptor)
            throw WriteFailure(description: String(cString: strerror(code)))
        }
        if let refusal = LogFileRefusal(fileType: status.st_mode & S_IFMT) {
            close(descriptor)
            throw refusal
        }
        // A regular file never blocks; clearing the flag keeps later writes ordinary.
        _ = fcntl(descriptor, F_SETFL, O_APPEND)
        _ = fchmod(descriptor, mode_t(0o600))
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        state.handle = handle
        state.size = Int(clamping: status.st_size)
    }

    private func rotate(_ state: inout State) throws {
        try state.handle?.close()
        state.handle = nil
        let path = url.path
        if maxFiles == 0 {
            try Self.removeName(path)
        } else {
            try Self.removeName("\(path).\(maxFiles)")
            for index in stride(from: maxFiles - 1, through: 1, by: -1) {
                try Self.moveName("\(path).\(index)", to: "\(path).\(index + 1)")
            }
            try Self.moveName(path, to: "\(path).1")
        }
        try openFile(&state)
    }

    /// Deletes the name `path` (a link is deleted itself, never its target); a missing name is fine.
    private static func removeName(_ path: String) throws {
        guard unlink(path) == 0 || errno == ENOENT else {
            throw WriteFailure(description: "\(path): \(String(cString: strerror(errno)))")
        }
    }

    /// Renames `source` to `destination` (links are renamed themselves); a missing source is fine.
    private static func moveName(_ source: String, to destination: String) throws {
        guard rename(source, destination) == 0 || errno == ENOENT else {
            throw WriteFailure(description: "\(source): \(String(cString: strerror(errno)))")
        }
    }
}

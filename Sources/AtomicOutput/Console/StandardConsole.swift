import AtomicCore
import Foundation
import TerminalUI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's real standard output and error.
///
/// Writes go through `write(2)` and never trap. The first write that fails on a stream is remembered and
/// ends writing to that stream; ``finish(status:)`` then turns it into the exit status and, when standard
/// error still works, one `error:` line.
public struct StandardConsole: Console {
    /// Whether standard output was a terminal (`isatty`) when the console was made.
    public let isTerminal: Bool
    /// The width plain output is fitted to, in columns: see ``init(environment:)``.
    public let width: Int
    /// Whether standard error was a terminal when the console was made.
    public let errorIsTerminal: Bool
    /// Whether `TERM` is `dumb`.
    public let isDumb: Bool
    private let failures = Locked<(output: OutputFailure?, error: OutputFailure?)>((nil, nil))
    private let progress = Locked<ProgressSpinner?>(nil)

    /// The widest width used, in columns, however wide `COLUMNS` claims to be: a terminal's most.
    public static let widest = TextWidth.maximumWidth
    /// The narrowest width used, in columns, however narrow the terminal or `COLUMNS`: as help does, text is never
    /// wrapped to fewer columns than this, which would stand one word, or one letter, on each line.
    public static let narrowest = 20

    /// Reads the terminal state; the width is `COLUMNS`, else the terminal's, else 80, at least ``narrowest`` and
    /// at most ``widest``.
    ///
    /// Create it before anything opens a file: a standard stream the process was started without is
    /// taken by a read-only `/dev/null`, so a database or log file can never become descriptor 1 or 2 and
    /// receive the program's output, and writing to the missing stream fails with `EBADF` instead.
    public init(environment: [String: String]) {
        Self.occupyClosedStandardDescriptors()
        isTerminal = isatty(STDOUT_FILENO) == 1
        errorIsTerminal = isatty(STDERR_FILENO) == 1
        isDumb = environment["TERM"] == "dumb"
        if let columns = environment["COLUMNS"].flatMap(Int.init), columns > 0 {
            width = min(max(columns, Self.narrowest), Self.widest)
        } else if isTerminal, let columns = Self.terminalColumns(), columns > 0 {
            width = min(max(columns, Self.narrowest), Self.widest)
        } else {
            width = 80
        }
    }

    /// The first failed write to standard output, if any.
    public var outputFailure: OutputFailure? { failures.withLock { $0.output } }

    /// The first failed write to standard error, if any.
    public var errorFailure: OutputFailure? { failures.withLock { $0.error } }

    /// Writes `text` to standard output as is, after erasing the spinners frame (see ``write(utf8:)``).
    public func write(_ text: String) {
        write(utf8: Array(text.utf8))
    }

    /// Writes `bytes` to standard output as is, after stopping (and so erasing) the spinner shown; nothing once a
    /// write to standard output has failed (the failure is kept for ``finish(status:)``).
    public func write(utf8 bytes: [UInt8]) {
        stopProgress()
        guard outputFailure == nil else { return }
        do {
            try FileDescriptorWriter(descriptor: STDOUT_FILENO).write(bytes)
        } catch {
            failures.withLock { $0.output = $0.output ?? error }
        }
    }

    /// Writes `text` to standard error after `TerminalSanitizer.sanitize(_:keepNewlines:)` (line feeds kept):
    /// messages quote outside text, and no escape sequence may reach the terminal through them.
    public func writeError(_ text: String) {
        stopProgress()
        guard errorFailure == nil else { return }
        do {
            let line = TerminalSanitizer.sanitize(text, keepNewlines: true)
            try FileDescriptorWriter(descriptor: STDERR_FILENO).write(Array(line.utf8))
        } catch {
            failures.withLock { $0.error = $0.error ?? error }
        }
    }

    /// Writes `text` to standard error unsanitised: the progress spinner's own frames and erase sequence.
    public func writeProgress(_ text: String) {
        guard errorFailure == nil else { return }
        do {
            try FileDescriptorWriter(descriptor: STDERR_FILENO).write(Array(text.utf8))
        } catch {
            failures.withLock { $0.error = $0.error ?? error }
        }
    }

    /// Keeps `spinner` to stop before the next write to either stream.
    public func showProgress(_ spinner: ProgressSpinner) {
        progress.withLock { $0 = spinner }
    }

    /// Stops the spinner shown, if any, so that its frame is erased before anything else is written.
    private func stopProgress() {
        progress.withLock { spinner in
            defer { spinner = nil }
            return spinner
        }?.stop()
    }

    /// The exit status to end with, given the command's `status` and the writes that failed.
    ///
    /// - A reader that went away (`EPIPE`, as with `| head -1`) ends the process quietly by `SIGPIPE`,
    ///   exactly as when the write itself raised it.
    /// - Any other failed write gives status 1 (or keeps a failing command's own status); a failure on
    ///   standard output is reported as one `error:` line on standard error when that still works.
    public func finish(status: Int32) -> Int32 {
        let (output, error) = failures.withLock { $0 }
        if output?.isBrokenPipe == true || error?.isBrokenPipe == true {
            signal(SIGPIPE, SIG_DFL)
            raise(SIGPIPE)
        }
        if let output {
            writeError("error: \(output.message)\n")
            return 1
        }
        if error != nil {
            return status == 0 ? 1 : status
        }
        return status
    }

    /// Opens `/dev/null` read-only on each of descriptors 0, 1 and 2 that is not open.
    private static func occupyClosedStandardDescriptors() {
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 {
            let opened = open("/dev/null", O_RDONLY)
            if opened >= 0, opened != descriptor {
                dup2(opened, descriptor)
                close(opened)
            }
        }
    }

    private static func terminalColumns() -> Int? {
        var size = winsize()
        #if canImport(Glibc)
            let request = UInt(TIOCGWINSZ)
        #else
            let request = TIOCGWINSZ
        #endif
        guard ioctl(STDOUT_FILENO, request, &size) == 0 else { return nil }
        return Int(size.ws_col)
    }
}

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
///
/// Standard output may go through a pager (``page(through:environment:warnsWhenMissing:)``), started on the first
/// write and waited for by ``finish(status:)``.
public struct StandardConsole: Console {
    /// Whether output is written as for a terminal: standard output was one (`isatty`) when the console was made,
    /// or `GH_FORCE_TTY` asks for it (``isTerminalForced``).
    public let isTerminal: Bool
    /// Whether standard output is not a terminal but `GH_FORCE_TTY` has output written as for one; a pager needs
    /// a real terminal, so none is started then.
    public let isTerminalForced: Bool
    /// The width plain output is fitted to, in columns: see ``init(environment:)``.
    public let width: Int
    /// Whether standard error was a terminal when the console was made.
    public let errorIsTerminal: Bool
    /// Whether `TERM` is `dumb`.
    public let isDumb: Bool
    private let failures = Locked<(output: OutputFailure?, error: OutputFailure?)>((nil, nil))
    private let progress = Locked<ProgressSpinner?>(nil)
    /// The pager asked for or running, and the lines held for standard error meanwhile.
    let paging = Locked(Paging())

    /// The most standard error holds back while a pager is asked for or runs, in bytes; later lines are written at
    /// once.
    public static let heldErrorLimit = 64 * 1024

    /// The widest width used, in columns, however wide `COLUMNS` claims to be: a terminal's most.
    public static let widest = TextWidth.maximumWidth
    /// The narrowest width used, in columns, however narrow the terminal or `COLUMNS`: as help does, text is never
    /// wrapped to fewer columns than this, which would stand one word, or one letter, on each line.
    public static let narrowest = 20

    /// Reads the terminal state; the width is `COLUMNS`, else the terminal's (standard output's, else standard
    /// error's), else 80, changed as `GH_FORCE_TTY` asks (see ``ForcedTerminal``), at least ``narrowest`` and at
    /// most ``widest``.
    ///
    /// Create it before anything opens a file: a standard stream the process was started without is
    /// taken by a read-only `/dev/null`, so a database or log file can never become descriptor 1 or 2 and
    /// receive the program's output, and writing to the missing stream fails with `EBADF` instead.
    public init(environment: [String: String]) {
        Self.occupyClosedStandardDescriptors()
        let outputIsTerminal = isatty(STDOUT_FILENO) == 1
        let forcing = ForcedTerminal(environment["GH_FORCE_TTY"])
        isTerminal = outputIsTerminal || forcing != nil
        isTerminalForced = !outputIsTerminal && forcing != nil
        errorIsTerminal = isatty(STDERR_FILENO) == 1
        isDumb = environment["TERM"] == "dumb"
        let measured: Int
        if let columns = environment["COLUMNS"].flatMap(Int.init), columns > 0 {
            measured = columns
        } else if isTerminal, let columns = Self.terminalColumns(), columns > 0 {
            measured = columns
        } else {
            measured = 80
        }
        width = min(max(forcing?.width(measured: measured) ?? measured, Self.narrowest), Self.widest)
    }

    /// Records `error` as standard error's failure unless one is recorded already.
    func recordErrorFailure(_ error: OutputFailure) {
        failures.withLock { $0.error = $0.error ?? error }
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
    ///
    /// Through a pager, the first write starts it; once it has stopped reading (`EPIPE`, as when `q` quits less
    /// before the end), the rest is dropped without a failure.
    public func write(utf8 bytes: [UInt8]) {
        stopProgress()
        guard outputFailure == nil, let descriptor = outputDescriptor() else { return }
        do {
            try FileDescriptorWriter(descriptor: descriptor).write(bytes)
        } catch let error where error.isBrokenPipe && descriptor != STDOUT_FILENO {
            paging.withLock { paging in
                if case .running(let process) = paging.phase { paging.phase = .quit(process) }
            }
        } catch {
            failures.withLock { $0.output = $0.output ?? error }
        }
    }

    /// Writes `text` to standard error after `TerminalSanitizer.sanitize(_:keepNewlines:)` (line feeds kept):
    /// messages quote outside text, and no escape sequence may reach the terminal through them.
    /// From ``page(through:environment:warnsWhenMissing:)`` on, a standard error on the terminal gets the text
    /// once the pager has quit (or at ``finish(status:)`` when none started); a line held leaves the spinner
    /// turning.
    public func writeError(_ text: String) {
        guard errorFailure == nil else { return }
        let line = Array(TerminalSanitizer.sanitize(text, keepNewlines: true).utf8)
        guard !holdWhilePaging(line) else { return }
        stopProgress()
        do {
            try FileDescriptorWriter(descriptor: STDERR_FILENO).write(line)
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
    func stopProgress() {
        progress.withLock { spinner in
            defer { spinner = nil }
            return spinner
        }?.stop()
    }

    /// The exit status to end with, given the command's `status` and the writes that failed; a pager that runs
    /// is waited for first (its input closed), and the lines held for standard error are written then (held too
    /// when a pager was asked for but none started, as when the command failed before any output).
    ///
    /// - A pager that quit before it read everything is no failure: the status stays the command's; one that
    ///   ended by a signal or with a status other than 0 is one `warning:` line, and the status stays too.
    /// - A reader that went away (`EPIPE`, as with `| head -1`) ends the process quietly by `SIGPIPE`,
    ///   exactly as when the write itself raised it.
    /// - Any other failed write gives status 1 (or keeps a failing command's own status); a failure on
    ///   standard output is reported as one `error:` line on standard error when that still works.
    public func finish(status: Int32) -> Int32 {
        endPaging()
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
        [STDOUT_FILENO, STDERR_FILENO].lazy.compactMap { TerminalWindowSize.of(descriptor: $0)?.columns }.first
    }
}

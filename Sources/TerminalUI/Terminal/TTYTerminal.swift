import AtomicCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The real terminal on two file descriptors (by default standard input and standard output).
///
/// Raw mode is set with termios; the size comes from `ioctl(TIOCGWINSZ)`. While raw mode is on, every signal that
/// ends the process and can be caught (SIGINT, SIGTERM, SIGHUP, SIGUSR1, SIGALRM, a crash, …) restores the saved
/// mode and writes ``restoreSequence`` before the process ends, so the shell gets its terminal back on every exit
/// path. A stop signal from outside (SIGTSTP, SIGTTIN, SIGTTOU) restores it the same way before the process
/// stops; once continued in the foreground, raw mode and ``setupSequence`` are set again and a resize is
/// reported to the ``InputReader``, so the frame is drawn whole.
public final class TTYTerminal: TerminalDevice {
    /// The descriptor keys are read from.
    public let inputDescriptor: Int32
    /// The descriptor frames are written to.
    public let outputDescriptor: Int32
    /// What a signal handler writes if the process dies in raw mode: ``ControlSequence/restore`` by default.
    public let restoreSequence: [UInt8]
    /// What a signal handler writes when the process is continued after a stop signal: ``ControlSequence/setup``
    /// by default.
    public let setupSequence: [UInt8]
    /// Whether standard error, when it is a terminal, is held back while raw mode is on and written out when
    /// the terminal is restored (also after a crash), so stray output neither tears the screen nor vanishes
    /// with the alternate screen.
    public let capturesStandardError: Bool

    /// The mode before raw mode, while raw mode is on. A `termios` is plain data.
    private let savedMode = Locked<termios?>(nil)

    /// The terminal on `input` and `output`; `capturesStandardError` is on by default.
    /// `restoreSequence` and `setupSequence` are what the session writes when it ends and starts.
    ///
    /// - Throws: ``TerminalError/notATerminal(descriptor:)`` when either descriptor is not a terminal.
    public init(
        input: Int32 = STDIN_FILENO,
        output: Int32 = STDOUT_FILENO,
        restoreSequence: [UInt8] = ControlSequence.restore,
        setupSequence: [UInt8] = ControlSequence.setup,
        capturesStandardError: Bool = true
    ) throws {
        guard isatty(input) == 1 else { throw TerminalError.notATerminal(descriptor: input) }
        guard isatty(output) == 1 else { throw TerminalError.notATerminal(descriptor: output) }
        inputDescriptor = input
        outputDescriptor = output
        self.restoreSequence = restoreSequence
        self.setupSequence = setupSequence
        self.capturesStandardError = capturesStandardError
    }

    /// The size from `ioctl(TIOCGWINSZ)` on the output; 80 × 24 when the terminal does not say.
    public func size() -> TerminalSize {
        guard let window = TerminalWindowSize.of(descriptor: outputDescriptor) else {
            return TerminalSize(columns: 80, rows: 24)
        }
        return TerminalSize(columns: window.columns, rows: window.rows)
    }

    /// Writes all of `bytes` with `write(2)`, retrying after `EINTR` and partial writes.
    ///
    /// - Throws: ``TerminalError/writeFailed(errno:)``.
    public func write(_ bytes: [UInt8]) throws {
        try bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            var written = 0
            while written < buffer.count {
                let result = systemWrite(outputDescriptor, base + written, buffer.count - written)
                if result >= 0 {
                    written += result
                } else if errno != EINTR {
                    throw TerminalError.writeFailed(errno: errno)
                }
            }
        }
    }

    /// Saves the mode of the input and sets raw mode (as `cfmakeraw`, with reads of at least one byte), arms
    /// the restore on fatal signals, and starts capturing standard error (see ``capturesStandardError``).
    ///
    /// - Throws: ``TerminalError/modeFailed(errno:)``.
    public func enterRawMode() throws {
        var original = termios()
        guard tcgetattr(inputDescriptor, &original) == 0 else { throw TerminalError.modeFailed(errno: errno) }
        var raw = original
        raw.c_iflag &= ~tcflag_t(IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR | IGNCR | ICRNL | IXON)
        raw.c_oflag &= ~tcflag_t(OPOST)
        raw.c_lflag &= ~tcflag_t(ECHO | ECHONL | ICANON | ISIG | IEXTEN)
        raw.c_cflag &= ~tcflag_t(CSIZE | PARENB)
        raw.c_cflag |= tcflag_t(CS8)
        withUnsafeMutableBytes(of: &raw.c_cc) { controlCharacters in
            controlCharacters[Int(VMIN)] = 1
            controlCharacters[Int(VTIME)] = 0
        }
        savedMode.withLock { $0 = original }
        TerminalSignals.arm(
            modeDescriptor: inputDescriptor,
            outputDescriptor: outputDescriptor,
            mode: original,
            restoreSequence: restoreSequence,
            rawMode: raw,
            setupSequence: setupSequence
        )
        guard tcsetattr(inputDescriptor, TCSAFLUSH, &raw) == 0 else {
            let failure = errno
            TerminalSignals.disarm()
            savedMode.withLock { $0 = nil }
            throw TerminalError.modeFailed(errno: failure)
        }
        if capturesStandardError, isatty(STDERR_FILENO) == 1 { TerminalSignals.captureStandardError() }
    }

    /// Puts back the saved mode, disarms the signal restore and writes out the captured standard error.
    public func restoreMode() {
        guard
            var original = savedMode.withLock({ mode in
                let saved = mode
                mode = nil
                return saved
            })
        else { return }
        _ = tcsetattr(inputDescriptor, TCSAFLUSH, &original)
        TerminalSignals.disarm()
        TerminalSignals.releaseStandardError()
    }
}

/// `write(2)`, named apart from ``TTYTerminal/write(_:)``.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}

import AtomicCore

/// A full-screen session on a terminal: raw mode, alternate screen, hidden cursor, bracketed paste off and, when
/// asked, the mouse reported while it runs, and everything put back when it ends or is suspended.
///
/// ``run(_:)`` ends the session on a normal return and on a thrown error; a ``TTYTerminal`` also restores it
/// from a signal handler on SIGINT, SIGTERM, SIGHUP and crashes (give it the same ``setupSequence``, so that a
/// stop from outside sets it up again as it was). Frames are written with ``draw(_:)``.
public final class TerminalSession: Sendable {
    /// The terminal drawn on.
    public let device: any TerminalDevice
    /// What ``start()`` writes: ``ControlSequence/setup(reportingMouse:)``.
    public let setupSequence: [UInt8]
    private let active = Locked(false)

    /// A session on `device`, not yet started; with `reportingMouse`, the terminal reports the mouse while the
    /// session is active (``ControlSequence/enableMouseReporting``), and stops when it ends or is suspended.
    public init(device: any TerminalDevice, reportingMouse: Bool = false) {
        self.device = device
        setupSequence = ControlSequence.setup(reportingMouse: reportingMouse)
    }

    /// Whether the session has started and not ended.
    public var isActive: Bool { active.withLock { $0 } }

    /// Enters raw mode and writes ``setupSequence``; does nothing when already started.
    ///
    /// - Throws: ``TerminalError`` when raw mode or the first write fails; the terminal is restored then.
    public func start() throws {
        guard !exchangeActive(with: true) else { return }
        do {
            try device.enterRawMode()
            try device.write(setupSequence)
        } catch {
            end()
            throw error
        }
    }

    /// Writes ``ControlSequence/restore`` and restores the terminal mode; does nothing when not started, so it
    /// is safe to call on every path.
    public func end() {
        guard exchangeActive(with: false) else { return }
        try? device.write(ControlSequence.restore)
        device.restoreMode()
    }

    /// Ends the session, stops the process as Ctrl-Z does under a shell with job control (`SIGTSTP`), and starts
    /// the session again once the shell continues it (`fg`); the next frame must then be drawn whole. Where
    /// `SIGTSTP` is ignored (a shell without job control), the process is not stopped and the session starts again
    /// at once. Does nothing when the session is not active.
    ///
    /// - Throws: ``TerminalError`` when raw mode or the first write fails on the way back.
    public func suspend() throws {
        guard isActive else { return }
        end()
        if JobControl.canStop {
            JobControl.stopUntilContinued()
        }
        try start()
    }

    /// Writes the bytes of a frame (from ``DiffRenderer``).
    ///
    /// - Throws: ``TerminalError/writeFailed(errno:)``.
    public func draw(_ bytes: [UInt8]) throws {
        guard !bytes.isEmpty else { return }
        try device.write(bytes)
    }

    /// Starts the session, runs `body` and ends the session however `body` ends.
    public func run<Result>(_ body: () throws -> Result) throws -> Result {
        try start()
        defer { end() }
        return try body()
    }

    /// Starts the session, runs `body` and ends the session however `body` ends, cancellation included.
    public func run<Result>(isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Result)
        async throws -> Result
    {
        try start()
        defer { end() }
        return try await body()
    }

    /// Sets whether the session is active and returns what it was.
    private func exchangeActive(with value: Bool) -> Bool {
        active.withLock { active in
            let old = active
            active = value
            return old
        }
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the signal handlers need, in memory allocated once and never freed or moved, so a handler can read it
/// without allocating, locking or touching Swift's exclusivity checks (which track `var` accesses, not
/// accesses through a pointer).
struct EmergencyState {
    /// Whether a restore is due if the process dies now.
    var armed = false
    /// The terminal whose mode is restored.
    var modeDescriptor: Int32 = -1
    /// Where the restore sequence is written.
    var outputDescriptor: Int32 = -1
    /// Whether `savedMode` holds the mode to put back.
    var hasSavedMode = false
    /// The terminal mode before raw mode.
    var savedMode = termios()
    /// The bytes that restore the screen, and their count.
    var restoreBytes: UnsafeMutablePointer<UInt8>?
    var restoreCount = 0
    /// The write end of the input thread's wake-up pipe, for SIGWINCH; -1 when none.
    var resizeDescriptor: Int32 = -1
    /// The real standard error while it is captured, and the file capturing it; -1 when not capturing.
    var savedStandardError: Int32 = -1
    var capturedStandardError: Int32 = -1
    /// A buffer for copying the captured standard error, allocated before any handler may need it.
    var copyBuffer: UnsafeMutablePointer<UInt8>?
    var copyBufferSize = 0
    /// Whether `rawMode` holds the mode to set again when the process is continued after a stop signal.
    var hasRawMode = false
    /// The raw mode the session runs in.
    var rawMode = termios()
    /// The bytes that set the screen up again after a stop, and their count.
    var setupBytes: UnsafeMutablePointer<UInt8>?
    var setupCount = 0
}

// Safe to share without a lock because: the pointees are allocated by the first use of `TerminalSignals` (from
// `arm` or `setResizeDescriptor`, never from a handler), never freed, and written only by those functions
// while the handlers that read them are either not installed yet or read a coherent enough value (a field
// written by one aligned store); the worst a race can do is write the restore sequence twice.
nonisolated(unsafe) let emergency: UnsafeMutablePointer<EmergencyState> = {
    let pointer = UnsafeMutablePointer<EmergencyState>.allocate(capacity: 1)
    pointer.initialize(to: EmergencyState())
    return pointer
}()

/// The actions that were in place before ours, indexed by signal number, so a handler can hand the signal on.
nonisolated(unsafe) let previousActions: UnsafeMutablePointer<sigaction> = {
    let pointer = UnsafeMutablePointer<sigaction>.allocate(capacity: Int(TerminalSignals.signalCount))
    pointer.initialize(repeating: sigaction(), count: Int(TerminalSignals.signalCount))
    return pointer
}()

// Safe to share without a lock for the same reasons as `previousActions`: allocated before any handler exists,
// never freed, written only by `install` and `disarm` on the thread that arms the session.
/// Whether our handler is installed for a signal, indexed by signal number, so ``TerminalSignals/disarm()`` puts
/// back only what it replaced (a signal that was ignored stays ignored and is never touched).
nonisolated(unsafe) private let installedSignals: UnsafeMutablePointer<Bool> = {
    let pointer = UnsafeMutablePointer<Bool>.allocate(capacity: Int(TerminalSignals.signalCount))
    pointer.initialize(repeating: false, count: Int(TerminalSignals.signalCount))
    return pointer
}()

/// Restores the terminal when a signal ends or stops the process, and turns SIGWINCH into a wake-up byte.
///
/// While armed, every signal whose default action ends or stops the process and that can be caught has a handler
/// (SIGKILL and SIGSTOP cannot be caught; glibc keeps signals 32 and 33 for its threads):
///
/// - ``fatalSignals`` (SIGINT, SIGTERM, SIGHUP, SIGQUIT and the crash signals; a Swift trap is SIGILL or SIGTRAP):
///   the handler writes the restore sequence with `write(2)`, puts the saved mode back with `tcsetattr`, both
///   async-signal-safe, then reinstalls the action that was there before (the default, the runtime's crash
///   reporter, the interrupt handler) and raises the signal again, so the process ends exactly as it would have,
///   with the terminal clean.
/// - ``endingSignals`` (SIGUSR1, SIGALRM, SIGXCPU, the real-time signals, …): the same, handled only while their
///   action is the default, so a signal someone else handles or ignores is left to them.
/// - ``stopSignals`` (SIGTSTP, SIGTTIN, SIGTTOU), handled while their action is the default: the handler restores
///   the terminal, stops the process by the same signal with its default action, and once continued (`SIGCONT`,
///   in the foreground) sets raw mode and the setup sequence again and wakes the input thread as a resize does,
///   so the next frame is drawn whole. Continued in the background, it stops again by SIGTTOU, as a program that
///   touches the terminal from there would.
///
/// A signal whose action was SIG_IGN when the session started is never handled.
enum TerminalSignals {
    /// One more than the highest signal number handled.
    static let signalCount: Int32 = 65

    /// The signals after which the terminal is restored and the action in place before is run.
    static let fatalSignals: [Int32] = [
        SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV,
    ]

    /// The other signals whose default action ends the process (POSIX's "terminate" and "core" defaults, Linux's
    /// SIGSTKFLT and SIGPWR, and the real-time signals SIGRTMIN…SIGRTMAX, which start at 34 under glibc).
    static let endingSignals: [Int32] = {
        var signals = [SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGSYS, SIGPIPE, SIGIO]
        #if os(Linux)
            signals += [SIGSTKFLT, SIGPWR]
            let first = __libc_current_sigrtmin()
            let last = min(__libc_current_sigrtmax(), signalCount - 1)
            if first <= last { signals += Array(first...last) }
        #endif
        return signals
    }()

    /// The signals whose default action stops the process and that can be caught.
    static let stopSignals: [Int32] = [SIGTSTP, SIGTTIN, SIGTTOU]

    /// Arms the restore: `mode` (when given) is put back on `modeDescriptor` and `restoreSequence` written to
    /// `outputDescriptor` by a handler if a signal ends or stops the process before ``disarm()``; after a stop,
    /// `rawMode` (when given) and `setupSequence` are set and written again.
    static func arm(
        modeDescriptor: Int32, outputDescriptor: Int32, mode: termios?, restoreSequence: [UInt8],
        rawMode: termios? = nil, setupSequence: [UInt8] = []
    ) {
        let bytes = copy(restoreSequence)
        let setup = copy(setupSequence)
        let state = emergency
        state.pointee.armed = false
        state.pointee.modeDescriptor = modeDescriptor
        state.pointee.outputDescriptor = outputDescriptor
        state.pointee.hasSavedMode = mode != nil
        if let mode { state.pointee.savedMode = mode }
        state.pointee.hasRawMode = rawMode != nil
        if let rawMode { state.pointee.rawMode = rawMode }
        // The old bytes are kept (a few bytes per session) rather than freed, since a handler may be reading them.
        state.pointee.restoreBytes = bytes
        state.pointee.restoreCount = restoreSequence.count
        state.pointee.setupBytes = setup
        state.pointee.setupCount = setupSequence.count
        state.pointee.armed = true
        for signal in fatalSignals { install(informed: handleFatalSignal, for: signal, unless: .ignored) }
        for signal in endingSignals { install(informed: handleFatalSignal, for: signal, unless: .handledOrIgnored) }
        var stops = sigset_t()
        sigemptyset(&stops)
        for signal in stopSignals { sigaddset(&stops, signal) }
        for signal in stopSignals { install(handleStopSignal, for: signal, unless: .handledOrIgnored, mask: stops) }
    }

    /// Disarms the restore and puts back the actions that were in place before ``arm(modeDescriptor:outputDescriptor:mode:restoreSequence:rawMode:setupSequence:)``.
    static func disarm() {
        emergency.pointee.armed = false
        for signal in fatalSignals + endingSignals + stopSignals where installedSignals[Int(signal)] {
            _ = sigaction(signal, previousActions + Int(signal), nil)
            installedSignals[Int(signal)] = false
        }
    }

    /// Makes SIGWINCH write one byte `w` to `descriptor` (a non-blocking pipe), or stops that when `nil`.
    static func setResizeDescriptor(_ descriptor: Int32?) {
        emergency.pointee.resizeDescriptor = descriptor ?? -1
        if descriptor != nil {
            install(handleResize, for: SIGWINCH)
        } else {
            _ = sigaction(SIGWINCH, previousActions + Int(SIGWINCH), nil)
        }
    }

    /// Sends standard error to an unlinked temporary file until ``releaseStandardError()`` or a fatal signal,
    /// so that what is written there while the screen is drawn (log lines, the runtime's message before a
    /// crash) neither tears the screen nor vanishes with the alternate screen: it is copied to the real
    /// standard error once the terminal is restored. Does nothing when already capturing or when no temporary
    /// file can be made.
    static func captureStandardError() {
        let state = emergency
        guard state.pointee.capturedStandardError < 0 else { return }
        if state.pointee.copyBuffer == nil {
            state.pointee.copyBufferSize = 4096
            state.pointee.copyBuffer = UnsafeMutablePointer<UInt8>.allocate(capacity: 4096)
        }
        let folder = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
        var template = Array("\(folder.isEmpty ? "/tmp" : folder)/atomic-stderr-XXXXXX".utf8CString)
        let file = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard file >= 0 else { return }
        _ = template.withUnsafeBufferPointer { unlink($0.baseAddress!) }
        let saved = dup(STDERR_FILENO)
        guard saved >= 0, dup2(file, STDERR_FILENO) >= 0 else {
            close(file)
            if saved >= 0 { close(saved) }
            return
        }
        state.pointee.savedStandardError = saved
        state.pointee.capturedStandardError = file
    }

    /// Puts the real standard error back and copies to it what was captured; does nothing when not capturing.
    static func releaseStandardError() {
        releaseCapturedStandardError(emergency)
    }

    /// Stops SIGWINCH notifications when they still go to `descriptor`, leaving a newer reader's in place.
    static func clearResizeDescriptor(ifItIs descriptor: Int32) {
        guard emergency.pointee.resizeDescriptor == descriptor else { return }
        setResizeDescriptor(nil)
    }

    /// When a signal's current action keeps our handler out.
    enum Exclusion {
        /// SIG_IGN: the signal was ignored on purpose (`nohup`, a shell without job control).
        case ignored
        /// SIG_IGN or a handler someone else installed, which may not end the process.
        case handledOrIgnored
    }

    /// Bytes in memory that is never freed, for a handler to read.
    private static func copy(_ bytes: [UInt8]) -> UnsafeMutablePointer<UInt8> {
        let pointer = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, bytes.count))
        pointer.initialize(from: bytes, count: bytes.count)
        return pointer
    }

    /// A handler that is also told who sent the signal (`SA_SIGINFO`).
    typealias InformedHandler =
        @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) ->
        Void

    private static func install(
        informed handler: InformedHandler, for signal: Int32, unless exclusion: Exclusion? = nil
    ) {
        // The union holds either kind of handler; the plain one's slot is where the address is written and read.
        install(
            unsafeBitCast(handler, to: (@convention(c) (Int32) -> Void).self), for: signal, unless: exclusion,
            flags: SA_SIGINFO)
    }

    private static func install(
        _ handler: @convention(c) (Int32) -> Void, for signal: Int32, unless exclusion: Exclusion? = nil,
        mask: sigset_t? = nil, flags: Int32 = 0
    ) {
        var current = sigaction()
        guard sigaction(signal, nil, &current) == 0 else { return }
        if !isOurs(current) {
            let address = SignalAction.handlerAddress(current)
            if address == 1, exclusion != nil { return }  // SIG_IGN
            if address > 1, exclusion == .handledOrIgnored { return }
        }
        // With SA_RESTART, interrupted system calls elsewhere in the program resume after a resize.
        guard let previous = SignalAction.install(handler, for: signal, mask: mask, flags: flags) else { return }
        // Installing twice must not record our own handler as the one to hand the signal on to.
        if !isOurs(previous) { previousActions[Int(signal)] = previous }
        if signal != SIGWINCH { installedSignals[Int(signal)] = true }
    }

    private static func isOurs(_ action: sigaction) -> Bool {
        let address = SignalAction.handlerAddress(action)
        return address == unsafeBitCast(handleFatalSignal as InformedHandler, to: Int.self)
            || address == unsafeBitCast(handleStopSignal as @convention(c) (Int32) -> Void, to: Int.self)
            || address == unsafeBitCast(handleResize as @convention(c) (Int32) -> Void, to: Int.self)
    }
}

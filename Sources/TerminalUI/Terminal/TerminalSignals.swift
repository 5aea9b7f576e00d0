#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the signal handlers need, in memory allocated once and never freed or moved, so a handler can read it
/// without allocating, locking or touching Swift's exclusivity checks (which track `var` accesses, not
/// accesses through a pointer).
private struct EmergencyState {
    /// Whether a restore is due if the process dies now.
    var armed = false
    /// The terminal to restore.
    var descriptor: Int32 = -1
    /// Whether `savedMode` holds the mode to put back.
    var hasSavedMode = false
    /// The terminal mode before raw mode.
    var savedMode = termios()
    /// The bytes that restore the screen, and their count.
    var restoreBytes: UnsafeMutablePointer<UInt8>?
    var restoreCount = 0
    /// The write end of the input thread's wake-up pipe, for SIGWINCH; -1 when none.
    var resizeDescriptor: Int32 = -1
}

// Safe to share without a lock because: the pointees are allocated by the first use of `TerminalSignals` (from
// `arm` or `setResizeDescriptor`, never from a handler), never freed, and written only by those functions
// while the handlers that read them are either not installed yet or read a coherent enough value (a field
// written by one aligned store); the worst a race can do is write the restore sequence twice.
nonisolated(unsafe) private let emergency: UnsafeMutablePointer<EmergencyState> = {
    let pointer = UnsafeMutablePointer<EmergencyState>.allocate(capacity: 1)
    pointer.initialize(to: EmergencyState())
    return pointer
}()

/// The actions that were in place before ours, indexed by signal number, so a handler can hand the signal on.
nonisolated(unsafe) private let previousActions: UnsafeMutablePointer<sigaction> = {
    let pointer = UnsafeMutablePointer<sigaction>.allocate(capacity: Int(TerminalSignals.signalCount))
    pointer.initialize(repeating: sigaction(), count: Int(TerminalSignals.signalCount))
    return pointer
}()

/// Restores the terminal when the process ends by a signal, and turns SIGWINCH into a wake-up byte.
///
/// While armed, a handler for SIGINT, SIGTERM, SIGHUP, SIGQUIT and the crash signals (SIGILL, SIGTRAP,
/// SIGABRT, SIGBUS, SIGFPE, SIGSEGV — a Swift trap is SIGILL or SIGTRAP) writes the restore sequence with
/// `write(2)`, puts the saved mode back with `tcsetattr`, both async-signal-safe, then reinstalls the action
/// that was there before (the default, or the runtime's crash reporter) and raises the signal again, so the
/// process ends exactly as it would have, with the terminal clean.
enum TerminalSignals {
    /// One more than the highest signal number handled.
    static let signalCount: Int32 = 65

    /// The signals after which the terminal is restored.
    static let fatalSignals: [Int32] = [
        SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV,
    ]

    /// Arms the restore of `descriptor`: `mode` (when given) and `restoreSequence` are what a handler puts
    /// back if a fatal signal arrives before ``disarm()``.
    static func arm(descriptor: Int32, mode: termios?, restoreSequence: [UInt8]) {
        let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, restoreSequence.count))
        bytes.initialize(from: restoreSequence, count: restoreSequence.count)
        let state = emergency
        state.pointee.armed = false
        state.pointee.descriptor = descriptor
        state.pointee.hasSavedMode = mode != nil
        if let mode { state.pointee.savedMode = mode }
        // The old bytes are kept (a few bytes per session) rather than freed, since a handler may be reading them.
        state.pointee.restoreBytes = bytes
        state.pointee.restoreCount = restoreSequence.count
        state.pointee.armed = true
        for signal in fatalSignals { install(handleFatalSignal, for: signal) }
    }

    /// Disarms the restore and puts back the actions that were in place before ``arm(descriptor:mode:restoreSequence:)``.
    static func disarm() {
        emergency.pointee.armed = false
        for signal in fatalSignals { _ = sigaction(signal, previousActions + Int(signal), nil) }
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

    /// Stops SIGWINCH notifications when they still go to `descriptor`, leaving a newer reader's in place.
    static func clearResizeDescriptor(ifItIs descriptor: Int32) {
        guard emergency.pointee.resizeDescriptor == descriptor else { return }
        setResizeDescriptor(nil)
    }

    private static func install(_ handler: @convention(c) (Int32) -> Void, for signal: Int32) {
        var action = sigaction()
        #if os(Linux)
            action.__sigaction_handler.sa_handler = handler
        #else
            action.__sigaction_u.__sa_handler = handler
        #endif
        sigemptyset(&action.sa_mask)
        // Interrupted system calls elsewhere in the program resume instead of failing with EINTR on a resize.
        action.sa_flags = SA_RESTART
        var previous = sigaction()
        guard sigaction(signal, &action, &previous) == 0 else { return }
        // Installing twice must not record our own handler as the one to hand the signal on to.
        if !isOurs(previous) { previousActions[Int(signal)] = previous }
    }

    private static func isOurs(_ action: sigaction) -> Bool {
        #if os(Linux)
            let handler = action.__sigaction_handler.sa_handler
        #else
            let handler = action.__sigaction_u.__sa_handler
        #endif
        guard let handler else { return false }
        let address = unsafeBitCast(handler, to: UnsafeRawPointer.self)
        return address == unsafeBitCast(handleFatalSignal as @convention(c) (Int32) -> Void, to: UnsafeRawPointer.self)
            || address == unsafeBitCast(handleResize as @convention(c) (Int32) -> Void, to: UnsafeRawPointer.self)
    }
}

/// Restores the terminal, then lets the signal take its course. Async-signal-safe: only `write`, `tcsetattr`,
/// `sigaction` and `raise`.
private func handleFatalSignal(_ signal: Int32) {
    let state = emergency
    if state.pointee.armed {
        state.pointee.armed = false
        let descriptor = state.pointee.descriptor
        if let bytes = state.pointee.restoreBytes {
            var written = 0
            while written < state.pointee.restoreCount {
                let result = write(descriptor, bytes + written, state.pointee.restoreCount - written)
                if result > 0 {
                    written += result
                } else if result < 0, errno == EINTR {
                    continue
                } else {
                    break
                }
            }
        }
        if state.pointee.hasSavedMode { _ = tcsetattr(descriptor, TCSANOW, &state.pointee.savedMode) }
    }
    _ = sigaction(signal, previousActions + Int(signal), nil)
    _ = raise(signal)
}

/// Wakes the input thread; keeps `errno` as it was, since the interrupted code may be about to read it.
private func handleResize(_ signal: Int32) {
    let savedErrno = errno
    let descriptor = emergency.pointee.resizeDescriptor
    if descriptor >= 0 {
        var byte = UInt8(ascii: "w")
        _ = write(descriptor, &byte, 1)
    }
    errno = savedErrno
}

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

    /// Arms the restore: `mode` (when given) is put back on `modeDescriptor` and `restoreSequence` written to
    /// `outputDescriptor` by a handler if a fatal signal arrives before ``disarm()``.
    static func arm(modeDescriptor: Int32, outputDescriptor: Int32, mode: termios?, restoreSequence: [UInt8]) {
        let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, restoreSequence.count))
        bytes.initialize(from: restoreSequence, count: restoreSequence.count)
        let state = emergency
        state.pointee.armed = false
        state.pointee.modeDescriptor = modeDescriptor
        state.pointee.outputDescriptor = outputDescriptor
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

/// Restores the terminal and standard error, then lets the signal take its course. Async-signal-safe: only
/// `write`, `read`, `lseek`, `dup2`, `close`, `tcsetattr`, `sigaction` and `raise`, on memory allocated before.
private func handleFatalSignal(_ signal: Int32) {
    let state = emergency
    if state.pointee.armed {
        state.pointee.armed = false
        if let bytes = state.pointee.restoreBytes {
            writeAll(state.pointee.outputDescriptor, bytes, state.pointee.restoreCount)
        }
        if state.pointee.hasSavedMode {
            _ = tcsetattr(state.pointee.modeDescriptor, TCSANOW, &state.pointee.savedMode)
        }
    }
    releaseCapturedStandardError(state)
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

/// Writes `count` bytes from `bytes` to `descriptor`, retrying after EINTR and partial writes; async-signal-safe.
private func writeAll(_ descriptor: Int32, _ bytes: UnsafePointer<UInt8>, _ count: Int) {
    var written = 0
    while written < count {
        let result = write(descriptor, bytes + written, count - written)
        if result > 0 {
            written += result
        } else if result < 0, errno == EINTR {
            continue
        } else {
            return
        }
    }
}

/// Points standard error back at the real one and copies the captured text to it; async-signal-safe.
private func releaseCapturedStandardError(_ state: UnsafeMutablePointer<EmergencyState>) {
    let saved = state.pointee.savedStandardError
    let file = state.pointee.capturedStandardError
    guard saved >= 0, file >= 0 else { return }
    state.pointee.savedStandardError = -1
    state.pointee.capturedStandardError = -1
    _ = dup2(saved, STDERR_FILENO)
    _ = close(saved)
    if let buffer = state.pointee.copyBuffer, lseek(file, 0, SEEK_SET) == 0 {
        while true {
            let count = read(file, buffer, state.pointee.copyBufferSize)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            writeAll(STDERR_FILENO, buffer, count)
        }
    }
    _ = close(file)
}

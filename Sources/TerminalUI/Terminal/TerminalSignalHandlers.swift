#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// The signal handlers of ``TerminalSignals``: each one async-signal-safe, reading only the memory that
// `TerminalSignals` allocated before installing it.

/// Restores the terminal and standard error, then lets the signal take its course. Async-signal-safe: only
/// `write`, `read`, `lseek`, `dup2`, `close`, `tcsetattr`, `sigaction` and `raise`, on memory allocated before.
func handleFatalSignal(
    _ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?
) {
    let state = emergency
    if state.pointee.armed {
        state.pointee.armed = false
        restoreTerminal(state)
    }
    releaseCapturedStandardError(state)
    if signal == SIGQUIT || (isCrashSignal(signal) && isSentByAnotherProcess(info)) {
        // SIGQUIT is a request to quit with a core dump, never a crash of this process, and neither is a crash
        // signal that another process sent (`kill -ABRT`, `kill -SEGV`): the runtime's crash reporter, whose
        // handler was there before, would take it for a crash and wait on the terminal for a key. The default
        // action ends the process as the signal asks.
        var byDefault = sigaction()
        sigemptyset(&byDefault.sa_mask)
        _ = sigaction(signal, &byDefault, nil)
    } else {
        _ = sigaction(signal, previousActions + Int(signal), nil)
    }
    _ = raise(signal)
}

/// Restores the terminal, stops the process by `signal` as its default action would, and takes the terminal back
/// once continued in the foreground; keeps `errno` as it was. Async-signal-safe: `write`, `tcsetattr`,
/// `tcgetpgrp`, `getpgrp`, `getppid`, `getsid`, `getpgid`, `sigaction`, `sigprocmask` and `raise`. The stop
/// signals are blocked while it runs, so restoring the terminal from the background stops nothing.
func handleStopSignal(_ signal: Int32) {
    let savedErrno = errno
    defer { errno = savedErrno }
    let state = emergency
    guard state.pointee.armed else {
        stopByDefault(signal)
        return
    }
    restoreTerminal(state)
    stopByDefault(signal)
    let descriptor = state.pointee.modeDescriptor
    while isInBackground(descriptor) {
        // A process group no job-control shell can continue (an orphaned one) would never stop here: go on.
        guard parentCanStop() else { return }
        stopByDefault(SIGTTOU)
    }
    guard state.pointee.armed else { return }
    if state.pointee.hasRawMode { _ = tcsetattr(descriptor, TCSAFLUSH, &state.pointee.rawMode) }
    if let bytes = state.pointee.setupBytes {
        writeAll(state.pointee.outputDescriptor, bytes, state.pointee.setupCount)
    }
    let resize = state.pointee.resizeDescriptor
    if resize >= 0 {
        var byte = UInt8(ascii: "w")
        _ = write(resize, &byte, 1)
    }
}

/// Stops the process by `signal` with the default action, here and now, and returns once it is continued (or at
/// once where the kernel discards the stop, in an orphaned process group); our action is put back after.
private func stopByDefault(_ signal: Int32) {
    var byDefault = sigaction()
    sigemptyset(&byDefault.sa_mask)
    var ours = sigaction()
    guard sigaction(signal, &byDefault, &ours) == 0 else { return }
    var only = sigset_t()
    sigemptyset(&only)
    sigaddset(&only, signal)
    var before = sigset_t()
    _ = sigprocmask(SIG_UNBLOCK, &only, &before)
    _ = raise(signal)
    _ = sigprocmask(SIG_SETMASK, &before, nil)
    _ = sigaction(signal, &ours, nil)
}

/// Whether another process group has the terminal on `descriptor` in the foreground.
private func isInBackground(_ descriptor: Int32) -> Bool {
    let foreground = tcgetpgrp(descriptor)
    return foreground > 0 && foreground != getpgrp()
}

/// Whether the parent is a job-control shell that can continue this process group (same session, other group).
private func parentCanStop() -> Bool {
    let parent = getppid()
    return getsid(parent) == getsid(0) && getpgid(parent) != getpgrp()
}

/// Writes the restore sequence and puts the saved mode back; async-signal-safe.
private func restoreTerminal(_ state: UnsafeMutablePointer<EmergencyState>) {
    if let bytes = state.pointee.restoreBytes {
        writeAll(state.pointee.outputDescriptor, bytes, state.pointee.restoreCount)
    }
    if state.pointee.hasSavedMode {
        _ = tcsetattr(state.pointee.modeDescriptor, TCSANOW, &state.pointee.savedMode)
    }
}

/// Wakes the input thread; keeps `errno` as it was, since the interrupted code may be about to read it.
func handleResize(_ signal: Int32) {
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
func releaseCapturedStandardError(_ state: UnsafeMutablePointer<EmergencyState>) {
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

/// Whether the signal described by `info` came from `kill(2)`, `sigqueue(3)` or `tgkill(2)` of another process
/// (`si_code` of `SI_USER`, `SI_QUEUE`, `SI_TKILL` and the other user codes are 0 or below) rather than from the
/// kernel (a fault, the terminal) or this process itself (`abort`, `raise`). Async-signal-safe: `getpid` only.
private func isSentByAnotherProcess(_ info: UnsafeMutablePointer<siginfo_t>?) -> Bool {
    guard let info, info.pointee.si_code <= 0 else { return false }
    #if os(Linux)
        let sender = info.pointee._sifields._kill.si_pid
    #else
        let sender = info.pointee.si_pid
    #endif
    return sender != getpid()
}

/// Whether `signal` is one the runtime's crash reporter handles as a crash: SIGILL and SIGTRAP (a Swift trap),
/// SIGABRT, SIGBUS, SIGFPE and SIGSEGV.
private func isCrashSignal(_ signal: Int32) -> Bool {
    signal == SIGILL || signal == SIGTRAP || signal == SIGABRT || signal == SIGBUS || signal == SIGFPE
        || signal == SIGSEGV
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Stopping the process as Ctrl-Z does under a shell with job control, and knowing when the shell continued it.
///
/// `kill(getpid(), SIGTSTP)` returns before the process has stopped (another thread takes the signal), so
/// ``stopUntilContinued()`` waits for `SIGCONT` before returning: whatever the caller does next (raw mode again)
/// happens after `fg`, not before the stop, where the shell would undo it.
enum JobControl {
    /// Whether `SIGTSTP` would stop this process: it is not ignored, and the parent is a job-control shell (its
    /// process group differs from ours in the same session). Otherwise the kernel discards the signal, as it does
    /// for a process group with no such parent, and nothing would stop.
    static var canStop: Bool {
        var current = sigaction()
        guard sigaction(SIGTSTP, nil, &current) == 0 else { return false }
        if SignalAction.handlerAddress(current) == 1 { return false }  // SIG_IGN
        let parent = getppid()
        return getsid(parent) == getsid(0) && getpgid(parent) != getpgrp()
    }

    /// Sends the process `SIGTSTP` and returns once it has been continued (`SIGCONT`); when no stop comes within two
    /// seconds of running time (a tracer holding the signal, say), it returns all the same.
    static func stopUntilContinued() {
        _ = installContinueHandler
        continued.pointee = 0
        kill(getpid(), SIGTSTP)
        // While stopped this thread does not run, so the wait counts running time only.
        for _ in 0..<2_000 where continued.pointee == 0 {
            usleep(1_000)
        }
    }

    /// Installs the `SIGCONT` handler, once per process.
    private static let installContinueHandler: Void = {
        _ = continued
        SignalAction.install(markContinued, for: SIGCONT)
    }()
}

// Safe to share without a lock because: allocated once before the handler exists and never freed; the handler
// stores one aligned word, the waiting thread reads it between sleeps; a stale read only waits one more millisecond.
nonisolated(unsafe) private let continued: UnsafeMutablePointer<Int32> = {
    let pointer = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
    pointer.initialize(to: 0)
    return pointer
}()

/// The `SIGCONT` handler: one store, async-signal-safe.
private func markContinued(_ signal: Int32) {
    continued.pointee = 1
}

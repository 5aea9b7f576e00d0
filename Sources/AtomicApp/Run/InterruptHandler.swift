#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Ends the process with status 130 on Ctrl-C (SIGINT).
///
/// The handler is a plain `sigaction` handler that calls `_exit(130)`, which is async-signal-safe, so it works
/// on whichever thread the kernel picks. A Dispatch signal source is not used: on Linux it depends on the signal
/// reaching Dispatch's own thread, and a thread that takes the signal first (the main thread parked in
/// `dispatch_main`, for one) can make it be lost, leaving a command to run on as if nothing happened.
/// Nothing needs restoring for a command; the interactive app's terminal handler runs first and hands the
/// signal on to this one.
enum InterruptHandler {
    /// Installs the handler; from the moment this returns, every Ctrl-C ends the process with 130.
    static func install() {
        var action = sigaction()
        #if os(Linux)
            action.__sigaction_handler.sa_handler = endWithInterruptStatus
        #else
            action.__sigaction_u.__sa_handler = endWithInterruptStatus
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_RESTART
        _ = sigaction(SIGINT, &action, nil)
    }
}

/// Ends the process at once with the shell's status for an interrupt (128 + SIGINT).
private func endWithInterruptStatus(_ signal: Int32) {
    _exit(128 + signal)
}

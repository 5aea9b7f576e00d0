#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one place that writes and reads the handler of a `struct sigaction`, which glibc and Darwin keep under
/// different names, for the terminal's signal handlers, job control and ``InterruptHandler``.
enum SignalAction {
    /// An action that runs `handler`, with `mask` blocked while it runs (no other signal when `nil`), and with
    /// `SA_RESTART` besides `flags`: interrupted system calls elsewhere in the program resume instead of failing
    /// with `EINTR`.
    static func make(
        _ handler: @convention(c) (Int32) -> Void, mask: sigset_t? = nil, flags: Int32 = 0
    ) -> sigaction {
        var action = sigaction()
        #if os(Linux)
            action.__sigaction_handler.sa_handler = handler
        #else
            action.__sigaction_u.__sa_handler = handler
        #endif
        if let mask { action.sa_mask = mask } else { sigemptyset(&action.sa_mask) }
        action.sa_flags = SA_RESTART | flags
        return action
    }

    /// Installs ``make(_:mask:flags:)``'s action for `signal`; returns the action that was in place before, or
    /// `nil` when `sigaction(2)` refused.
    @discardableResult
    static func install(
        _ handler: @convention(c) (Int32) -> Void, for signal: Int32, mask: sigset_t? = nil, flags: Int32 = 0
    ) -> sigaction? {
        var action = make(handler, mask: mask, flags: flags)
        var previous = sigaction()
        guard sigaction(signal, &action, &previous) == 0 else { return nil }
        return previous
    }

    /// The handler's address in `action`: 0 for `SIG_DFL`, 1 for `SIG_IGN`.
    static func handlerAddress(_ action: sigaction) -> Int {
        #if os(Linux)
            let handler = action.__sigaction_handler.sa_handler
        #else
            let handler = action.__sigaction_u.__sa_handler
        #endif
        guard let handler else { return 0 }
        return unsafeBitCast(handler, to: Int.self)
    }
}

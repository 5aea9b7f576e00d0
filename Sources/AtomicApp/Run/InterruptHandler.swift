import AtomicCore
import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Ends the process with status 130 on Ctrl-C (SIGINT), after restoring what must be restored.
enum InterruptHandler {
    private static let source = Locked<(any DispatchSourceSignal)?>(nil)

    /// Installs the handler; `cleanup` runs before the process exits. Returns once the handler is armed.
    ///
    /// The signal is ignored first, so that Ctrl-C never kills the process with its default action while the
    /// source is set up. Dispatch registers a signal source later, on a queue of its own; a SIGINT arriving
    /// before that is ignored and lost, and the command then runs on as if nothing happened. So this waits
    /// for the source's registration: from the moment it returns, every Ctrl-C ends the process with 130.
    static func install(cleanup: @escaping @Sendable () -> Void = {}) {
        signal(SIGINT, SIG_IGN)
        let signalSource = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global(qos: .userInitiated))
        let registered = DispatchSemaphore(value: 0)
        signalSource.setRegistrationHandler {
            registered.signal()
        }
        signalSource.setEventHandler {
            cleanup()
            exit(130)
        }
        signalSource.resume()
        registered.wait()
        source.withLock { $0 = signalSource }
    }
}

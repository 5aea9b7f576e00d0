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

    /// Installs the handler; `cleanup` runs before the process exits.
    static func install(cleanup: @escaping @Sendable () -> Void = {}) {
        signal(SIGINT, SIG_IGN)
        let signalSource = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global(qos: .userInitiated))
        signalSource.setEventHandler {
            cleanup()
            exit(130)
        }
        signalSource.resume()
        source.withLock { $0 = signalSource }
    }
}

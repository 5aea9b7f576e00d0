import Foundation

/// A value guarded by a lock, safe to share between threads and tasks.
///
/// A small portable stand-in for `Synchronization.Mutex`, which needs macOS 15 / iOS 18.
/// Keep the closures short and never `await` inside them.
public final class Locked<Value>: @unchecked Sendable {
    // Safe: `value` is only ever read or written while `lock` is held, inside `withLock`.
    private let lock = NSLock()
    private var value: Value

    /// Wraps `value`.
    public init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value and returns its result.
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}

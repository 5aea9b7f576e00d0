import Foundation

/// Counts bytes a server managed to hand to the system for one answer, readable from the test.
public final class TestByteCounter: @unchecked Sendable {
    // Safe to share: `count` is read and written only while `lock` is held.
    private let lock = NSLock()
    private var count: Int64 = 0
    private var finished = false

    /// A counter at zero.
    public init() {}

    /// The bytes counted so far.
    public var value: Int64 {
        lock.lock()
        defer { lock.unlock() }
        return count
    }

    /// Whether the writer counting here has returned, having sent all or stopped on a gone client.
    public var isFinished: Bool {
        lock.lock()
        defer { lock.unlock() }
        return finished
    }

    /// Notes that the writer counting here has returned.
    public func finish() {
        lock.lock()
        defer { lock.unlock() }
        finished = true
    }

    /// Adds `bytes`.
    public func add(_ bytes: Int) {
        lock.lock()
        defer { lock.unlock() }
        count += Int64(bytes)
    }
}

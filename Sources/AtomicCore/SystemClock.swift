import Foundation

/// The real clock: `Date()` for the time and `Task.sleep` for waiting.
public struct SystemClock: AppClock {
    /// Creates the system clock.
    public init() {}

    /// The current time as reported by the operating system.
    public var now: Date { Date() }

    /// Sleeps for `duration`; throws `CancellationError` promptly when the task is cancelled.
    public func sleep(for duration: Duration) async throws {
        try await Task.sleep(for: duration)
    }
}

import Foundation

/// A manual clock for tests: time moves only when told to, and sleeping never waits.
///
/// `sleep(for:)` records the requested duration, advances ``now`` by it and returns at once,
/// so code with back-off or expiry runs instantly while tests can still assert what it waited for.
public final class TestClock: AppClock, Sendable {
    private struct State {
        var now: Date
        var sleeps: [Duration] = []
    }

    private let state: Locked<State>

    /// Creates a clock that starts at `start` (by default 2026-01-01T00:00:00Z).
    public init(start: Date = Date(timeIntervalSince1970: 1_767_225_600)) {
        state = Locked(State(now: start))
    }

    /// The clock's current time.
    public var now: Date { state.withLock { $0.now } }

    /// Every duration passed to ``sleep(for:)`` so far, in call order.
    public var sleeps: [Duration] { state.withLock { $0.sleeps } }

    /// Moves the clock forward by `seconds`.
    public func advance(by seconds: TimeInterval) {
        state.withLock { $0.now = $0.now.addingTimeInterval(seconds) }
    }

    /// Sets the clock to `date`.
    public func set(_ date: Date) {
        state.withLock { $0.now = date }
    }

    /// Records `duration`, advances the clock by it and returns without waiting.
    ///
    /// - Throws: `CancellationError` when the calling task is already cancelled.
    public func sleep(for duration: Duration) async throws {
        try Task.checkCancellation()
        state.withLock {
            $0.sleeps.append(duration)
            $0.now = $0.now.addingTimeInterval(duration.timeInterval)
        }
    }
}

extension Duration {
    /// The duration in seconds as a `TimeInterval`.
    public var timeInterval: TimeInterval {
        let (seconds, attoseconds) = components
        return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
    }
}

import Foundation

/// A source of wall-clock time and of waiting, injected wherever behaviour depends on time.
///
/// Production code uses ``SystemClock``; tests use ``TestClock`` so that cache freshness,
/// retry back-off and rate-limit resets are exercised without real sleeping.
public protocol AppClock: Sendable {
    /// The current wall-clock time.
    var now: Date { get }

    /// Suspends the calling task for `duration`.
    ///
    /// - Throws: `CancellationError` as soon as the calling task is cancelled.
    func sleep(for duration: Duration) async throws
}

import AtomicCore
import Foundation

/// The images that failed to load lately, so that an image host that refuses (a 404, a proxy that says no, a file
/// that does not decode) costs one attempt per image until ``retryInterval`` has passed, not one per time the image
/// is drawn.
///
/// Keyed by the sized URL the pipeline downloads. Cancellations are never kept. At most ``capacity`` failures are
/// kept; past that the one due soonest for a retry is forgotten first. Safe to use from any thread.
public final class ImageFailureCache: Sendable {
    /// How long a failure is answered from here before the image is tried again: 10 minutes by default.
    public let retryInterval: Duration
    /// The most failures kept: 10,000 by default.
    public let capacity: Int
    private let clock: any AppClock
    private let failures = Locked([String: (error: ImagePipelineError, retryAt: Date)]())

    /// A cache that keeps each failure for `retryInterval` (by `clock`), at most `capacity` of them (at least 1).
    public init(retryInterval: Duration = .seconds(600), capacity: Int = 10_000, clock: any AppClock = SystemClock()) {
        self.retryInterval = retryInterval
        self.capacity = max(1, capacity)
        self.clock = clock
    }

    /// The failure kept for `key`, while its retry time has not come; nil otherwise (a failure past it is forgotten).
    public func failure(forKey key: String) -> ImagePipelineError? {
        let now = clock.now
        return failures.withLock { failures in
            guard let kept = failures[key] else { return nil }
            guard now < kept.retryAt else {
                failures[key] = nil
                return nil
            }
            return kept.error
        }
    }

    /// Keeps `error` for `key` until ``retryInterval`` from now; a cancellation is not kept.
    public func record(_ error: ImagePipelineError, forKey key: String) {
        guard error != .cancelled else { return }
        let retryAt = clock.now.addingTimeInterval(retryInterval.timeInterval)
        failures.withLock { failures in
            if failures[key] == nil, failures.count >= capacity,
                let soonest = failures.min(by: { $0.value.retryAt < $1.value.retryAt })?.key
            {
                failures[soonest] = nil
            }
            failures[key] = (error, retryAt)
        }
    }

    /// Forgets the failure kept for `key`, if any: for a caller that knows the image is there now.
    public func removeFailure(forKey key: String) {
        failures.withLock { $0[key] = nil }
    }

    /// How many failures are kept now, those past their retry time included until they are asked for.
    public var count: Int { failures.withLock { $0.count } }
}

import AtomicCore
import Foundation

/// Remembers the latest rate-limit budget seen on any response and announces each new one.
///
/// Add it to a client's observers (``HTTPClient/Configuration/observers``); read ``latest`` at any time, or pass
/// `onUpdate` to hear of each budget as it arrives.
public final class RateLimitTracker: ResponseObserver, Sendable {
    private let state = Locked<RateLimit?>(nil)
    private let onUpdate: (@Sendable (RateLimit) -> Void)?

    /// Creates a tracker; `onUpdate` is called with every budget read from a response.
    public init(onUpdate: (@Sendable (RateLimit) -> Void)? = nil) {
        self.onUpdate = onUpdate
    }

    /// The most recent budget, or `nil` before any response carried one.
    public var latest: RateLimit? { state.withLock { $0 } }

    /// Records the budget in `response`, if it has one.
    public func didReceive(
        _ response: TransportResponse, for request: TransportRequest, attempt: Int, duration: Duration
    ) {
        guard let rateLimit = RateLimit(headers: response.headers) else { return }
        record(rateLimit)
    }

    /// Records `rateLimit` as the latest budget and announces it.
    public func record(_ rateLimit: RateLimit) {
        state.withLock { $0 = rateLimit }
        onUpdate?(rateLimit)
    }
}

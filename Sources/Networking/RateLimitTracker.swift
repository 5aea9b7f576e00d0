import AtomicCore
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Remembers the latest rate-limit budget seen on any response and announces each new one.
///
/// Add it to a client's observers; read ``latest`` at any time, or follow ``updates()``.
public final class RateLimitTracker: ResponseObserver, Sendable {
    private struct State {
        var latest: RateLimit?
        var subscribers: [Int: AsyncStream<RateLimit>.Continuation] = [:]
        var nextID = 0
    }

    private let state = Locked(State())
    private let onUpdate: (@Sendable (RateLimit) -> Void)?

    /// Creates a tracker; `onUpdate` is called with every budget read from a response.
    public init(onUpdate: (@Sendable (RateLimit) -> Void)? = nil) {
        self.onUpdate = onUpdate
    }

    /// The most recent budget, or `nil` before any response carried one.
    public var latest: RateLimit? { state.withLock { $0.latest } }

    /// A stream of every budget read from now on; it ends when the tracker is released.
    public func updates() -> AsyncStream<RateLimit> {
        let (stream, continuation) = AsyncStream.makeStream(of: RateLimit.self, bufferingPolicy: .bufferingNewest(16))
        let id = state.withLock { state in
            state.nextID += 1
            state.subscribers[state.nextID] = continuation
            return state.nextID
        }
        continuation.onTermination = { [weak self] _ in
            _ = self?.state.withLock { $0.subscribers.removeValue(forKey: id) }
        }
        return stream
    }

    /// Records the budget in `response`, if it has one.
    public func didReceive(_ response: TransportResponse, for request: URLRequest, attempt: Int, duration: Duration) {
        guard let rateLimit = RateLimit(headers: response.headers) else { return }
        record(rateLimit)
    }

    /// Records `rateLimit` as the latest budget and announces it.
    public func record(_ rateLimit: RateLimit) {
        let subscribers = state.withLock { state in
            state.latest = rateLimit
            return Array(state.subscribers.values)
        }
        for subscriber in subscribers {
            subscriber.yield(rateLimit)
        }
        onUpdate?(rateLimit)
    }

    deinit {
        for subscriber in state.withLock({ Array($0.subscribers.values) }) {
            subscriber.finish()
        }
    }
}

import AtomicCore
import Foundation

/// Remembers the latest rate-limit budget seen for each resource of each origin, and announces each new one.
///
/// An API such as GitHub's keeps separate budgets per resource (`x-ratelimit-resource`: `core`, `search`,
/// `graphql`, …), so a search answered with 9 of 10 left says nothing about the 4,999 REST requests left: the
/// tracker keeps one budget per resource and origin (scheme, host and port of the request). A response that names
/// no resource counts for ``coreResource``.
///
/// Add it to a client's observers (``HTTPClient/Configuration/observers``); read ``latest(resource:for:)`` at any
/// time, or pass `onUpdate` to hear of each budget as it arrives.
public final class RateLimitTracker: ResponseObserver, Sendable {
    /// The resource of a response that names none: the REST API's main budget.
    public static let coreResource = "core"

    /// Where a budget was seen: the origin it came from and the resource it is for.
    private struct Key: Hashable {
        let origin: Origin?
        let resource: String
    }

    /// The budgets by origin and resource, the latest of each resource whatever its origin, and the latest of all.
    private struct State {
        var budgets: [Key: RateLimit] = [:]
        var byResource: [String: RateLimit] = [:]
        var latest: RateLimit?
    }

    private let state = Locked(State())
    private let onUpdate: (@Sendable (RateLimit) -> Void)?

    /// Creates a tracker; `onUpdate` is called with every budget read from a response.
    public init(onUpdate: (@Sendable (RateLimit) -> Void)? = nil) {
        self.onUpdate = onUpdate
    }

    /// The most recent budget of any resource and origin, or `nil` before any response carried one.
    public var latest: RateLimit? { state.withLock { $0.latest } }

    /// The most recent budget of `resource` (``coreResource`` for responses that named none) reported by a response
    /// from `url`'s origin, or of any origin when `url` is `nil`; `nil` before any such response.
    public func latest(resource: String, for url: URL? = nil) -> RateLimit? {
        guard let url else { return state.withLock { $0.byResource[resource] } }
        let key = Key(origin: Origin(url), resource: resource)
        return state.withLock { $0.budgets[key] }
    }

    /// Records the budget in `response`, if it has one, under the origin of `request`.
    public func didReceive(
        _ response: TransportResponse, for request: TransportRequest, attempt: Int, duration: Duration
    ) {
        guard let rateLimit = RateLimit(headers: response.headers) else { return }
        record(rateLimit, from: request.url)
    }

    /// Records `rateLimit` as the latest budget of its resource for `url`'s origin (of no origin when `nil`) and
    /// announces it.
    public func record(_ rateLimit: RateLimit, from url: URL? = nil) {
        let key = Key(origin: url.flatMap(Origin.init), resource: Self.resource(of: rateLimit))
        state.withLock {
            $0.budgets[key] = rateLimit
            $0.byResource[key.resource] = rateLimit
            $0.latest = rateLimit
        }
        onUpdate?(rateLimit)
    }

    private static func resource(of rateLimit: RateLimit) -> String {
        rateLimit.resource ?? coreResource
    }
}

import Domain
import Foundation
import Networking

/// GitHub's `RateLimitBudget` of each resource as the HTTP client's `Networking/RateLimitTracker` last saw it.
///
/// Give the GitHub client the tracker as one of its observers; this reads the tracker's latest budget of the
/// resource asked for, for the origin the client talks to.
public struct TrackedRateLimitBudget: RateLimitBudgetProvider {
    private let tracker: RateLimitTracker
    private let baseURL: URL?

    /// A provider over `tracker`, for the budgets of `baseURL`'s origin (of any origin when `nil`).
    public init(tracker: RateLimitTracker, baseURL: URL? = nil) {
        self.tracker = tracker
        self.baseURL = baseURL
    }

    /// The budget of `resource` of the last response that carried `x-ratelimit-*` headers for it, or `nil` before
    /// any did.
    public func currentBudget(of resource: RateLimitBudget.Resource) async -> RateLimitBudget? {
        tracker.latest(resource: resource.name, for: baseURL).map(RateLimitBudget.init(reported:))
    }
}

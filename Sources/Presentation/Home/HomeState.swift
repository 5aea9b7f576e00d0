import Domain

/// Everything the home screen shows, as one value.
public struct HomeState: Sendable, Equatable {
    /// Loading until the statuses were read once, then content.
    public var phase: ScreenPhase
    /// One summary per home entry, in the entries' order; empty while loading.
    public var features: [FeatureSummary]
    /// GitHub's rate-limit budget, when known.
    public var rateLimit: RateLimitBudget?

    /// Creates a state; by default the state before the first load.
    public init(phase: ScreenPhase = .loading, features: [FeatureSummary] = [], rateLimit: RateLimitBudget? = nil) {
        self.phase = phase
        self.features = features
        self.rateLimit = rateLimit
    }
}

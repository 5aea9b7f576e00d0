import Domain

/// Everything a detail screen shows, as one value: a view renders from it alone.
public struct DetailState<Value: Sendable & Equatable>: Sendable, Equatable {
    /// Loading, content or failed (with nothing to show); a detail is never empty.
    public var phase: ScreenPhase
    /// The value shown, once loaded; kept when a later refresh fails.
    public var value: Value?
    /// How current the shown value is, when there is something to say.
    public var notice: FreshnessNotice?
    /// GitHub's rate-limit budget after the last load, when known (always `nil` for other services).
    public var rateLimit: RateLimitBudget?
    /// How the latest answer shown was made (for the inspector), when its source recorded it.
    public var provenance: Provenance?

    /// Creates a state; by default the state of a detail before its first load.
    public init(
        phase: ScreenPhase = .loading, value: Value? = nil, notice: FreshnessNotice? = nil,
        rateLimit: RateLimitBudget? = nil, provenance: Provenance? = nil
    ) {
        self.phase = phase
        self.value = value
        self.notice = notice
        self.rateLimit = rateLimit
        self.provenance = provenance
    }
}

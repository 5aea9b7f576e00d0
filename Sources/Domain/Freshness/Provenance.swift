import Foundation

/// How an answer was made: where it came from, what the cache decided, and what the exchanges with the
/// server cost. The facts behind the app's inspector; the data layer fills them for every answer it gives.
///
/// Provenance travels inside ``Fetched`` (``Fetched/provenance``), so a screen shows how its data was made
/// without guessing: nothing here is reconstructed after the fact.
public struct Provenance: Sendable, Equatable, Hashable {
    /// What the cache did with the request.
    public enum CacheDecision: Sendable, Equatable, Hashable {
        /// Served from the database without asking the server: the stored data was within its time-to-live.
        case fromDatabase
        /// The server confirmed the stored data unchanged (HTTP `304`), so the stored data was served.
        case revalidated
        /// The server sent the data (HTTP `200`); it was stored and served.
        case refetched
        /// Stored data past its time-to-live was served. `reason` is the failure that kept it from being
        /// refreshed; `nil` when no refresh was tried (offline mode, or the first answer of an ``Updates``
        /// whose refresh follows).
        case stale(reason: DomainError?)
    }

    /// The repository that answered, by its type name (for example `CachedPostsRepository`).
    public var repository: String
    /// The URLs the answer stands for, in the order they were asked, without credentials (no user or password,
    /// no secret query values): the ones requested, or, when no request was made, the ones the stored data
    /// was fetched from.
    public var endpoints: [URL]
    /// The cache's decision.
    public var decision: CacheDecision
    /// Seconds between the oldest fetch of the data served and the answer; `nil` when unknown.
    public var age: TimeInterval?
    /// When the oldest of the data served was fetched (``age`` before the answer), so that a screen tells the age
    /// as it is when shown; `nil` when unknown.
    public var fetchedAt: Date?
    /// How many requests the answer took (0 when it came from the database alone).
    public var requestCount: Int
    /// The time those requests took, added up.
    public var requestDuration: Duration
    /// The rate-limit budget the last response reported (GitHub's `x-ratelimit-*` headers), when it had one.
    public var rateLimit: RateLimitBudget?

    /// Creates a provenance from its facts; `fetchedAt` is the fetch time ``age`` counts from, when known.
    public init(
        repository: String,
        endpoints: [URL],
        decision: CacheDecision,
        age: TimeInterval?,
        requestCount: Int = 0,
        requestDuration: Duration = .zero,
        rateLimit: RateLimitBudget? = nil,
        fetchedAt: Date? = nil
    ) {
        self.repository = repository
        self.endpoints = endpoints
        self.decision = decision
        self.age = age
        self.requestCount = requestCount
        self.requestDuration = requestDuration
        self.rateLimit = rateLimit
        self.fetchedAt = fetchedAt
    }
}

/// Whether the cache policy may use the network.
public enum CacheMode: Sendable, Equatable, Hashable {
    /// Serve fresh data from the cache, and revalidate or fetch anything else.
    case online
    /// Never touch the network: serve whatever is cached (marked stale when older than the
    /// time-to-live), and fail with ``CachePolicyError/notCached(key:)`` when nothing is.
    case offline
}

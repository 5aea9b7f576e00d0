import Domain

/// A cache status source that knows nothing: every feature's status is unreadable, so home says
/// "cache unavailable" instead of guessing.
struct UnknownCacheStatus: FeatureCacheStatusProvider {
    /// Always fails with ``DomainError/storage(_:)``.
    func cacheStatus(of feature: Feature) async throws(DomainError) -> FeatureCacheStatus {
        throw .storage("the cache status is not known")
    }
}

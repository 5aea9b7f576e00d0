import Foundation

/// What the local cache holds for one feature: whether anything is stored, and since when.
public struct FeatureCacheStatus: Sendable, Equatable, Hashable {
    /// The feature this status is about.
    public let feature: Feature
    /// When the most recently fetched of the feature's stored answers was fetched; `nil` when nothing is
    /// cached.
    public let lastFetchedAt: Date?
    /// When the least recently fetched of the feature's stored answers was fetched (the oldest data kept);
    /// `nil` when nothing is cached or the source does not tell.
    public let oldestFetchedAt: Date?

    /// Creates a status; both times are `nil` when nothing of the feature is cached.
    public init(feature: Feature, lastFetchedAt: Date?, oldestFetchedAt: Date? = nil) {
        self.feature = feature
        self.lastFetchedAt = lastFetchedAt
        self.oldestFetchedAt = oldestFetchedAt
    }

    /// Whether anything of the feature is cached.
    public var isCached: Bool { lastFetchedAt != nil }

    /// Seconds since ``lastFetchedAt`` at `now`, never negative; `nil` when nothing is cached.
    public func age(at now: Date) -> TimeInterval? {
        lastFetchedAt.map { Swift.max(0, now.timeIntervalSince($0)) }
    }

    /// Seconds since ``oldestFetchedAt`` at `now`, never negative; `nil` when unknown.
    public func oldestAge(at now: Date) -> TimeInterval? {
        oldestFetchedAt.map { Swift.max(0, now.timeIntervalSince($0)) }
    }
}

/// The source of each feature's cache status, implemented by the composition root over the cache store.
public protocol FeatureCacheStatusProvider: Sendable {
    /// What the cache holds for `feature`.
    ///
    /// - Throws: ``DomainError/storage(_:)`` when the cache cannot be read.
    func cacheStatus(of feature: Feature) async throws(DomainError) -> FeatureCacheStatus
}

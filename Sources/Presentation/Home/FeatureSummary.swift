import Domain

/// One row of the home screen, made from a feature's ``HomeEntry``: its title and a one-line status.
public struct FeatureSummary: Sendable, Equatable, Hashable, Identifiable {
    /// The feature.
    public let feature: Feature
    /// The row's title, the entry's: "GitHub Users", "Posts".
    public let title: String
    /// What the cache holds for the feature; `nil` when the cache could not be read.
    public let cache: FeatureCacheStatus?
    /// The status line: "cached · 12 min old", "not cached" or "cache unavailable", followed for GitHub by the
    /// rate-limit budget when known ("· 58 of 60 GitHub requests left · resets 14:05 UTC"); with the demo data,
    /// "demo data · built in, no cache, no network".
    public let statusLine: String

    /// Creates a summary from its parts.
    public init(feature: Feature, title: String, cache: FeatureCacheStatus?, statusLine: String) {
        self.feature = feature
        self.title = title
        self.cache = cache
        self.statusLine = statusLine
    }

    /// The feature: one summary per feature.
    public var id: Feature { feature }
}

import Foundation

/// Failures of ``CachePolicy`` itself (failures of the fetch are passed through unchanged).
public enum CachePolicyError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Offline mode was asked for an endpoint that has never been cached.
    case notCached(key: CacheKey)
    /// Offline mode was asked for an endpoint whose stored copy cannot be read (a body that no longer
    /// decodes, a value of the wrong type in a row); online, such a copy counts as absent and is fetched again.
    case unreadable(key: CacheKey)
    /// The fetch answered "not modified" although nothing was cached to compare with.
    case notModifiedWithoutCache(key: CacheKey)
    /// New data was saved, but reading it back found nothing (the save and read closures disagree).
    case missingAfterSave(key: CacheKey)

    /// A one-line description for people.
    public var message: String {
        switch self {
        case .notCached(let key):
            "offline, and nothing is cached yet for \(key.rawValue)"
        case .unreadable(let key):
            "offline, and the cached copy of \(key.rawValue) cannot be read"
        case .notModifiedWithoutCache(let key):
            "the server answered \"not modified\" for \(key.rawValue), but nothing was cached"
        case .missingAfterSave(let key):
            "the data saved for \(key.rawValue) could not be read back"
        }
    }

    /// The same as ``message``.
    public var description: String { message }
}

import Foundation

/// How current a cached answer is: the persistence layer's freshness. The data layer turns it, with the rest of
/// a ``CachedAnswer``, into the domain's freshness in exactly one place.
public enum CacheFreshness: Sendable, Equatable, Hashable {
    /// Fetched from the network just now, or stored less than the time-to-live ago.
    case fresh
    /// Older than the time-to-live, but the server just confirmed it unchanged (`304 Not Modified`).
    case revalidated
    /// Older than the time-to-live and not confirmed (network failed, or offline mode);
    /// `age` is the number of seconds since it was fetched.
    case stale(age: TimeInterval)

    /// Whether the answer may be out of date.
    public var isStale: Bool {
        if case .stale = self { return true }
        return false
    }
}

/// The one rule for how old a cache entry is and whether it is fresh, shared by ``CachePolicy`` (the commands)
/// and ``CacheEntrySummary`` (`atomic cache info`), so that the two never disagree.
///
/// Fetch times come from the database, so they are treated as untrusted numbers: nothing here traps, whatever
/// the stored value (a date far in the past or future, infinities, NaN).
public enum CacheAge {
    /// The largest age reported, in seconds: the span from `Date.distantPast` to `Date.distantFuture`
    /// (about 4,000 years). Older, infinite or unknown (NaN) ages are reported as this.
    public static let maximum: TimeInterval = Date.distantFuture.timeIntervalSince(Date.distantPast)

    /// Seconds from `fetchedAt` to `now`, saturated to `0...maximum`: an entry dated in the future is 0 seconds
    /// old, an infinitely old or unknown one ``maximum`` seconds.
    public static func seconds(since fetchedAt: Date, now: Date) -> TimeInterval {
        let age = now.timeIntervalSince(fetchedAt)
        guard !age.isNaN else { return maximum }
        return min(max(age, 0), maximum)
    }

    /// Whether data fetched at `fetchedAt` is fresh at `now` under `timeToLive` seconds: fetched no later than
    /// `now` and less than `timeToLive` before it. An entry dated in the future is not fresh (its clock or the
    /// file cannot be trusted), nor is any entry when `timeToLive` is NaN or not positive.
    public static func isFresh(fetchedAt: Date, now: Date, timeToLive: TimeInterval) -> Bool {
        let age = now.timeIntervalSince(fetchedAt)
        return age >= 0 && age < timeToLive
    }
}

/// A value handed out by ``CachePolicy`` together with how current it is.
public struct CachedAnswer<Value: Sendable>: Sendable {
    /// The value read from the database: fresh, revalidated, or stale as ``freshness`` says.
    public let value: Value
    /// Whether the value is fresh, revalidated or stale (with its age).
    public let freshness: CacheFreshness
    /// When the value was fetched from the server or last confirmed unchanged by it.
    public let fetchedAt: Date
    /// For a stale answer served because the network failed, the error that made it stale
    /// (so the UI can say "offline"); `nil` otherwise.
    public let revalidationError: (any Error)?

    /// Creates an answer; the cache policy makes them, tests of the layers above may too.
    public init(value: Value, freshness: CacheFreshness, fetchedAt: Date, revalidationError: (any Error)? = nil) {
        self.value = value
        self.freshness = freshness
        self.fetchedAt = fetchedAt
        self.revalidationError = revalidationError
    }

    /// The same freshness, fetch time and error around a transformed value.
    public func map<NewValue: Sendable>(_ transform: (Value) throws -> NewValue) rethrows -> CachedAnswer<NewValue> {
        CachedAnswer<NewValue>(
            value: try transform(value),
            freshness: freshness,
            fetchedAt: fetchedAt,
            revalidationError: revalidationError
        )
    }
}

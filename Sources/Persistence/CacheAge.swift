import Foundation

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

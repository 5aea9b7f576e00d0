import Foundation
import Persistence

/// One fetched page of the user list as a range of ids: it proves that the users with `since < id ≤ end` are
/// exactly the stored rows in that range (`end == nil`: every id above `since`, the page ended the list).
struct UserIDSegment: Sendable, Hashable {
    /// The cache key of the page, which also holds its fetch time and validators.
    var key: CacheKey
    /// The page's `since`: the id after which it starts (0 for the first page).
    var since: Int
    /// The end of the proven range, inclusive, or `nil` when the page ended the list.
    var end: Int?
    /// The `per_page` it was fetched with, so that it is revalidated with the same request.
    var pageSize: Int
    /// When the page was fetched or last confirmed unchanged.
    var fetchedAt: Date
    /// The page's `ETag` and `Last-Modified`.
    var validators: CacheValidators

    /// Whether `id` lies in the proven range.
    func contains(_ id: Int) -> Bool {
        id > since && end.map { id <= $0 } ?? true
    }

    /// Whether the segment proves anything at all (its range is not empty).
    var isEmptyRange: Bool {
        end.map { $0 <= since } ?? false
    }
}

extension UserIDSegment {
    /// Whether the segment is fresh at `now` under `timeToLive` seconds (``CacheAge/isFresh(fetchedAt:now:timeToLive:)``).
    func isFresh(at now: Date, timeToLive: TimeInterval) -> Bool {
        CacheAge.isFresh(fetchedAt: fetchedAt, now: now, timeToLive: timeToLive)
    }
}

import Domain
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

/// How current an answer proven by some segments is: the one rule for the users list, used by every answer of
/// ``CachedGitHubUsersRepository`` (a page walked, a range known at hand).
struct SegmentFreshness: Sendable {
    /// The least current freshness of the segments.
    var freshness = DataFreshness.fresh
    /// The oldest fetch time of the segments; `nil` when there are none.
    var oldest: Date?
    /// The first failure that kept a segment from being revalidated.
    var staleReason: DomainError?

    /// The freshness of `segments` at `now` under `timeToLive` seconds: each is fresh within it and stale past it
    /// with its age, unless it was just revalidated, when `revalidation(segment)` (what revalidating it gave) says
    /// how current it is and why not, when it failed.
    init(
        of segments: some Sequence<UserIDSegment>, now: Date, timeToLive: TimeInterval,
        revalidation: (UserIDSegment) -> Fetched<Void>? = { _ in nil }
    ) {
        for segment in segments {
            if let revalidated = revalidation(segment) {
                freshness = freshness.combined(with: revalidated.freshness)
                staleReason = staleReason ?? revalidated.staleReason
            } else if segment.isFresh(at: now, timeToLive: timeToLive) {
                freshness = freshness.combined(with: .fresh)
            } else {
                freshness = freshness.combined(with: .stale(age: CacheAge.seconds(since: segment.fetchedAt, now: now)))
            }
            oldest = min(oldest ?? segment.fetchedAt, segment.fetchedAt)
        }
    }
}

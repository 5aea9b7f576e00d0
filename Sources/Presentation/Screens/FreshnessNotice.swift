import Domain
import Foundation

/// A one-line notice about how current the shown data is; a screen without a notice shows current data.
public enum FreshnessNotice: Sendable, Equatable, Hashable {
    /// Out-of-date data is shown while a refresh runs.
    case refreshing
    /// The data was just refreshed in place.
    case updated
    /// Old data is shown because it could not be refreshed: `reason` is the failure (`nil` when no refresh was
    /// tried, as offline), `fetchedAt` when the data was fetched. Both are facts; ``text(now:rateLimit:)`` words them
    /// when the notice is shown, so that the age is the one home tells at that moment and a rate limit's reset time
    /// is read from the same budget as the rest of the screen.
    case stale(reason: DomainError?, fetchedAt: Date)
    /// A refresh the person asked for failed; the data shown before is kept.
    case refreshFailed(ErrorPresentation)

    /// The notice as shown at `now`: "refreshing…", "updated", "offline · data from 12 min ago" (the age from
    /// ``AgeText/describe(since:now:)``, the cause from ``ErrorPresentation/staleCause(_:now:)``), "could not refresh ·
    /// you are offline".
    ///
    /// A rate limit names its reset time, "rate limited until 14:05 UTC · data from 26 s ago": the time the error
    /// gave (the server's `Retry-After`, else its `x-ratelimit-reset`, as the command line says it), else the reset
    /// of `rateLimit`, GitHub's budget the screen shows, when no request is left in it.
    public func text(now: Date, rateLimit: RateLimitBudget? = nil) -> String {
        switch self {
        case .refreshing: "refreshing…"
        case .updated: "updated"
        case .stale(let reason, let fetchedAt):
            "\(Self.cause(reason, rateLimit: rateLimit, now: now)) · data from \(AgeText.describe(since: fetchedAt, now: now)) ago"
        case .refreshFailed(let error): "could not refresh · \(error.message)"
        }
    }

    /// The cause of stale data in words, a rate limit without a reset time of its own taking the budget's.
    private static func cause(_ reason: DomainError?, rateLimit: RateLimitBudget?, now: Date) -> String {
        if case .rateLimited(nil, _)? = reason, let rateLimit, rateLimit.isExhausted, let reset = rateLimit.resetAt {
            return ErrorPresentation.staleCause(.rateLimited(until: reset), now: now)
        }
        return ErrorPresentation.staleCause(reason, now: now)
    }

    /// The notice for stale data: why it could not be refreshed (`reason`, `nil` when it was not tried), and when
    /// it was fetched.
    public static func stale<Value>(_ fetched: Fetched<Value>, reason: DomainError?, now: Date) -> FreshnessNotice {
        .stale(reason: reason, fetchedAt: fetchTime(of: fetched, now: now))
    }

    /// When `fetched` was fetched: its `Fetched.fetchedAt`, else, for stale data, `now` less its age; `now` when
    /// neither is known.
    public static func fetchTime<Value>(of fetched: Fetched<Value>, now: Date) -> Date {
        if let fetchedAt = fetched.fetchedAt { return fetchedAt }
        if case .stale(let age) = fetched.freshness, age.isFinite { return now.addingTimeInterval(-max(0, age)) }
        return now
    }

    /// The notice for an element of an `Updates` sequence, received at `now`.
    ///
    /// - Parameters:
    ///   - fetched: The element just received.
    ///   - followsStale: Whether an out-of-date element came before it in the same sequence.
    ///   - now: The time now, for a fetch time known only as an age.
    /// - Returns: ``refreshing`` for out-of-date data with no failure (a refresh follows), ``stale(reason:fetchedAt:)``
    ///   for data that could not be refreshed, ``updated`` for current data that replaces out-of-date data, and
    ///   `nil` for current data shown first.
    public static func after<Value>(_ fetched: Fetched<Value>, followsStale: Bool, now: Date) -> FreshnessNotice? {
        switch fetched.freshness {
        case .stale:
            guard let reason = fetched.staleReason else { return .refreshing }
            return stale(fetched, reason: reason, now: now)
        case .fresh, .revalidated:
            return followsStale ? .updated : nil
        }
    }

    /// The notice once a sequence ended with `last`: a ``refreshing`` notice that no refreshed element followed
    /// becomes "offline" with the data's age (offline mode answers out-of-date data without trying to refresh).
    static func settled<Value>(_ notice: FreshnessNotice?, last: Fetched<Value>?, now: Date) -> FreshnessNotice? {
        guard notice == .refreshing, let last, last.freshness.isStale else { return notice }
        return stale(last, reason: nil, now: now)
    }
}

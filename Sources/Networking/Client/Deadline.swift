import AtomicCore
import Foundation

/// The moment by which a unit of work — one command of the app, say — must be done, every request,
/// retry, redirect and wait inside it included.
///
/// Pass it in the ``RequestContext`` of every call of the work:
///
/// ```swift
/// let context = RequestContext(deadline: Deadline(budget: .seconds(30), now: clock.now))
/// let first = try await client.send(gitHub.users(since: nil, perPage: 30), context: context)
/// let second = try await client.send(gitHub.users(since: 30, perPage: 30), context: context)  // the same 30 s
/// ```
///
/// ``HTTPClient`` reads it at the start of each call; without one, each call gets its own deadline of
/// ``HTTPClient/Configuration/deadline`` (30 s by default). Each attempt is given at most the time left, a
/// retry whose wait would end past the deadline fails at once instead of sleeping, and a call that runs out
/// of time fails with ``NetworkError/deadlineExceeded(after:)``.
public struct Deadline: Sendable, Hashable {
    /// The point in time (on the client's clock) after which no more time is granted.
    public let instant: Date
    /// The whole time the work was given, as set at creation; used in messages ("within 30 s").
    public let budget: Duration

    /// A deadline `budget` from `now`; a negative budget counts as zero.
    public init(budget: Duration, now: Date) {
        let budget = max(.zero, min(budget, .saturationLimit))
        self.budget = budget
        instant = now.addingTimeInterval(budget.timeInterval)
    }

    /// A deadline at `instant`, given `budget` in all (told in messages); a negative budget counts as zero.
    public init(instant: Date, budget: Duration) {
        self.budget = max(.zero, min(budget, .saturationLimit))
        self.instant = instant
    }

    /// The time left at `now`; zero once the deadline has passed.
    public func remaining(at now: Date) -> Duration {
        .saturating(from: now, to: instant)
    }

    /// Whether no time is left at `now`.
    public func hasPassed(at now: Date) -> Bool {
        now >= instant
    }
}

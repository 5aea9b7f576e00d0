import AtomicCore
import Foundation

/// What one load runs under, beyond what it asks for: why it runs and by when it must be done.
///
/// A load's context is made where the work starts — a command of the command line, a screen's refresh or retry —
/// and passed by value through the use case to the repository, which maps it to what the layers below need (the
/// network's deadline and unreachable-host cool-down, the cache policy):
///
/// ```swift
/// let context = LoadContext(trigger: .automatic, deadline: LoadContext.Deadline(budget: .seconds(30), now: now))
/// let users = try await collectUsers(limit: 300, context: context)  // every page shares the same 30 s
/// ```
public struct LoadContext: Sendable, Hashable {
    /// The moment by which a load must be done, every request, retry and wait inside it included, and the whole
    /// time it was given (told in messages: "within 30 s").
    public struct Deadline: Sendable, Hashable {
        /// The point in time after which no more time is granted.
        public let instant: Date
        /// The whole time the work was given, as set at creation.
        public let budget: Duration

        /// A deadline `budget` from `now`; a negative budget counts as zero, one past `Duration.saturationLimit`
        /// as that limit.
        public init(budget: Duration, now: Date) {
            let budget = Swift.max(.zero, Swift.min(budget, .saturationLimit))
            self.budget = budget
            instant = now.addingTimeInterval(budget.timeInterval)
        }
    }

    /// Why the load runs (on its own, a refresh, a retry); see ``LoadTrigger`` for what each promises.
    public var trigger: LoadTrigger
    /// By when the load must be done; `nil` leaves each request the time the client is configured with.
    public var deadline: Deadline?

    /// A load for `trigger` (``LoadTrigger/automatic`` by default) that must be done by `deadline`, when given.
    public init(trigger: LoadTrigger = .automatic, deadline: Deadline? = nil) {
        self.trigger = trigger
        self.deadline = deadline
    }

    /// A load that runs on its own, without a deadline of its own.
    public static let automatic = LoadContext()
    /// A load the person asked for with a refresh, without a deadline of its own.
    public static let refresh = LoadContext(trigger: .refresh)
    /// A load the person asked for again after a failure, without a deadline of its own.
    public static let retry = LoadContext(trigger: .retry)

    /// The same context with `trigger` in place of its own.
    public func with(trigger: LoadTrigger) -> LoadContext {
        LoadContext(trigger: trigger, deadline: deadline)
    }
}

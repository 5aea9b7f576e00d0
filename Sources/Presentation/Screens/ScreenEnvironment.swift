import AtomicCore
import AtomicLogger
import Domain
import Foundation

/// What a loading screen words its messages with, logs to and reads GitHub's budget from: the same for every
/// screen model of a feature, given once.
public struct ScreenEnvironment: Sendable {
    /// The current time, for ages and reset times in messages.
    public let clock: any AppClock
    /// Where load failures are logged.
    public let logger: Logger
    /// Where the GitHub token comes from, named in messages about authentication and the rate limit.
    public let token: TokenSource
    /// Tells GitHub's rate-limit budget after each load; `nil` leaves the state's `rateLimit` empty (the screens
    /// of other services).
    public let status: GetFeatureStatusUseCase?

    /// Creates an environment; by default the system clock, no log, no token set and no budget.
    public init(
        clock: any AppClock = SystemClock(), logger: Logger = .disabled, token: TokenSource = .gitHubUnset,
        status: GetFeatureStatusUseCase? = nil
    ) {
        self.clock = clock
        self.logger = logger
        self.token = token
        self.status = status
    }

    /// `error` as the screen shows it now.
    func presentation(of error: DomainError) -> ErrorPresentation {
        ErrorPresentation(error, now: clock.now, token: token)
    }

    /// Logs that a load failed with `error`.
    func logFailure(_ error: DomainError) {
        logger.warning("load failed", metadata: ["error": presentation(of: error).message])
    }

    /// Reads GitHub's budget after a load and hands it to `apply` when the task of `token` is still current;
    /// nothing without a ``status``.
    @MainActor
    func updateBudget(_ work: ScreenWork, _ token: ScreenWork.Token, _ apply: (RateLimitBudget?) -> Void) async {
        guard let status else { return }
        let budget = await status.rateLimitBudget()
        guard work.isCurrent(token) else { return }
        apply(budget)
    }
}

/// The freshness notices of one stale-while-revalidate answer, element after element: "refreshing…" over a stored
/// element out of date, "updated" when the refreshed one replaces it, and, when the answer ends on out-of-date
/// data without a refresh, the data's age.
struct NoticeSequence<Value: Sendable> {
    private var followsStale = false
    private var last: Fetched<Value>?

    /// The notice for `fetched`, the next element, received at `now` (``FreshnessNotice/after(_:followsStale:now:)``).
    mutating func notice(after fetched: Fetched<Value>, now: Date) -> FreshnessNotice? {
        defer {
            followsStale = fetched.freshness.isStale
            last = fetched
        }
        return FreshnessNotice.after(fetched, followsStale: followsStale, now: now)
    }

    /// The notice once the answer ended, `notice` being the one shown.
    func settled(_ notice: FreshnessNotice?, now: Date) -> FreshnessNotice? {
        FreshnessNotice.settled(notice, last: last, now: now)
    }
}

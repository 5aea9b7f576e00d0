import AtomicCore
import AtomicLogger
import Domain
import Foundation

/// What a loading screen words its messages with and logs to, and whether it shows GitHub's budget: the same for
/// every screen model of a feature, given once.
public struct ScreenEnvironment: Sendable {
    /// The current time, for ages and reset times in messages.
    public let clock: any AppClock
    /// Where load failures are logged.
    public let logger: Logger
    /// Where the GitHub token comes from, named in messages about authentication and the rate limit.
    public let token: TokenSource
    /// Whether the state's `rateLimit` tells GitHub's budget as the screen's loads report it: the budget an answer
    /// carries (`Provenance.rateLimit`) or a failure the server answered carries (`DomainError.rateLimit`). `false`
    /// leaves it empty: the screens of other services, and the demo data, whose budget is made up.
    public let showsRateLimit: Bool
    /// The budget the loads reported last, shared with the feature's other screens: what a screen shows when its own
    /// load reported none.
    public let reportedRateLimit: ReportedRateLimit

    /// Creates an environment; by default the system clock, no log, no token set, no budget shown, and a budget
    /// record of its own.
    public init(
        clock: any AppClock = SystemClock(), logger: Logger = .disabled, token: TokenSource = .gitHubUnset,
        showsRateLimit: Bool = false, reportedRateLimit: ReportedRateLimit = ReportedRateLimit()
    ) {
        self.clock = clock
        self.logger = logger
        self.token = token
        self.showsRateLimit = showsRateLimit
        self.reportedRateLimit = reportedRateLimit
    }

    /// `error` as the screen shows it now.
    func presentation(of error: DomainError) -> ErrorPresentation {
        ErrorPresentation(error, now: clock.now, token: token)
    }

    /// Logs that a load failed with `error`.
    func logFailure(_ error: DomainError) {
        logger.warning("load failed", metadata: ["error": presentation(of: error).message])
    }

    /// The budget to show once `fetched` arrived: the budget its last response reported, else the one the
    /// feature's loads reported last (an answer from the database asked nothing); `nil` without
    /// ``showsRateLimit``, and before any load reported one.
    func rateLimit<Value>(after fetched: Fetched<Value>) -> RateLimitBudget? {
        showsRateLimit ? reportedRateLimit.record(fetched.provenance?.rateLimit) : nil
    }

    /// The budget to show once a load failed with `error`: the budget the server's answer reported, else the one
    /// the feature's loads reported last (no answer came); `nil` without ``showsRateLimit``, and before any load
    /// reported one.
    func rateLimit(after error: DomainError) -> RateLimitBudget? {
        showsRateLimit ? reportedRateLimit.record(error.rateLimit) : nil
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

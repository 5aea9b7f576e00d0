import AtomicCore
import Domain

/// The GitHub budget the screens' loads reported last, shared by the screens of one feature for the whole session,
/// so a screen whose load got no answer (offline, a time-out) still shows what is known.
///
/// It is written only from answers (`Provenance.rateLimit`) and from failures the server answered
/// (`DomainError.rateLimit`), as they reach a screen: the budget travels one way, from the load to the screens,
/// and nothing here asks the network or the status use case.
public final class ReportedRateLimit: Sendable {
    private let budget = Locked<RateLimitBudget?>(nil)

    /// Nothing reported yet.
    public init() {}

    /// Records `reported`, which a load's answer or failure carried, and returns what to show: `reported`, or the
    /// budget reported last when `reported` is `nil`.
    func record(_ reported: RateLimitBudget?) -> RateLimitBudget? {
        budget.withLock { latest in
            if let reported { latest = reported }
            return latest
        }
    }
}

import Domain
import Networking
import Persistence

/// What one answer of a repository runs under, as the layers below it take it: Domain's ``Domain/LoadContext``
/// mapped once, where the answer starts, to the network's ``Networking/RequestContext``, the cache policy of its
/// trigger, and the answer's own ``ExchangeLog``.
struct AnswerContext: Sendable {
    /// The deadline of every request, and whether they skip the unreachable-host cool-down.
    let request: RequestContext
    /// The repository's policy, revalidating fresh entries too under ``Domain/LoadTrigger/refresh``.
    let policy: CachePolicy
    /// Where the answer's exchanges are recorded, for its provenance.
    let log: ExchangeLog

    /// The context of an answer loaded under `context` by a repository keeping its data under `policy`.
    ///
    /// - ``Domain/LoadTrigger/retry``: the requests skip the client's unreachable-host cool-down, so a person
    ///   asking again after a failure really reaches the server.
    /// - ``Domain/LoadTrigger/refresh``: the policy revalidates entries still within their time-to-live.
    /// - The deadline, when given, is the network's deadline of every request of the answer.
    init(_ context: LoadContext, policy: CachePolicy) {
        request = RequestContext(
            deadline: context.deadline.map { Networking.Deadline(instant: $0.instant, budget: $0.budget) },
            bypassesCoolDown: context.trigger.isExplicitRetry)
        self.policy = context.trigger == .refresh ? policy.revalidatingFreshEntries() : policy
        log = ExchangeLog(clock: policy.clock)
    }
}

/// What one call of ``HTTPClient`` runs under, beyond its request: the deadline of the work it belongs to and
/// whether it may skip the unreachable-host cool-down. Passed by the caller where the work starts, so every
/// input of a call is in its signature:
///
/// ```swift
/// let context = RequestContext(deadline: Deadline(budget: .seconds(30), now: clock.now))
/// for since in [0, 30, 60] {  // every page shares the same 30 s
///     _ = try await client.send(gitHub.users(since: since, perPage: 30), context: context)
/// }
/// ```
public struct RequestContext: Sendable, Hashable {
    /// The moment by which the call must be done, every retry, redirect and wait inside it included; `nil` gives
    /// the call its own deadline of ``HTTPClient/Configuration/deadline`` (30 s by default) from its start.
    public var deadline: Deadline?

    /// Whether the call is sent although its host is in its unreachable-host cool-down.
    ///
    /// After a host could not be reached, ``HTTPClient`` fails further calls to it at once for
    /// ``HTTPClient/Configuration/unreachableHostCoolDown`` (30 s by default), without sending them. That is right
    /// for work that runs on its own, and wrong when a person explicitly asks again: then the host must really be
    /// asked. A bypassing call is sent (retries and redirects included) and its outcome updates the host's mark as
    /// usual: an answer clears it, another connectivity failure renews it. A bypassing call never shares its
    /// exchange with one that does not bypass.
    public var bypassesCoolDown: Bool

    /// A context with `deadline` (none: the configured one per call) that bypasses the cool-down when
    /// `bypassesCoolDown`.
    public init(deadline: Deadline? = nil, bypassesCoolDown: Bool = false) {
        self.deadline = deadline
        self.bypassesCoolDown = bypassesCoolDown
    }

    /// No deadline of its own, and the cool-down applies: a call that runs on its own.
    public static let standard = RequestContext()
}

/// The per-call switch that lets a request through although its host is in its unreachable-host cool-down.
///
/// After a host could not be reached, ``HTTPClient`` fails further calls to it at once for
/// ``HTTPClient/Configuration/unreachableHostCoolDown`` (30 s by default), without sending them. That is right
/// for work that runs on its own, and wrong when a person explicitly asks again: then the host must really be
/// asked. Set ``isBypassed`` around such a call:
///
/// ```swift
/// let users = try await UnreachableHostCoolDown.$isBypassed.withValue(true) {
///     try await client.send(gitHub.users(since: 0, perPage: 30))
/// }
/// ```
///
/// A bypassing call is sent (retries and redirects included) and its outcome updates the host's mark as usual:
/// an answer clears it, another connectivity failure renews it. Calls without the switch are unchanged, and a
/// bypassing call never shares its exchange with one that does not bypass.
public enum UnreachableHostCoolDown {
    /// Whether the calls the current task makes skip the cool-down; `false` unless set with
    /// `$isBypassed.withValue(_:operation:)`.
    @TaskLocal public static var isBypassed = false
}

/// Why a load runs: on its own (a screen appeared, a list scrolled), or because the person explicitly asked for
/// current data (refresh) or asked again after a failure (retry).
///
/// The trigger travels in the ``LoadContext`` the load is given, from the screen or command where the work starts
/// through the use case to the repository. Presentation passes ``retry`` from `retry()` and ``refresh`` from
/// `refresh()`:
///
/// ```swift
/// _ = try? await useCase(after: nil, context: LoadContext(trigger: .retry))
/// ```
///
/// Layers below read ``LoadContext/trigger`` and decide what it means for them. The promise to honour:
/// - ``retry``: a failure remembered from an earlier attempt (for example a host marked unreachable for a
///   cool-down period) must not answer this load; the origin is really asked again.
/// - ``refresh``: a cached answer still within its time-to-live should be revalidated with the origin rather
///   than served as is.
/// - ``automatic``: the usual policy applies.
///
/// Domain only states the fact; it knows nothing of HTTP, caches or cool-downs.
public enum LoadTrigger: Sendable, Equatable, Hashable {
    /// The load runs on its own: a screen appeared or a list needs its next page.
    case automatic
    /// The person asked for current data (pull to refresh, the refresh key).
    case refresh
    /// The person asked again after a failure.
    case retry

    /// Whether this load is an explicit retry by the person, which remembered failures must not short-circuit.
    public var isExplicitRetry: Bool { self == .retry }

    /// Whether the person explicitly asked for this load (a refresh or a retry).
    public var isExplicit: Bool { self != .automatic }
}

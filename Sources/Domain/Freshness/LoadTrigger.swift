/// Why a load runs: on its own (a screen appeared, a list scrolled), or because the person explicitly asked for
/// current data (refresh) or asked again after a failure (retry).
///
/// The trigger travels with the task as a task-local value, so no signature between the screen and the
/// repository has to carry it. Presentation sets it around the work of `refresh()` and `retry()`:
///
/// ```swift
/// await LoadTrigger.$current.withValue(.retry) {
///     _ = try? await useCase(after: nil)
/// }
/// ```
///
/// Layers below read ``current`` and decide what it means for them. The promise to honour:
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

    /// The trigger of the load the current task runs; ``automatic`` unless set with `$current.withValue(_:)`.
    @TaskLocal public static var current: LoadTrigger = .automatic

    /// Whether this load is an explicit retry by the person, which remembered failures must not short-circuit.
    public var isExplicitRetry: Bool { self == .retry }

    /// Whether the person explicitly asked for this load (a refresh or a retry).
    public var isExplicit: Bool { self != .automatic }
}

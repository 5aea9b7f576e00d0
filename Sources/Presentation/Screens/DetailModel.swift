import AtomicCore
import Domain
import Observation

/// A detail screen's model: one value, loaded stale-while-revalidate; every detail screen of the app is one,
/// configured by how it asks for its value.
///
/// A stored value is shown at once; when it was out of date the notice says "refreshing…" and the refreshed value
/// replaces it in place. A refresh keeps the shown value when it fails; ``retry()`` asks again, passing
/// `LoadTrigger.retry` in the context. Every state change happens on the main actor, and after ``disappear()`` (or a refresh) no
/// result of earlier work changes the state.
///
/// The loading rules are a list's: the value is the one row of the one page of a ``PagedListModel``, so a detail
/// loads, refreshes, retries and words its notices exactly as a list does.
@MainActor
public class DetailModel<Value: Sendable & Equatable>: ScreenModel {
    private let loader: PagedListModel<SingleValueSource<Value>>

    /// Creates the model; nothing is loaded before ``task()`` or ``appear()``.
    ///
    /// - Parameters:
    ///   - updates: The value, stale-while-revalidate (the first load), under the context given (it carries
    ///     `LoadTrigger.retry` from ``retry()``).
    ///   - load: The value, asked for once (a refresh), under the context given.
    ///   - environment: The clock, log and token source the screen uses, and whether it shows GitHub's budget.
    public init(
        updates: @escaping @Sendable (LoadContext) -> Updates<Value>,
        load: @escaping @Sendable (LoadContext) async throws(DomainError) -> Fetched<Value>,
        environment: ScreenEnvironment = ScreenEnvironment()
    ) {
        loader = PagedListModel(source: SingleValueSource(updates: updates, load: load), environment: environment)
    }

    /// What the screen shows, changed only on the main actor; ``DetailState/value`` is the value once loaded, and
    /// stays while a refresh runs or after one fails. Reading it inside `withObservationTracking` observes it.
    public var state: DetailState<Value> {
        let list = loader.state
        return DetailState(
            phase: list.phase, value: list.items.first?.value, notice: list.notice, rateLimit: list.rateLimit,
            provenance: list.provenance)
    }

    /// Loads the value when nothing is shown yet and waits for it (and its refresh, when the stored value was out
    /// of date). Cancelling the calling task cancels the load.
    public func task() async { await loader.task() }

    /// Starts the first load when nothing is shown yet and no load runs; returns the started task, or `nil`.
    @discardableResult
    public func appear() -> Task<Void, Never>? { loader.appear() }

    /// Asks for the value again, replacing it on success; on failure the shown value stays with a
    /// ``FreshnessNotice/refreshFailed(_:)`` notice. Before anything is shown this is ``retry()``.
    @discardableResult
    public func refresh() -> Task<Void, Never>? { loader.refresh() }

    /// After a failure, really asks again (passing `LoadTrigger.retry`): the first load when nothing is shown, else
    /// the refresh that failed; `nil` when nothing failed.
    @discardableResult
    public func retry() -> Task<Void, Never>? { loader.retry() }

    /// Cancels the screen's work; results that arrive later are dropped.
    public func disappear() { loader.disappear() }
}

/// A detail's value as the one row of a list.
struct SingleValueRow<Value: Sendable & Equatable>: Sendable, Equatable, Identifiable {
    /// Every value is the same row: a refreshed value replaces the one shown.
    var id: Int { 0 }
    /// The value.
    let value: Value
}

/// A detail's value as a list of one page of one row, so that a ``DetailModel`` loads by the list's rules.
struct SingleValueSource<Value: Sendable & Equatable>: PagedListSource {
    /// The value, stale-while-revalidate.
    let updates: @Sendable (LoadContext) -> Updates<Value>
    /// The value, asked for once.
    let load: @Sendable (LoadContext) async throws(DomainError) -> Fetched<Value>

    func updates(_ request: PageRequest<Never>, context: LoadContext) -> Updates<Value> { updates(context) }

    func load(_ request: PageRequest<Never>, context: LoadContext) async throws(DomainError) -> Fetched<Value> {
        try await load(context)
    }

    func page(of answer: Value) -> ListPage<SingleValueRow<Value>, Never> {
        ListPage(items: [SingleValueRow(value: answer)], next: nil)
    }

    /// A detail has no filter.
    func matches(_ item: SingleValueRow<Value>, filter text: String) -> Bool { true }
}

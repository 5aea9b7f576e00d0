import AtomicCore
import Domain
import Foundation
import Observation

/// A list screen's model, page after page (infinite scroll) in both directions, with a filter over the rows held;
/// every list of the app is one, configured by its ``PagedListSource``.
///
/// The model holds a window over the list: the pages around what is shown (every page loaded while
/// `maximumPages` is `nil`, else at most that many), and asks the source for more at either end as the shown row
/// nears it. A page is known by its ``PageRequest``; a page that left the window is asked for again by it. Each page
/// comes stale-while-revalidate: a stored page is shown at once; when it was out of date the notice says
/// "refreshing…" and the refreshed page replaces it in place.
///
/// Views render ``state`` alone and call the intents. Invariants:
/// - every state change happens on the main actor;
/// - at most one load runs at each end of the window, however often the intents fire;
/// - a failed load of more pages keeps the rows and sets ``ListState/loadMoreError`` (after the window) or
///   ``ListState/loadEarlierError`` (before it);
/// - after ``disappear()``, a refresh or a retry of the first load, no result of earlier work changes the state.
///
/// Every intent that starts work returns the `Task` it started, or `nil` when nothing needed to start, so a test
/// awaits exactly that work instead of sleeping.
@Observable @MainActor
public class PagedListModel<Source: PagedListSource>: ScreenModel {
    /// A row of the list.
    public typealias Item = Source.Item
    /// Where a page starts.
    public typealias Cursor = Source.Cursor

    /// What the screen shows: one value, changed only on the main actor. ``ListState/items`` are the rows of the
    /// window; ``ListState/visibleItems`` is what the filter lets through.
    ///
    /// Observed as `@Observable` observes a stored property, with its key path made once per model: a shell reads
    /// the state many times a frame, and a key path into a generic class is otherwise built again at each read.
    public private(set) var state: ListState<Item> {
        get {
            access(keyPath: stateKeyPath)
            return storedState
        }
        set {
            withMutation(keyPath: stateKeyPath) { storedState = newValue }
        }
        _modify {
            access(keyPath: stateKeyPath)
            _$observationRegistrar.willSet(self, keyPath: stateKeyPath)
            defer { _$observationRegistrar.didSet(self, keyPath: stateKeyPath) }
            yield &storedState
        }
    }
    @ObservationIgnored private var storedState = ListState<Item>()
    @ObservationIgnored private let stateKeyPath: KeyPath<PagedListModel, ListState<Item>>

    /// Called with the row the person selected; the coordinator sets it.
    @ObservationIgnored public var onSelect: ((Item) -> Void)?

    /// The route selecting a row opens, without opening it: what a shell previews beside the list (a split
    /// view's detail column); `nil` when the rows open no screen. ``Screen/list(_:navigator:selecting:)`` sets it.
    @ObservationIgnored public var destination: ((Item) -> Route)?

    /// How close to an end of the rows held the shown row must be for the page beyond that end to start: the next
    /// page starts when the current row is one of the last `prefetchThreshold` rows, the page before when it is one
    /// of the first.
    @ObservationIgnored public let prefetchThreshold: Int

    /// The most pages held at once, or `nil` for every page loaded.
    public var maximumPages: Int? { window.maximumPages }

    /// Where the pages come from.
    @ObservationIgnored public let source: Source

    @ObservationIgnored private let start: PageRequest<Cursor>
    @ObservationIgnored private let environment: ScreenEnvironment
    @ObservationIgnored private var window: PageWindow<Item, Cursor>
    @ObservationIgnored let work = ScreenWork()

    /// Creates the model; nothing is loaded before ``task()`` or ``appear()``.
    ///
    /// - Parameters:
    ///   - source: Asks for the pages and reads them.
    ///   - start: The page the list opens with.
    ///   - prefetchThreshold: See ``prefetchThreshold``; at least 1 (default 10).
    ///   - maximumPages: The most pages held, at least 2; `nil` (the default) holds every page loaded.
    ///   - environment: The clock, log and token source the screen uses, and whether it shows GitHub's budget.
    public init(
        source: Source, start: PageRequest<Cursor> = .start, prefetchThreshold: Int = 10, maximumPages: Int? = nil,
        environment: ScreenEnvironment = ScreenEnvironment()
    ) {
        self.source = source
        self.start = start
        self.prefetchThreshold = max(1, prefetchThreshold)
        self.window = PageWindow(maximumPages: maximumPages, start: start)
        self.environment = environment
        stateKeyPath = \PagedListModel.state
    }

    // MARK: - Intents

    /// Loads the first page when nothing is shown yet and no load runs, and waits for it (and for its refresh,
    /// when the stored page was out of date). Cancelling the calling task cancels the load.
    public func task() async {
        await ScreenWork.wait(for: appear())
    }

    /// Starts the first load when nothing is shown yet and no load runs; returns the started task, or `nil`.
    @discardableResult
    public func appear() -> Task<Void, Never>? {
        guard !state.phase.hasLoaded, work.isIdle else { return nil }
        state.phase = .loading
        return startFirstLoad(trigger: .automatic)
    }

    /// Starts loading the page after the window when `currentItem` is one of its last ``prefetchThreshold`` rows,
    /// or the page before it when `currentItem` is one of the first, when the list has more there and no load of
    /// it runs or failed; returns the started task, or `nil`.
    @discardableResult
    public func loadMoreIfNeeded(currentItem: Item) -> Task<Void, Never>? {
        guard let index = state.items.lastIndex(where: { $0.id == currentItem.id }) else { return nil }
        if index >= state.items.count - prefetchThreshold, state.loadMoreError == nil,
            let load = startLoading(.after, trigger: .automatic)
        {
            return load
        }
        guard index < prefetchThreshold, state.loadEarlierError == nil else { return nil }
        return startLoading(.before, trigger: .automatic)
    }

    /// Asks again for the window's first page and puts it in place of the one shown, keeping the pages after it
    /// (the rows are merged by id, so the list keeps its length and every row stays where it was); when the
    /// refreshed page ends before the next page held starts, the rows between would be missing, so that page is
    /// asked again too, and so on until the pages join. A refreshed page that ends the list drops the pages after
    /// it. On failure the list stays with a ``FreshnessNotice/refreshFailed(_:)`` notice. Before anything is shown
    /// this is ``retry()``.
    @discardableResult
    public func refresh() -> Task<Void, Never>? {
        guard state.phase.hasLoaded else { return retry() }
        return startRefresh(trigger: .refresh)
    }

    /// After a failure, really asks again (passing `LoadTrigger.retry` to the source): the first page when nothing is shown, the
    /// page after (or before) the window when loading it failed, else the refresh that failed; returns the started
    /// task, or `nil` when nothing failed.
    @discardableResult
    public func retry() -> Task<Void, Never>? {
        if case .failed = state.phase {
            work.cancelAll()
            state.phase = .loading
            return startFirstLoad(trigger: .retry)
        }
        if state.loadMoreError != nil {
            state.loadMoreError = nil
            return startLoading(.after, trigger: .retry)
        }
        if state.loadEarlierError != nil {
            state.loadEarlierError = nil
            return startLoading(.before, trigger: .retry)
        }
        guard case .refreshFailed? = state.notice else { return nil }
        return startRefresh(trigger: .retry)
    }

    /// Tells the coordinator that the person chose `item`.
    public func select(_ item: Item) {
        onSelect?(item)
    }

    /// Shows only the rows held that the source's ``PagedListSource/matches(_:filter:)`` lets through for `text`
    /// (surrounding spaces ignored); an empty text shows all. No request is made.
    public func filter(_ text: String) {
        state.filter = text
        state.visibleItems = filtered(state.items, by: text)
    }

    /// Moves the window to the page `request` names, as a jump: the rows held stay until that page arrives, then
    /// the window holds that page alone, and the pages around it load as the shown row nears either end (the page
    /// before through ``PagedListSource/storedRequest(before:)`` when nothing else names it). No row in between is
    /// loaded. Loads at either end of the old window stop; a failure keeps the old rows with a
    /// ``FreshnessNotice/refreshFailed(_:)`` notice, and a page without rows keeps them as they are. Returns the started task, or `nil` before the first page is
    /// shown, while a refresh runs, or when the window holds that page already.
    @discardableResult
    public func jump(to request: PageRequest<Cursor>) -> Task<Void, Never>? {
        guard canJump, window.position(of: request) == nil else { return nil }
        work.cancel(.reveal)
        return startJump { _ in request }
    }

    /// Goes to the `row`-th row of the list (0 for the first) when the window does not hold it: a jump to the page
    /// that starts with it, as ``PagedListSource/storedRequest(atRow:)`` names it. Returns the started task (which
    /// does nothing when the source names no page), or `nil` when the window holds the row or no jump can start.
    @discardableResult
    public func jump(toRow row: Int) -> Task<Void, Never>? {
        guard row >= 0, canJump else { return nil }
        if let before = window.itemsBefore, (before..<before + window.items.count).contains(row) { return nil }
        work.cancel(.reveal)
        return startJump { [source] _ in await source.storedRequest(atRow: row) }
    }

    /// Goes back to the list's first page when the window starts past it (``ListState/itemsBefore`` is not 0):
    /// ``jump(to:)`` the request the list opened with. `nil` when the first page is held, or no jump can start.
    @discardableResult
    public func jumpToStart() -> Task<Void, Never>? {
        guard window.itemsBefore != 0 else { return nil }
        return jump(to: start)
    }

    /// Goes to the end of what the source has stored past the window: a jump to the page
    /// ``PagedListSource/lastStoredRequest(after:)`` names after the window's last page, when it names one. The
    /// rows in between are not loaded; the page after the jumped-to one loads as usual when the shown row nears
    /// it (from the network, past what is stored). Returns the started task (which does nothing when the source
    /// names no page), or `nil` when the window holds the end of the list or no jump can start.
    @discardableResult
    public func jumpToEnd() -> Task<Void, Never>? {
        guard canJump, !window.reachedEnd, let last = window.entries.last else { return nil }
        work.cancel(.reveal)
        let after = last.page.next
        return startJump { [source] _ in await source.lastStoredRequest(after: after) }
    }

    /// Cancels the screen's work; results that arrive later are dropped.
    public func disappear() {
        work.cancelAll()
        state.isLoadingMore = false
        state.isLoadingEarlier = false
    }

    // MARK: - Loading

    /// Whether a jump may start: a page is shown and no refresh runs.
    private var canJump: Bool {
        state.phase == .content && !work.isRunning(.refresh)
    }

    /// Starts a jump to the page `target` names (nothing when it names none or the window holds it already),
    /// in the jump's slot, replacing a jump that runs; the reveal's walk uses it without being cancelled.
    func startJump(
        to target: @escaping @MainActor (ScreenWork.Token) async -> PageRequest<Cursor>?
    ) -> Task<Void, Never> {
        work.start(.jump, trigger: .automatic) { [weak self] token in
            guard let request = await target(token), let self, self.work.isCurrent(token),
                self.window.position(of: request) == nil
            else { return }
            for side in [PageDirection.after, .before] {
                self.work.cancel(.page(side))
                self.setLoading(side, false)
            }
            await self.runPage(request, toward: .after, token: token, replacing: true)
        }
    }

    private func startFirstLoad(trigger: LoadTrigger) -> Task<Void, Never> {
        work.start(.first, trigger: trigger) { [weak self, start] token in
            await self?.runPage(start, toward: .after, token: token)
        }
    }

    /// Starts the page on `side` of the window when the list has one there and nothing stands in the way; the
    /// started task, or `nil`.
    func startLoading(_ side: PageDirection, trigger: LoadTrigger) -> Task<Void, Never>? {
        let isLoading = side == .after ? state.isLoadingMore : state.isLoadingEarlier
        guard state.phase == .content, !isLoading, !work.isRunning(.page(side)), !work.isRunning(.refresh),
            let request = side == .after ? window.requestAfter : window.requestBefore
        else { return nil }
        setLoading(side, true)
        return work.start(.page(side), trigger: trigger) { [weak self] token in
            await self?.runPage(request, toward: side, token: token)
        }
    }

    private func startRefresh(trigger: LoadTrigger) -> Task<Void, Never>? {
        guard !work.isRunning(.refresh) else { return nil }
        work.cancelAll()
        state.isLoadingMore = false
        state.isLoadingEarlier = false
        state.notice = .refreshing
        return work.start(.refresh, trigger: trigger) { [weak self] token in
            await self?.runRefresh(token)
        }
    }

    /// Loads the page of `request` into the window on `side`, or, `replacing`, into a new window that takes the old
    /// one's place when the page arrives (a jump).
    private func runPage(
        _ request: PageRequest<Cursor>, toward side: PageDirection, token: ScreenWork.Token, replacing: Bool = false
    ) async {
        var notices = NoticeSequence<ListPage<Item, Cursor>>()
        var placed = false
        do throws(DomainError) {
            for try await answer in source.updates(request, context: token.context) {
                guard work.isCurrent(token) else { return }
                // A page pushed out of the window while it was being refreshed stays out.
                if placed, window.position(of: request) == nil { continue }
                let fetched = answer.map(source.page(of:))
                if !placed, !window.isEmpty, fetched.value.items.isEmpty,
                    fetched.value.isIncomplete, let reason = fetched.staleReason
                {
                    // The page could not be fetched and nothing of it is stored: a failure to load more, to be
                    // retried, not the end of the list.
                    throw reason
                }
                if replacing, !placed {
                    // A jump to where nothing is keeps the rows held.
                    if fetched.value.items.isEmpty { continue }
                    window = PageWindow(maximumPages: window.maximumPages, start: start)
                    state.loadMoreError = nil
                    state.loadEarlierError = nil
                }
                window.put(fetched.value, for: request, toward: side)
                placed = true
                show()
                state.provenance = fetched.provenance
                if window.position(of: request) == (side == .after ? window.count - 1 : 0) { setLoading(side, false) }
                state.notice = oldestShown(notices.notice(after: fetched, now: environment.clock.now))
                state.rateLimit = environment.rateLimit(after: fetched)
                await nameBefore(token)
            }
            guard work.isCurrent(token) else { return }
            state.notice = notices.settled(state.notice, now: environment.clock.now)
        } catch {
            guard work.isCurrent(token) else { return }
            environment.logFailure(error)
            state.rateLimit = environment.rateLimit(after: error)
            let presentation = environment.presentation(of: error)
            if placed || replacing {
                state.notice = .refreshFailed(presentation)
            } else if window.isEmpty {
                state.phase = .failed(presentation)
            } else {
                setLoading(side, false)
                if side == .after { state.loadMoreError = presentation } else { state.loadEarlierError = presentation }
            }
        }
    }

    /// Asks the source to name the page before the window's first page when nothing names it yet, and to count
    /// the rows before it when they were not counted (a page placed first after a jump, or in a list opened past
    /// its start), once per first page.
    private func nameBefore(_ token: ScreenWork.Token) async {
        guard let first = window.requestToNameBefore else { return }
        let before = await source.storedRequest(before: first)
        let count = window.itemsBefore == nil ? await source.storedRowCount(before: first) : nil
        guard work.isCurrent(token) else { return }
        window.name(before: first, as: before)
        if let count { window.count(before: first, as: count) }
        state.hasEarlierItems = window.requestBefore != nil
        state.itemsBefore = window.itemsBefore
    }

    private func runRefresh(_ token: ScreenWork.Token) async {
        do throws(DomainError) {
            var request = window.entries.first?.request ?? start
            var position = 0
            while true {
                let fetched = try await source.load(request, context: token.context).map(source.page(of:))
                guard work.isCurrent(token) else { return }
                state.provenance = fetched.provenance
                state.rateLimit = environment.rateLimit(after: fetched)
                if fetched.freshness.isStale {
                    // Only stored data came back: keep what is shown and say why it is old.
                    state.notice = .stale(fetched, reason: fetched.staleReason, now: environment.clock.now)
                    return
                }
                let page = fetched.value
                let ends = page.items.isEmpty || page.next == nil
                window.replace(at: position, with: page, for: request, droppingLater: ends)
                show()
                if ends { state.loadMoreError = nil }
                // The next page held starts at or before where this one ends: no row between them is missing.
                guard !ends, position + 1 < window.count, let next = page.next,
                    let following = window.entries[position + 1].request.cursor, following > next
                else { break }
                request = .after(next)
                position += 1
            }
            state.notice = .updated
        } catch {
            guard work.isCurrent(token) else { return }
            state.rateLimit = environment.rateLimit(after: error)
            state.notice = .refreshFailed(environment.presentation(of: error))
        }
    }

    private func setLoading(_ side: PageDirection, _ isLoading: Bool) {
        switch side {
        case .after: state.isLoadingMore = isLoading
        case .before: state.isLoadingEarlier = isLoading
        }
    }

    /// `notice`, a stale one keeping the fetch time of the stale notice shown when that is older: the rows shown are
    /// as old as their oldest page, the rule home tells the age of the cache by.
    private func oldestShown(_ notice: FreshnessNotice?) -> FreshnessNotice? {
        guard case .stale(let reason, let fetchedAt)? = notice, case .stale(_, let shown)? = state.notice,
            shown < fetchedAt
        else { return notice }
        return .stale(reason: reason, fetchedAt: shown)
    }

    /// Derives the rows, the phase and both ends from the window.
    private func show() {
        state.items = window.items
        state.visibleItems = filtered(state.items, by: state.filter)
        state.phase = state.items.isEmpty ? .empty : .content
        state.reachedEnd = window.reachedEnd
        state.hasEarlierItems = window.requestBefore != nil
        state.itemsBefore = window.itemsBefore
        state.itemsAfter = window.itemsAfter
        state.totalCount = window.entries.last?.page.totalCount
        var remarks: [String] = []
        for remark in window.entries.flatMap(\.page.remarks) where !remarks.contains(remark) { remarks.append(remark) }
        state.remarks = remarks
    }

    private func filtered(_ items: [Item], by text: String) -> [Item] {
        let needle = text.trimmingCharacters(in: .whitespaces)
        guard !needle.isEmpty else { return items }
        return items.filter { source.matches($0, filter: needle) }
    }
}

extension Screen {
    /// The screen of `list`, whose selected row shows the route `destination` names for it on `navigator` (no
    /// selection is sent without a navigator); the list's ``PagedListModel/destination`` names it for a preview.
    public static func list<Source>(
        _ list: PagedListModel<Source>, navigator: (any Navigator)?,
        selecting destination: @escaping (Source.Item) -> Route
    ) -> Screen {
        if let navigator {
            list.onSelect = { [weak navigator] item in navigator?.show(destination(item)) }
        }
        list.destination = destination
        return Screen(list)
    }
}

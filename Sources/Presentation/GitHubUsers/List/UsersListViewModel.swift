import AtomicCore
import AtomicLogger
import Domain
import Foundation
import Observation

/// The list of all GitHub users, page after page (infinite scroll), with a filter over what is loaded.
///
/// Views render ``state`` alone and call the intents. Every state change happens on the main actor. The pages
/// come from `ListGitHubUsersUseCase.updates(after:pageSize:)`: a stored page is shown at once; when it was out
/// of date the notice says "refreshing…" and the refreshed page replaces it in place.
///
/// Invariants:
/// - at most one load of a page runs at a time, however often the intents fire;
/// - a failed load of the next page keeps the items and sets ``ListState/loadMoreError``;
/// - after ``disappear()`` no result of earlier work changes the state.
///
/// Every intent that starts work returns the `Task` it started, or `nil` when nothing needed to start, so a test
/// awaits exactly that work instead of sleeping:
///
/// ```swift
/// let model = UsersListViewModel(listUsers: ListGitHubUsersUseCase(repository: repository), pageSize: 30)
/// await model.appear()?.value                                      // the first page
/// await model.loadMoreIfNeeded(currentItem: model.state.items[25])?.value  // within 10 of the end: page two
/// #expect(model.state.items.count == 60)
/// ```
@Observable @MainActor
public final class UsersListViewModel: ScreenModel {
    /// What the screen shows: one value, changed only on the main actor. ``ListState/items`` grows a page at a
    /// time; ``ListState/visibleItems`` is what the filter lets through.
    public private(set) var state = ListState<GitHubUser>()

    /// Called with the user the person selected; the coordinator sets it.
    @ObservationIgnored public var onSelect: ((GitHubUser) -> Void)?

    /// How close to the end of the loaded items the visible item must be for the next page to start: the next
    /// page starts when the current item is one of the last `prefetchThreshold` items.
    @ObservationIgnored public let prefetchThreshold: Int

    @ObservationIgnored let listUsers: ListGitHubUsersUseCase
    @ObservationIgnored private let status: GetFeatureStatusUseCase?
    @ObservationIgnored private let clock: any AppClock
    @ObservationIgnored private let logger: Logger
    @ObservationIgnored private let tokenSource: TokenSource
    @ObservationIgnored private let start: UserCursor?
    @ObservationIgnored private let pageSize: Int
    @ObservationIgnored private var pages: [(cursor: UserCursor?, page: UserPage)] = []
    @ObservationIgnored let work = ScreenWork()

    /// Creates the view model; nothing is loaded before ``task()`` or ``appear()``.
    ///
    /// - Parameters:
    ///   - listUsers: Loads the pages.
    ///   - status: Tells GitHub's rate-limit budget after each load; `nil` leaves ``ListState/rateLimit`` empty.
    ///   - since: The id of the user the list starts after; `nil` starts at the beginning.
    ///   - pageSize: Users per page, clamped into `ListGitHubUsersUseCase.pageSizes`.
    ///   - prefetchThreshold: See ``prefetchThreshold``; at least 1 (default 10).
    ///   - clock: The current time, for reset times in error messages.
    ///   - logger: Where load failures are logged.
    ///   - token: Where the GitHub token comes from, named in messages about authentication and the rate limit.
    public init(
        listUsers: ListGitHubUsersUseCase, status: GetFeatureStatusUseCase? = nil, since: Int? = nil,
        pageSize: Int = ListGitHubUsersUseCase.defaultPageSize, prefetchThreshold: Int = 10,
        clock: any AppClock = SystemClock(), logger: Logger = .disabled, token: TokenSource = .gitHubUnset
    ) {
        self.tokenSource = token
        self.clock = clock
        self.listUsers = listUsers
        self.status = status
        self.start = since.map(UserCursor.init(since:))
        self.pageSize = ListGitHubUsersUseCase.clamped(pageSize)
        self.prefetchThreshold = max(1, prefetchThreshold)
        self.logger = logger
    }

    // MARK: - Intents

    /// Loads the first page when nothing is shown yet and no load runs, and waits for it (and for its refresh,
    /// when the stored page was out of date). Cancelling the calling task cancels the load.
    public func task() async {
        guard let load = appear() else { return }
        await withTaskCancellationHandler {
            await load.value
        } onCancel: {
            load.cancel()
        }
    }

    /// Starts the first load when nothing is shown yet and no load runs; returns the started task, or `nil`.
    @discardableResult
    public func appear() -> Task<Void, Never>? {
        guard !state.phase.hasLoaded, work.isIdle else { return nil }
        state.phase = .loading
        return startFirstLoad(trigger: .automatic)
    }

    /// Starts loading the next page when `currentItem` is one of the last ``prefetchThreshold`` loaded items, the
    /// list has more, and no load of it runs or failed; returns the started task, or `nil`.
    @discardableResult
    public func loadMoreIfNeeded(currentItem: GitHubUser) -> Task<Void, Never>? {
        guard let index = state.items.lastIndex(where: { $0.id == currentItem.id }),
            index >= state.items.count - prefetchThreshold
        else { return nil }
        guard state.loadMoreError == nil else { return nil }
        return startNextPage(trigger: .automatic)
    }

    /// Asks again for the first page and puts it in place of the one shown, keeping the pages loaded after it (the
    /// rows are merged by id, so the list keeps its length and every row stays where it was); when the refreshed
    /// page ends before the next loaded page starts, the users between would be missing, so that page is asked
    /// again too, and so on until the pages join. A refreshed page that ends the list drops the pages after it. On
    /// failure the list stays with a ``FreshnessNotice/refreshFailed(_:)`` notice. Before anything is shown this is
    /// ``retry()``.
    @discardableResult
    public func refresh() -> Task<Void, Never>? {
        guard state.phase.hasLoaded else { return retry() }
        return startRefresh(trigger: .refresh)
    }

    /// After a failure, really asks again (passing `LoadTrigger.retry` to the use case): the first page when nothing is shown,
    /// the next page when loading it failed, else the refresh that failed; returns the started task, or `nil`
    /// when nothing failed.
    @discardableResult
    public func retry() -> Task<Void, Never>? {
        if case .failed = state.phase {
            work.cancelAll()
            state.phase = .loading
            return startFirstLoad(trigger: .retry)
        }
        if state.loadMoreError != nil {
            state.loadMoreError = nil
            return startNextPage(trigger: .retry)
        }
        guard case .refreshFailed? = state.notice else { return nil }
        return startRefresh(trigger: .retry)
    }

    /// Tells the coordinator that the person chose `user`.
    public func select(_ user: GitHubUser) {
        onSelect?(user)
    }

    /// Shows only the loaded users whose login contains `text`, ignoring case; an empty text shows all. No
    /// request is made.
    public func filter(_ text: String) {
        state.filter = text
        state.visibleItems = Self.filtered(state.items, by: text)
    }

    /// Cancels the screen's work; results that arrive later are dropped.
    public func disappear() {
        work.cancelAll()
        state.isLoadingMore = false
    }

    // MARK: - Loading

    private func startRefresh(trigger: LoadTrigger) -> Task<Void, Never>? {
        guard !work.isRunning(.refresh) else { return nil }
        work.cancelAll()
        state.isLoadingMore = false
        state.notice = .refreshing
        return work.start(.refresh, trigger: trigger) { [weak self] token in
            await self?.runRefresh(token)
        }
    }

    private func startFirstLoad(trigger: LoadTrigger) -> Task<Void, Never> {
        work.start(.page(0), trigger: trigger) { [weak self] token in
            await self?.runPage(0, after: self?.start, token: token)
        }
    }

    /// Starts the next page when the list has one and nothing stands in the way; the started task, or `nil`.
    func startNextPage(trigger: LoadTrigger) -> Task<Void, Never>? {
        let index = pages.count
        guard state.phase == .content, !state.reachedEnd, !state.isLoadingMore, !work.isRunning(.page(index)),
            !work.isRunning(.refresh), let cursor = pages.last?.page.next
        else { return nil }
        state.isLoadingMore = true
        return work.start(.page(index), trigger: trigger) { [weak self] token in
            await self?.runPage(index, after: cursor, token: token)
        }
    }

    private func runPage(_ index: Int, after cursor: UserCursor?, token: ScreenWork.Token) async {
        var followsStale = false
        var last: Fetched<UserPage>?
        do throws(DomainError) {
            for try await fetched in listUsers.updates(after: cursor, pageSize: pageSize, context: token.context) {
                guard work.isCurrent(token) else { return }
                if index == pages.count, !pages.isEmpty, fetched.value.users.isEmpty, fetched.value.isIncomplete,
                    let reason = fetched.staleReason
                {
                    // The next page could not be fetched and nothing of it is stored: a failure to load more, to
                    // be retried, not the end of the list.
                    throw reason
                }
                store(fetched.value, at: index, after: cursor)
                state.provenance = fetched.provenance
                if index == pages.count - 1 { state.isLoadingMore = false }
                state.notice = oldestShown(FreshnessNotice.after(fetched, followsStale: followsStale, now: clock.now))
                followsStale = fetched.freshness.isStale
                last = fetched
                await updateRateLimit(token)
                guard work.isCurrent(token) else { return }
            }
            guard work.isCurrent(token) else { return }
            state.notice = FreshnessNotice.settled(state.notice, last: last, now: clock.now)
        } catch {
            guard work.isCurrent(token) else { return }
            logger.warning(
                "users page failed",
                metadata: [
                    "page": String(index),
                    "error": ErrorPresentation(error, now: clock.now, token: tokenSource).message,
                ])
            await updateRateLimit(token)
            guard work.isCurrent(token) else { return }
            let presentation = ErrorPresentation(error, now: clock.now, token: tokenSource)
            if index < pages.count {
                state.notice = .refreshFailed(presentation)
            } else if pages.isEmpty {
                state.phase = .failed(presentation)
            } else {
                state.isLoadingMore = false
                state.loadMoreError = presentation
            }
        }
    }

    private func runRefresh(_ token: ScreenWork.Token) async {
        do throws(DomainError) {
            var cursor = start
            var index = 0
            while true {
                let fetched = try await listUsers(after: cursor, pageSize: pageSize, context: token.context)
                guard work.isCurrent(token) else { return }
                state.provenance = fetched.provenance
                if fetched.freshness.isStale {
                    // Only stored data came back: keep what is shown and say why it is old.
                    state.notice = .stale(fetched, reason: fetched.staleReason, now: clock.now)
                    await updateRateLimit(token)
                    return
                }
                let page = fetched.value
                let ends = page.users.isEmpty || page.next == nil
                store(page, at: index, after: cursor, droppingLater: ends)
                if ends { state.loadMoreError = nil }
                // The next page loaded starts at or before where this one ends: no user between them is missing.
                guard !ends, index + 1 < pages.count, let next = page.next,
                    let following = pages[index + 1].cursor, following > next
                else { break }
                cursor = next
                index += 1
            }
            state.notice = .updated
        } catch {
            guard work.isCurrent(token) else { return }
            state.notice = .refreshFailed(ErrorPresentation(error, now: clock.now, token: tokenSource))
        }
        await updateRateLimit(token)
    }

    /// `notice`, a stale one keeping the fetch time of the stale notice shown when that is older: the rows shown are
    /// as old as their oldest page, the rule home tells the age of the cache by.
    private func oldestShown(_ notice: FreshnessNotice?) -> FreshnessNotice? {
        guard case .stale(let reason, let fetchedAt)? = notice, case .stale(_, let shown)? = state.notice,
            shown < fetchedAt
        else { return notice }
        return .stale(reason: reason, fetchedAt: shown)
    }

    /// Puts `page` at `index` (replacing what was there, and with `droppingLater` the pages after it) and derives
    /// the items, the phase and the end.
    private func store(_ page: UserPage, at index: Int, after cursor: UserCursor?, droppingLater: Bool = false) {
        if index < pages.count {
            pages[index] = (cursor, page)
            if droppingLater { pages.removeSubrange((index + 1)...) }
        } else {
            pages.append((cursor, page))
        }
        var seen = Set<Int>()
        state.items = pages.flatMap(\.page.users).filter { seen.insert($0.id).inserted }
        state.visibleItems = Self.filtered(state.items, by: state.filter)
        state.phase = state.items.isEmpty ? .empty : .content
        if let last = pages.last {
            // The end: an empty page, no next cursor, or one that does not move past the page's own cursor.
            let advances = last.page.next.map { next in last.cursor.map { next > $0 } ?? true } ?? false
            state.reachedEnd = last.page.users.isEmpty || !advances
        }
    }

    private func updateRateLimit(_ token: ScreenWork.Token) async {
        guard let status else { return }
        let budget = await status.rateLimitBudget()
        guard work.isCurrent(token) else { return }
        state.rateLimit = budget
    }

    private static func filtered(_ users: [GitHubUser], by text: String) -> [GitHubUser] {
        let needle = text.trimmingCharacters(in: .whitespaces)
        guard !needle.isEmpty else { return users }
        return users.filter { $0.login.localizedCaseInsensitiveContains(needle) }
    }
}

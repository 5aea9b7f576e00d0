import AtomicCore
import AtomicLogger
import Domain
import Foundation
import Observation

/// The posts feed: every post with its author and comment count, with a filter over titles and authors.
///
/// The feed comes whole from `ListPostsUseCase.updates()`: a stored feed is shown at once; when it was out of
/// date the notice says "refreshing…" and the refreshed feed replaces it in place. The feed has no further pages,
/// so ``ListState/reachedEnd`` is set by the first load and ``loadMoreIfNeeded(currentItem:)`` never loads.
@Observable @MainActor
public final class PostsListViewModel: ScreenModel {
    /// What the screen shows: one value, changed only on the main actor. ``ListState/items`` is the whole feed,
    /// ``ListState/visibleItems`` what the filter lets through.
    public private(set) var state = ListState<PostSummary>()

    /// Called with the post the person selected; the coordinator sets it.
    @ObservationIgnored public var onSelect: ((PostSummary) -> Void)?

    @ObservationIgnored private let listPosts: ListPostsUseCase
    @ObservationIgnored private let clock: any AppClock
    @ObservationIgnored private let logger: Logger
    @ObservationIgnored private let work = ScreenWork()

    /// Creates the view model; nothing is loaded before ``task()`` or ``appear()``.
    ///
    /// - Parameters:
    ///   - listPosts: Loads the feed.
    ///   - clock: The current time, for times in error messages.
    ///   - logger: Where load failures are logged.
    public init(listPosts: ListPostsUseCase, clock: any AppClock = SystemClock(), logger: Logger = .disabled) {
        self.listPosts = listPosts
        self.clock = clock
        self.logger = logger
    }

    /// Loads the feed when nothing is shown yet and waits for it (and for its refresh, when the stored feed was
    /// out of date). Cancelling the calling task cancels the load.
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

    /// The feed arrives whole, so there is never a next page to load: always `nil`.
    @discardableResult
    public func loadMoreIfNeeded(currentItem: PostSummary) -> Task<Void, Never>? {
        nil
    }

    /// Asks for the feed again, replacing it on success; on failure the list stays with a
    /// ``FreshnessNotice/refreshFailed(_:)`` notice. Before anything is shown this is ``retry()``.
    @discardableResult
    public func refresh() -> Task<Void, Never>? {
        guard state.phase.hasLoaded else { return retry() }
        return startRefresh(trigger: .refresh)
    }

    /// After a failure, really asks again (passing `LoadTrigger.retry` to the use case): the feed when nothing is shown, else the
    /// refresh that failed; returns the started task, or `nil` when nothing failed.
    @discardableResult
    public func retry() -> Task<Void, Never>? {
        if case .failed = state.phase {
            work.cancelAll()
            state.phase = .loading
            return startFirstLoad(trigger: .retry)
        }
        guard case .refreshFailed? = state.notice else { return nil }
        return startRefresh(trigger: .retry)
    }

    /// Tells the coordinator that the person chose `post`.
    public func select(_ post: PostSummary) {
        onSelect?(post)
    }

    /// Shows only the posts whose title or author name contains `text`, ignoring case; an empty text shows all.
    /// No request is made.
    public func filter(_ text: String) {
        state.filter = text
        state.visibleItems = Self.filtered(state.items, by: text)
    }

    /// Cancels the screen's work; results that arrive later are dropped.
    public func disappear() {
        work.cancelAll()
    }

    private func startRefresh(trigger: LoadTrigger) -> Task<Void, Never>? {
        guard !work.isRunning(.refresh) else { return nil }
        work.cancelAll()
        state.notice = .refreshing
        return work.start(.refresh, trigger: trigger) { [weak self] token in
            await self?.runRefresh(token)
        }
    }

    private func startFirstLoad(trigger: LoadTrigger) -> Task<Void, Never> {
        work.start(.first, trigger: trigger) { [weak self] token in
            await self?.runUpdates(token)
        }
    }

    private func runUpdates(_ token: ScreenWork.Token) async {
        var followsStale = false
        var last: Fetched<[PostSummary]>?
        do throws(DomainError) {
            for try await fetched in listPosts.updates(context: token.context) {
                guard work.isCurrent(token) else { return }
                show(fetched.value)
                state.provenance = fetched.provenance
                state.notice = FreshnessNotice.after(fetched, followsStale: followsStale, now: clock.now)
                followsStale = fetched.freshness.isStale
                last = fetched
            }
            guard work.isCurrent(token) else { return }
            state.notice = FreshnessNotice.settled(state.notice, last: last, now: clock.now)
        } catch {
            guard work.isCurrent(token) else { return }
            logger.warning("posts failed", metadata: ["error": ErrorPresentation(error, now: clock.now).message])
            let presentation = ErrorPresentation(error, now: clock.now)
            if state.phase.hasLoaded {
                state.notice = .refreshFailed(presentation)
            } else {
                state.phase = .failed(presentation)
            }
        }
    }

    private func runRefresh(_ token: ScreenWork.Token) async {
        do throws(DomainError) {
            let fetched = try await listPosts(context: token.context)
            guard work.isCurrent(token) else { return }
            state.provenance = fetched.provenance
            if fetched.freshness.isStale {
                state.notice = .stale(fetched, reason: fetched.staleReason, now: clock.now)
            } else {
                show(fetched.value)
                state.notice = .updated
            }
        } catch {
            guard work.isCurrent(token) else { return }
            state.notice = .refreshFailed(ErrorPresentation(error, now: clock.now))
        }
    }

    private func show(_ posts: [PostSummary]) {
        var seen = Set<Int>()
        state.items = posts.filter { seen.insert($0.id).inserted }
        state.visibleItems = Self.filtered(state.items, by: state.filter)
        state.phase = state.items.isEmpty ? .empty : .content
        state.reachedEnd = true
    }

    private static func filtered(_ posts: [PostSummary], by text: String) -> [PostSummary] {
        let needle = text.trimmingCharacters(in: .whitespaces)
        guard !needle.isEmpty else { return posts }
        return posts.filter {
            $0.post.title.localizedCaseInsensitiveContains(needle)
                || ($0.authorName?.localizedCaseInsensitiveContains(needle) ?? false)
        }
    }
}

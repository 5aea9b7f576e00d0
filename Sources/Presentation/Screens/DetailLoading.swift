import AtomicCore
import AtomicLogger
import Domain

/// The loading rules every detail screen shares, written once: the first load through a stale-while-revalidate
/// `Updates`, a refresh that keeps the shown value on failure, a retry passing `LoadTrigger.retry`, and
/// ``ScreenWork`` to drop late results.
@MainActor
protocol DetailLoading: AnyObject {
    /// The shown value's type.
    associatedtype Value: Sendable & Equatable

    /// What the screen shows.
    var state: DetailState<Value> { get set }
    /// The screen's running work.
    var work: ScreenWork { get }
    /// The current time, for reset times in messages.
    var clock: any AppClock { get }
    /// GitHub's budget after each load, or `nil` for screens of other services.
    var status: GetFeatureStatusUseCase? { get }
    /// Where failures are logged.
    var logger: Logger { get }
    /// Where the GitHub token comes from, so that messages about authentication and the rate limit name it.
    var tokenSource: TokenSource { get }

    /// The value, stale-while-revalidate, loaded under `context`.
    func updates(context: LoadContext) -> Updates<Value>
    /// The value, asked for once (for a refresh), under `context`.
    func loadOnce(context: LoadContext) async throws(DomainError) -> Fetched<Value>
}

extension DetailLoading {
    /// Screens of services that take no GitHub token word their errors for github.com's variables, none set.
    var tokenSource: TokenSource { .gitHubUnset }

    /// Starts the first load when nothing is shown and no load runs.
    func startAppear() -> Task<Void, Never>? {
        guard !state.phase.hasLoaded, work.isIdle else { return nil }
        state.phase = .loading
        return startFirstLoad(trigger: .automatic)
    }

    /// Waits for the first load; cancelling the caller cancels it.
    func runTask() async {
        guard let load = startAppear() else { return }
        await withTaskCancellationHandler {
            await load.value
        } onCancel: {
            load.cancel()
        }
    }

    /// Loads again after a failure with nothing shown, passing `LoadTrigger.retry`; else refreshes with it.
    func startRetry() -> Task<Void, Never>? {
        if case .failed = state.phase {
            work.cancelAll()
            state.phase = .loading
            return startFirstLoad(trigger: .retry)
        }
        guard case .refreshFailed? = state.notice else { return nil }
        return startRefresh(trigger: .retry)
    }

    /// Asks for the value again; replaces it on success, keeps it with a notice on failure.
    func startRefresh(trigger: LoadTrigger = .refresh) -> Task<Void, Never>? {
        guard state.phase.hasLoaded else { return startRetry() }
        guard !work.isRunning(.refresh) else { return nil }
        work.cancelAll()
        state.notice = .refreshing
        return work.start(.refresh, trigger: trigger) { [weak self] token in
            await self?.runRefresh(token)
        }
    }

    /// Cancels the screen's work.
    func stop() {
        work.cancelAll()
    }

    private func startFirstLoad(trigger: LoadTrigger) -> Task<Void, Never> {
        work.start(.first, trigger: trigger) { [weak self] token in
            await self?.runUpdates(token)
        }
    }

    private func runUpdates(_ token: ScreenWork.Token) async {
        var followsStale = false
        var last: Fetched<Value>?
        do throws(DomainError) {
            for try await fetched in updates(context: token.context) {
                guard work.isCurrent(token) else { return }
                state.value = fetched.value
                state.provenance = fetched.provenance
                state.phase = .content
                state.notice = FreshnessNotice.after(fetched, followsStale: followsStale, now: clock.now)
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
                "load failed", metadata: ["error": ErrorPresentation(error, now: clock.now, token: tokenSource).message]
            )
            await updateRateLimit(token)
            guard work.isCurrent(token) else { return }
            let presentation = ErrorPresentation(error, now: clock.now, token: tokenSource)
            if state.value == nil {
                state.phase = .failed(presentation)
            } else {
                state.notice = .refreshFailed(presentation)
            }
        }
    }

    private func runRefresh(_ token: ScreenWork.Token) async {
        do throws(DomainError) {
            let fetched = try await loadOnce(context: token.context)
            guard work.isCurrent(token) else { return }
            state.provenance = fetched.provenance
            if fetched.freshness.isStale {
                state.notice = .stale(fetched, reason: fetched.staleReason, now: clock.now)
            } else {
                state.value = fetched.value
                state.notice = .updated
            }
        } catch {
            guard work.isCurrent(token) else { return }
            state.notice = .refreshFailed(ErrorPresentation(error, now: clock.now, token: tokenSource))
        }
        await updateRateLimit(token)
    }

    private func updateRateLimit(_ token: ScreenWork.Token) async {
        guard let status else { return }
        let budget = await status.rateLimitBudget()
        guard work.isCurrent(token) else { return }
        state.rateLimit = budget
    }
}

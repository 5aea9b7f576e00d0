import AtomicCore
import Domain
import Foundation
import Observation

/// The home screen: the features' entries, each with a status line (cached or not, how old, and for GitHub the
/// rate-limit budget).
///
/// The statuses come from `GetFeatureStatusUseCase`, which reads the cache and the last rate-limit headers; no
/// request goes to the network. A feature whose cache cannot be read says "cache unavailable" instead of failing
/// the screen. With the built-in demo data (`GetFeatureStatusUseCase.isDemo`) every row says so instead, as
/// there is neither a cache nor a request budget to speak of.
@Observable @MainActor
public final class HomeViewModel: ScreenModel {
    /// What the screen shows: one value, changed only on the main actor. A shell renders it alone and observes it
    /// (SwiftUI, or `withObservationTracking`) to know when to draw again.
    public private(set) var state = HomeState()

    /// Called with the feature the person selected; the coordinator sets it.
    @ObservationIgnored public var onSelect: ((Feature) -> Void)?

    /// The rows, in order, as the features declared them.
    @ObservationIgnored public let entries: [HomeEntry]
    @ObservationIgnored private let status: GetFeatureStatusUseCase
    @ObservationIgnored private let clock: any AppClock
    @ObservationIgnored private let work = ScreenWork()

    /// Creates the view model; nothing is read before ``task()``, ``appear()`` or ``refresh()``.
    ///
    /// - Parameters:
    ///   - status: Reads each feature's cache status and GitHub's budget.
    ///   - entries: The rows, in order (``AppBuilder/homeEntries``).
    ///   - clock: The current time, for ages and reset times.
    public init(status: GetFeatureStatusUseCase, entries: [HomeEntry], clock: any AppClock = SystemClock()) {
        self.status = status
        self.entries = entries
        self.clock = clock
    }

    /// Reads the statuses when not read yet and waits for them. Cancelling the calling task cancels the read.
    public func task() async { await ScreenWork.wait(for: appear()) }

    /// Starts reading the statuses when not read yet and no read runs; returns the started task, or `nil`.
    @discardableResult
    public func appear() -> Task<Void, Never>? {
        state.phase.hasLoaded || !work.isIdle ? nil : refresh()
    }

    /// Reads the statuses again (ages move on, the budget changes after every GitHub request); returns the started
    /// task, or `nil` when a read runs already.
    @discardableResult
    public func refresh() -> Task<Void, Never>? {
        guard !work.isRunning(.first) else { return nil }
        return work.start(.first, trigger: .automatic) { [weak self] token in
            await self?.read(token)
        }
    }

    /// Tells the coordinator that the person chose `feature`.
    public func select(_ feature: Feature) {
        onSelect?(feature)
    }

    /// Cancels the screen's work; results that arrive later are dropped.
    public func disappear() {
        work.cancelAll()
    }

    /// Reads the budget and every feature's cache status. The overview is a status query, not a load: no answer of
    /// its own carries a budget, so the budget is asked of the status use case, the one screen that does; a list or
    /// a detail shows the budget its answers carry.
    private func read(_ token: ScreenWork.Token) async {
        let budget = await status.rateLimitBudget()
        var features: [FeatureSummary] = []
        for entry in entries {
            let cache: FeatureCacheStatus?
            do throws(DomainError) {
                cache = try await status.cacheStatus(of: entry.feature)
            } catch {
                cache = nil
            }
            features.append(summary(of: entry, cache: cache, budget: entry.showsGitHubBudget ? budget : nil))
        }
        guard work.isCurrent(token) else { return }
        state = HomeState(phase: .content, features: features, rateLimit: budget)
    }

    /// The status line of every row with the demo data.
    static let demoStatusLine = "demo data · built in, no cache, no network"

    private func summary(of entry: HomeEntry, cache: FeatureCacheStatus?, budget: RateLimitBudget?) -> FeatureSummary {
        let now = clock.now
        var line: String
        if status.isDemo {
            line = Self.demoStatusLine
        } else if let cache {
            // The oldest data kept, as a list tells the age of the rows it shows: one data, one age.
            line =
                (cache.oldestFetchedAt ?? cache.lastFetchedAt).map {
                    "cached · \(AgeText.describe(since: $0, now: now)) old"
                } ?? "not cached"
        } else {
            line = "cache unavailable"
        }
        if let budget {
            line += " · \(RateLimitText.describe(budget, now: now))"
        }
        return FeatureSummary(feature: entry.feature, title: entry.title, cache: cache, statusLine: line)
    }
}

import AtomicCore
import Domain
import Foundation
import Presentation
import Testing

/// A notice words its facts when shown: the age from the fetch time (as home tells it), a rate limit's reset time
/// from the failure, else from the screen's budget.
@MainActor
@Suite struct OneAgeOneRateLimitTests {
    /// 2026-01-01 00:00:00 UTC.
    private let now = Samples.start

    @Test func aRateLimitedNoticeNamesTheResetAndTheAgeAtTheMomentShown() {
        let reset = now.addingTimeInterval(14 * 3_600 + 5 * 60)
        let notice = FreshnessNotice.stale(reason: .rateLimited(until: reset), fetchedAt: now.addingTimeInterval(-26))
        #expect(notice.text(now: now) == "rate limited until 14:05 UTC · data from 26 s ago")
        #expect(notice.text(now: now.addingTimeInterval(60)) == "rate limited until 14:05 UTC · data from 1 min ago")
        #expect(
            notice.text(now: reset.addingTimeInterval(1)).hasPrefix("rate limited · "),
            "a reset already past says nothing about when to come back")
    }

    @Test func aRateLimitWithoutAResetTakesTheExhaustedBudgetsReset() {
        let notice = FreshnessNotice.stale(reason: .rateLimited(until: nil), fetchedAt: now)
        let exhausted = RateLimitBudget(remaining: 0, limit: 60, resetAt: now.addingTimeInterval(3_600))
        #expect(notice.text(now: now, rateLimit: exhausted) == "rate limited until 01:00 UTC · data from 0 s ago")
        let left = RateLimitBudget(remaining: 3, limit: 60, resetAt: now.addingTimeInterval(3_600))
        #expect(notice.text(now: now, rateLimit: left) == "rate limited · data from 0 s ago")
        #expect(notice.text(now: now) == "rate limited · data from 0 s ago")
    }

    @Test func anAgeIsWordedFromTheFetchTime() {
        #expect(AgeText.describe(since: now.addingTimeInterval(-25), now: now) == "25 s")
        #expect(AgeText.describe(since: now.addingTimeInterval(-60), now: now) == "1 min")
        #expect(AgeText.describe(since: now.addingTimeInterval(60), now: now) == "0 s", "a clock moved back")
    }

    @Test func homeTellsTheAgeOfTheOldestDataKeptAsTheListDoes() async {
        let status = FeatureCacheStatus(
            feature: .gitHubUsers, lastFetchedAt: now.addingTimeInterval(-25),
            oldestFetchedAt: now.addingTimeInterval(-60))
        let providers = FakeStatusProviders(statuses: [.gitHubUsers: .success(status)])
        let home = HomeViewModel(
            status: providers.useCase,
            entries: [HomeEntry(feature: .gitHubUsers, title: "GitHub Users", route: .users(since: nil))],
            clock: TestClock(start: now))
        await home.task()

        #expect(home.state.features.first?.statusLine == "cached · 1 min old")
        let list = FreshnessNotice.stale(reason: .offline, fetchedAt: status.oldestFetchedAt ?? now)
        #expect(list.text(now: now) == "offline · data from 1 min ago")
    }
}

import AtomicCore
import Domain
import Foundation
import Presentation
import TerminalUI
import Testing

@testable import AtomicShell

/// One data, one age: home and the users list, over a cache that fetched the pages at 12:00:00 and 12:00:35 and
/// a GitHub that now refuses with its budget used up, tell the same age for the same cached pages, and tell it as
/// it is when shown: the time arrives as an action, never read from a clock by the frame.
@MainActor
@Suite("One age", .timeLimit(.minutes(3)))
struct AppShellAgeTests {
    private static let size = TerminalSize(columns: 100, rows: 24)
    /// 2026-01-01 12:00:00 UTC, when the first page was fetched.
    nonisolated private static let first = Date(timeIntervalSince1970: 1_767_268_800)
    /// GitHub's budget, used up until 12:30.
    nonisolated private static let exhausted = RateLimitBudget(
        remaining: 0, limit: 60, resetAt: first.addingTimeInterval(30 * 60))

    /// Two pages of users from the cache, the oldest fetched at ``first``, stale because GitHub refused.
    struct CachedUsers: GitHubUsersRepository, FeatureCacheStatusProvider {
        func users(after cursor: UserCursor?, pageSize: Int, context: LoadContext) async throws(DomainError) -> Fetched<
            UserPage
        > {
            let users = (1...60).map { GitHubUser(id: $0, login: "user\($0)") }
            return Fetched(
                value: UserPage(users: users, next: UserCursor(since: 60)), freshness: .stale(age: 60),
                fetchedAt: AppShellAgeTests.first, staleReason: .rateLimited(until: AppShellAgeTests.exhausted.resetAt),
                provenance: Provenance(
                    repository: "CachedGitHubUsersRepository",
                    endpoints: [URL(string: "http://127.0.0.1:9/users?per_page=30")!],
                    decision: .stale(reason: .rateLimited(until: AppShellAgeTests.exhausted.resetAt)), age: 60,
                    fetchedAt: AppShellAgeTests.first))
        }

        func user(login: GitHubLogin, context: LoadContext) async throws(DomainError) -> Fetched<GitHubUserDetail> {
            throw .notFound(.gitHubUser(login: login.rawValue))
        }

        func cacheStatus(of feature: Feature) async throws(DomainError) -> FeatureCacheStatus {
            guard feature == .gitHubUsers else {
                return FeatureCacheStatus(feature: feature, lastFetchedAt: nil, oldestFetchedAt: nil)
            }
            return FeatureCacheStatus(
                feature: feature, lastFetchedAt: AppShellAgeTests.first.addingTimeInterval(35),
                oldestFetchedAt: AppShellAgeTests.first)
        }
    }

    private static func statusLine(_ screen: String) -> String? {
        screen.split(separator: "\n").first { $0.contains("cached ·") }.map(String.init)
    }

    @Test("home and the list say the same age for the same pages, and the age moves on with the clock")
    func homeAndListAgree() async throws {
        let clock = TestClock(start: Self.first.addingTimeInterval(60))
        let users = CachedUsers()
        let shell = AppShell(
            builder: ShellFixture.builder(users: users, budget: Self.exhausted, cache: users, clock: clock),
            panes: ShellFixture.panes, route: .home, now: clock.now)
        shell.send(.placeLoaded(AppState()))
        await ShellFixture.settle(shell)
        let home = shell.frame(size: Self.size, tick: 0).plainText
        #expect(Self.statusLine(home)?.contains("cached · 1 min old") == true, "\(home)")

        _ = shell.handle(.enter)
        await ShellFixture.settle(shell)
        let list = shell.frame(size: Self.size, tick: 0).plainText
        #expect(list.contains("rate limited until 12:30 UTC · data from 1 min ago"), "\(list)")
        #expect(list.contains("GitHub 0/60"))

        clock.advance(by: 60)
        shell.send(.clock(now: clock.now, tick: 0))
        #expect(shell.frame(size: Self.size, tick: 0).plainText.contains("data from 2 min ago"))
        #expect(shell.state.inspectorContent.lines.first { $0.label == "Age" }?.value == "2 min")
        _ = shell.handle(.escape)
        await ShellFixture.settle(shell)
        let later = shell.frame(size: Self.size, tick: 0).plainText
        #expect(Self.statusLine(later)?.contains("cached · 2 min old") == true, "\(later)")
    }
}

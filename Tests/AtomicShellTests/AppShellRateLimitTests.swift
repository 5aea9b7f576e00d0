import AtomicCore
import Domain
import Foundation
import Presentation
import TerminalUI
import Testing

@testable import AtomicShell

/// GitHub's budget has one source on a screen: the status bar's badge, the inspector's "Rate limit" line and a
/// rate-limit banner's reset time all read the screen's budget, and the banner names the reset as the command line
/// does.
@MainActor
@Suite("Rate limit, one source", .timeLimit(.minutes(3)))
struct AppShellRateLimitTests {
    /// 2026-01-01 12:00:00 UTC.
    nonisolated private static let now = Date(timeIntervalSince1970: 1_767_268_800)
    private static let size = TerminalSize(columns: 100, rows: 24)

    /// One page of users served from the database, stale because of `reason`, fetched 26 s before ``now``.
    struct StaleUsers: GitHubUsersRepository {
        let reason: DomainError

        func users(after cursor: UserCursor?, pageSize: Int, context: LoadContext) async throws(DomainError) -> Fetched<
            UserPage
        > {
            let users = (1...3).map { GitHubUser(id: $0, login: "user\($0)") }
            return Fetched(
                value: UserPage(users: users, next: nil), freshness: .stale(age: 26),
                fetchedAt: AppShellRateLimitTests.now.addingTimeInterval(-26), staleReason: reason,
                provenance: Provenance(
                    repository: "CachedGitHubUsersRepository",
                    endpoints: [URL(string: "http://127.0.0.1:9/users?per_page=30")!], decision: .stale(reason: reason),
                    age: 26))
        }

        func user(login: GitHubLogin, context: LoadContext) async throws(DomainError) -> Fetched<GitHubUserDetail> {
            throw .notFound(.gitHubUser(login: login.rawValue))
        }
    }

    private static func shell(reason: DomainError, budget: RateLimitBudget) async -> AppShell {
        let shell = ShellFixture.shell(
            at: .users(since: nil), users: StaleUsers(reason: reason), budget: budget, now: now)
        await ShellFixture.settle(shell)
        return shell
    }

    @Test("an answer from the database reported no budget: the inspector tells the status bar's")
    func inspectorTellsTheStatusBarsBudget() async {
        let exhausted = RateLimitBudget(remaining: 0, limit: 60, resetAt: Self.now.addingTimeInterval(30 * 60))
        let shell = await Self.shell(reason: .rateLimited(until: exhausted.resetAt), budget: exhausted)

        let screen = shell.frame(size: Self.size, tick: 0).plainText
        #expect(screen.contains("GitHub 0/60"))
        let line = shell.state.inspectorContent.lines.first { $0.label == "Rate limit" }
        #expect(line?.value == "0 of 60 GitHub requests left · resets 12:30 UTC")
        _ = shell.handle(.character("i"))
        #expect(shell.frame(size: Self.size, tick: 0).plainText.contains("0 of 60 GitHub requests left"))
    }

    @Test("the banner names the reset time the failure gave, as the command line does")
    func bannerNamesTheReset() async {
        let reset = Self.now.addingTimeInterval(30 * 60)
        let shell = await Self.shell(
            reason: .rateLimited(until: reset), budget: RateLimitBudget(remaining: 0, limit: 60, resetAt: reset))

        let screen = shell.frame(size: Self.size, tick: 0).plainText
        #expect(screen.contains("rate limited until 12:30 UTC · data from 26 s ago"))
        #expect(
            ErrorPresentation(.rateLimited(until: reset), now: Self.now).message
                == "rate limited; try again after 12:30 UTC")
    }

    @Test("a failure without a reset time takes the reset of the exhausted budget the status bar shows")
    func bannerTakesTheBudgetsReset() async {
        let budget = RateLimitBudget(remaining: 0, limit: 60, resetAt: Self.now.addingTimeInterval(45 * 60))
        let shell = await Self.shell(reason: .rateLimited(until: nil), budget: budget)

        let screen = shell.frame(size: Self.size, tick: 0).plainText
        #expect(screen.contains("rate limited until 12:45 UTC · data from 26 s ago"))
        #expect(screen.contains("GitHub 0/60"))
    }
}

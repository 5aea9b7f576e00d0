import Domain
import Foundation
import Presentation
import TerminalUI
import Testing

@testable import AtomicShell

/// The inspector overlay: `i` opens and closes it, it names the screen's real types, and it renders as the
/// snapshot files show.
@MainActor
@Suite("Inspector", .timeLimit(.minutes(3)))
struct AppShellInspectorTests {
    /// Users whose pages carry the provenance a cache refetch would give.
    struct ProvenancedUsers: GitHubUsersRepository {
        let base = PagedUsersRepository(count: 60)
        static let provenance = Provenance(
            repository: "CachedGitHubUsersRepository",
            endpoints: [URL(string: "https://api.github.com/users?since=0&per_page=30")!], decision: .refetched,
            age: 0, requestCount: 1, requestDuration: .milliseconds(120),
            rateLimit: RateLimitBudget(remaining: 58, limit: 60, resetAt: nil))

        func users(after cursor: UserCursor?, pageSize: Int, context: LoadContext) async throws(DomainError) -> Fetched<
            UserPage
        > {
            try await base.users(after: cursor, pageSize: pageSize, context: context).with(provenance: Self.provenance)
        }

        func user(login: GitHubLogin, context: LoadContext) async throws(DomainError) -> Fetched<GitHubUserDetail> {
            try await base.user(login: login, context: context)
        }
    }

    @Test("i opens the inspector and i closes it")
    func iToggles() async {
        let shell = ShellFixture.shell(at: .home)
        await ShellFixture.settle(shell)
        #expect(shell.handle(.character("i")) == nil)
        #expect(shell.state.showsInspector)
        _ = shell.handle(.character("i"))
        #expect(!shell.state.showsInspector)
    }

    @Test("Esc closes the inspector and stays on the screen; keys below it do nothing")
    func escapeCloses() async {
        let shell = ShellFixture.shell(at: .users(since: nil))
        await ShellFixture.settle(shell)
        _ = shell.handle(.character("i"))
        _ = shell.handle(.enter)
        #expect(shell.state.top == .users(since: nil))
        _ = shell.handle(.escape)
        #expect(!shell.state.showsInspector)
        #expect(shell.state.top == .users(since: nil))
    }

    @Test("the inspector names the view model and use case of each screen")
    func names() async {
        let cases: [(Route, String, String)] = [
            (.home, "HomeViewModel", "GetFeatureStatusUseCase"),
            (.users(since: nil), "UsersListViewModel", "ListGitHubUsersUseCase"),
            (.user(login: "octocat"), "UserDetailViewModel", "GetGitHubUserUseCase"),
            (.posts, "PostsListViewModel", "ListPostsUseCase"),
            (.post(id: 1), "PostDetailViewModel", "GetPostDetailUseCase"),
        ]
        for (route, viewModel, useCase) in cases {
            let shell = ShellFixture.shell(at: route)
            let lines = shell.state.inspectorContent.lines
            #expect(lines.contains(InspectorLine(label: "View model", value: viewModel)))
            #expect(lines.contains(InspectorLine(label: "Use case", value: useCase)))
        }
    }

    @Test("the inspector over the users list shows the provenance of its page")
    func snapshot() async {
        let shell = ShellFixture.shell(at: .users(since: nil), users: ProvenancedUsers())
        await ShellFixture.settle(shell)
        _ = shell.handle(.character("i"))
        for size in ScreenSnapshot.sizes {
            ScreenSnapshot.files.expect(shell.frame(size: size, tick: 0), named: "inspector-users")
        }
    }

    @Test("with the demo data, home, the status bar and the inspector speak of demo data, not a cache or a budget")
    func demo() async {
        let home = ShellFixture.shell(at: .home, demo: true)
        await ShellFixture.settle(home)
        let homeScreen = home.frame(size: TerminalSize(columns: 100, rows: 12), tick: 0).plainText
        #expect(homeScreen.contains("demo data · built in, no cache, no network"))
        #expect(!homeScreen.contains("cached") && !homeScreen.contains("requests left"))

        let shell = ShellFixture.shell(at: .users(since: nil), users: ProvenancedUsers(), demo: true)
        await ShellFixture.settle(shell)
        #expect(!shell.frame(size: TerminalSize(columns: 100, rows: 12), tick: 0).plainText.contains("58/60"))
        let lines = shell.state.inspectorContent.lines
        #expect(
            lines.contains(InspectorLine(label: "Cache", value: "none: demo data, kept in memory for this run only")))
        #expect(lines.contains(InspectorLine(label: "Rate limit", value: "none: demo data makes no GitHub requests")))
    }

    @Test("at 40 × 12 the inspector scrolls to its last row and no further")
    func scrolls() async {
        let size = TerminalSize(columns: 40, rows: 12)
        let shell = ShellFixture.shell(at: .users(since: nil), users: ProvenancedUsers(), size: size)
        await ShellFixture.settle(shell)
        _ = shell.handle(.character("i"))
        _ = shell.handle(.end)
        _ = shell.frame(size: size, tick: 0)
        let last = shell.state.inspectorOffset
        #expect(last > 0)
        _ = shell.handle(.down)
        _ = shell.frame(size: size, tick: 0)
        #expect(shell.state.inspectorOffset == last)
        ScreenSnapshot.files.expect(shell.frame(size: size, tick: 0), named: "inspector-users-end")
    }
}

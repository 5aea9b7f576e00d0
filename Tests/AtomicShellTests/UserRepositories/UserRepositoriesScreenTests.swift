import AtomicCore
import Domain
import Foundation
import Presentation
import TerminalUI
import Testing

@testable import AtomicShell

/// A repositories repository over fixed resources, answering at once.
struct FixedUserRepositoriesRepository: UserRepositoriesRepository {
    /// The resources, on one page.
    let items: [Repository]

    func userRepositories(login: GitHubLogin, cursor: Int?, context: LoadContext) async throws(DomainError) -> Fetched<
        UserRepositoriesPage
    > {
        Fetched(
            value: UserRepositoriesPage(items: cursor == nil ? items : [], next: nil), freshness: .fresh, fetchedAt: nil
        )
    }
}

/// The repositories screen in the shell: drawn at 80 × 24 and 40 × 12 and compared with snapshot files, opened over
/// its parents, and left with Esc.
@MainActor
@Suite("UserRepositories screen", .timeLimit(.minutes(3)))
struct UserRepositoriesScreenTests {
    /// The fixture's first resources, their text made printable ASCII.
    static let items: [Repository] = [
        Repository(
            id: 1_296_269, archived: false, description: "My first repository on GitHub!", fork: false,
            forksCount: 1100, fullName: "octocat/Hello-World", htmlURL: "http://127.0.0.1/octocat/Hello-World",
            language: "Swift", name: "Hello-World", stargazersCount: 2500, updatedAt: "2026-11-30T10:00:00Z"),
        Repository(
            id: 1_300_192, archived: true, description: nil, fork: true, forksCount: 40, fullName: "octocat/linguist",
            htmlURL: "http://127.0.0.1/octocat/linguist", language: nil, name: "linguist", stargazersCount: 120,
            updatedAt: "2026-10-01T08:30:00Z"),
        Repository(
            id: 1_300_500, archived: false, description: "Notes, with an emoji ?", fork: false, forksCount: 0,
            fullName: "octocat/octo-notes", htmlURL: "http://127.0.0.1/octocat/octo-notes", language: "Markdown",
            name: "octo-notes", stargazersCount: 7, updatedAt: "2026-09-15T12:00:00Z"),
    ]

    /// The route the tests open.
    static let route = Route.userRepositories(login: "octocat")

    /// The builder of the users' screens (a profile and its list are parents of some routes) and this feature's.
    static func builder() -> AppBuilder {
        let clock = TestClock()
        let users = PagedUsersRepository(count: 60)
        let status = GetFeatureStatusUseCase(
            cache: ShellFixture.CachedUsersOnly(), budget: ShellFixture.FixedBudget(budget: ShellFixture.budget))
        let features: [any FeatureScreenBuilder] = [
            UsersBuilder(
                listUsers: ListGitHubUsersUseCase(repository: users), getUser: GetGitHubUserUseCase(repository: users),
                clock: clock),
            UserRepositoriesBuilder(
                useCase: ListUserRepositoriesUseCase(repository: FixedUserRepositoriesRepository(items: Self.items)),
                clock: clock),
        ]
        return AppBuilder(features: features, status: status, clock: clock)
    }

    /// A shell at `route`, started, at the test clock's time.
    static func shell(at route: Route) -> AppShell {
        let shell = AppShell(
            builder: builder(), panes: [GitHubUsersPanes.self, UserRepositoriesPanes.self], route: route,
            now: TestClock().now)
        shell.send(.placeLoaded(AppState()))
        return shell
    }

    @Test("UserRepositories: the screen draws the fixture at 80 × 24 and 40 × 12")
    func userRepositoriesSnapshot() async {
        let shell = Self.shell(at: Self.route)
        await ShellFixture.settle(shell)
        for size in ScreenSnapshot.sizes {
            ScreenSnapshot.files.expect(shell.frame(size: size, tick: 0), named: "user-repositories-screen")
        }
    }

    @Test("UserRepositories: the deep link opens the screen over its parents, and Esc goes back")
    func userRepositoriesDeepLinkAndBack() async throws {
        #expect(try Self.builder().deepLinkParser().route(for: "atomic://users/octocat/repos") == Self.route)
        let shell = Self.shell(at: Self.route)
        await ShellFixture.settle(shell)
        #expect(shell.state.routes == [.home, .users(since: nil), .user(login: "octocat"), Self.route])
        await ShellFixture.press([.escape], on: shell)
        #expect(
            shell.state.routes == Array([.home, .users(since: nil), .user(login: "octocat"), Self.route].dropLast()))
    }

    @Test("UserRepositories: R on a profile opens the screen, and its hint is in the status bar")
    func userRepositoriesFromTheProfile() async {
        let shell = Self.shell(at: .user(login: "octocat"))
        await ShellFixture.settle(shell)
        #expect(shell.state.chrome.hints.contains(KeyHint("R", "repositories")))
        await ShellFixture.press([.character("R")], on: shell)
        #expect(shell.state.routes.last == Self.route)
    }
}

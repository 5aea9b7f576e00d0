import AtomicCore
import Domain
import Foundation
import Presentation
import TerminalUI
import Testing

@testable import AtomicShell

/// A search users repository over fixed resources, answering at once.
struct FixedSearchUsersRepository: SearchUsersRepository {
    /// The resources, on one page.
    let items: [FoundUser]

    func searchUsers(query: String, cursor: Int?, context: LoadContext) async throws(DomainError) -> Fetched<
        SearchUsersPage
    > {
        Fetched(
            value: SearchUsersPage(items: cursor == nil ? items : [], next: nil, totalCount: 3), freshness: .fresh,
            fetchedAt: nil)
    }
}

/// The search users screen in the shell: drawn at 80 × 24 and 40 × 12 and compared with snapshot files, opened over
/// its parents, and left with Esc.
@MainActor
@Suite("SearchUsers screen", .timeLimit(.minutes(3)))
struct SearchUsersScreenTests {
    /// The fixture's first resources, their text made printable ASCII.
    static let items: [FoundUser] = [
        FoundUser(
            id: 101, avatarURL: "http://127.0.0.1/u/101?v=4", htmlURL: "http://127.0.0.1/ada-lovelace",
            login: "ada-lovelace", siteAdmin: false, type: "User"),
        FoundUser(
            id: 102, avatarURL: "http://127.0.0.1/u/102?v=4", htmlURL: "http://127.0.0.1/grace-hopper",
            login: "grace-hopper", siteAdmin: false, type: "User"),
        FoundUser(
            id: 103, avatarURL: "http://127.0.0.1/u/103?v=4", htmlURL: "http://127.0.0.1/alan-turing",
            login: "alan-turing", siteAdmin: false, type: "User"),
    ]

    /// The route the tests open.
    static let route = Route.searchUsers(query: "sample")

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
            SearchUsersBuilder(
                useCase: ListSearchUsersUseCase(repository: FixedSearchUsersRepository(items: Self.items)), clock: clock
            ),
        ]
        return AppBuilder(features: features, status: status, clock: clock)
    }

    /// A shell at `route`, started, at the test clock's time.
    static func shell(at route: Route) -> AppShell {
        let shell = AppShell(
            builder: builder(), panes: [GitHubUsersPanes.self, SearchUsersPanes.self], route: route,
            now: TestClock().now)
        shell.send(.placeLoaded(AppState()))
        return shell
    }

    @Test("SearchUsers: the screen draws the fixture at 80 × 24 and 40 × 12")
    func searchUsersSnapshot() async {
        let shell = Self.shell(at: Self.route)
        await ShellFixture.settle(shell)
        for size in ScreenSnapshot.sizes {
            ScreenSnapshot.files.expect(shell.frame(size: size, tick: 0), named: "search-users-screen")
        }
    }

    @Test("SearchUsers: the deep link opens the screen over its parents, and Esc goes back")
    func searchUsersDeepLinkAndBack() async throws {
        #expect(try Self.builder().deepLinkParser().route(for: "atomic://search/users?q=sample") == Self.route)
        let shell = Self.shell(at: Self.route)
        await ShellFixture.settle(shell)
        #expect(shell.state.routes == [.home, .users(since: nil), Self.route])
        await ShellFixture.press([.escape], on: shell)
        #expect(shell.state.routes == [.home, .users(since: nil)])
    }

    @Test("SearchUsers: Enter on a row opens that user's profile")
    func searchUsersRowOpensTheProfile() async {
        let shell = Self.shell(at: Self.route)
        await ShellFixture.settle(shell)
        await ShellFixture.press([.enter], on: shell)
        #expect(shell.state.routes.last == .user(login: "ada-lovelace"))
    }

    @Test("SearchUsers: s on the users list types a query, Enter opens it; a full line drops keys, never runs them")
    func searchFromTheUsersList() async throws {
        let shell = Self.shell(at: .users(since: nil))
        await ShellFixture.settle(shell)
        #expect(shell.state.chrome.hints.first == KeyHint("s", "search users"))
        await ShellFixture.press([.character("s")], on: shell)
        #expect(shell.state.searchInput != nil)
        // Far more than the line takes, then q: the line is still open, and nothing quit or moved.
        for _ in 0..<300 { #expect(shell.handle(.character("x")) == nil) }
        #expect(shell.handle(.character("q")) == nil)
        #expect(shell.state.searchInput != nil && shell.state.routes.last == .users(since: nil))
        await ShellFixture.press(
            [.escape, .character("s")] + "an  type:user".map { .character($0) } + [.enter], on: shell)
        #expect(shell.state.routes.last == .searchUsers(query: "an type:user"))
    }
}

import AtomicCore
import Domain
import Foundation
import Presentation
import TerminalUI
import Testing

@testable import AtomicShell

/// A relations repository over fixed resources, answering at once.
struct FixedUserRelationsRepository: UserRelationsRepository {
    /// The resources, on one page.
    let items: [RelatedUser]

    func userRelations(login: GitHubLogin, relation: UserRelation, cursor: Int?, context: LoadContext)
        async throws(DomainError) -> Fetched<UserRelationsPage>
    {
        Fetched(
            value: UserRelationsPage(items: cursor == nil ? items : [], next: nil), freshness: .fresh, fetchedAt: nil)
    }
}

/// The relations screen in the shell: drawn at 80 × 24 and 40 × 12 and compared with snapshot files, opened over
/// its parents, and left with Esc.
@MainActor
@Suite("UserRelations screen", .timeLimit(.minutes(3)))
struct UserRelationsScreenTests {
    /// The fixture's first resources, their text made printable ASCII.
    static let items: [RelatedUser] = [
        RelatedUser(
            id: 101, avatarURL: "http://127.0.0.1/u/101?v=4", htmlURL: "http://127.0.0.1/ada-lovelace",
            login: "ada-lovelace", siteAdmin: false, type: "User"),
        RelatedUser(
            id: 102, avatarURL: "http://127.0.0.1/u/102?v=4", htmlURL: "http://127.0.0.1/grace-hopper",
            login: "grace-hopper", siteAdmin: false, type: "User"),
        RelatedUser(
            id: 103, avatarURL: "http://127.0.0.1/u/103?v=4", htmlURL: "http://127.0.0.1/alan-turing",
            login: "alan-turing", siteAdmin: false, type: "User"),
    ]

    /// The route the tests open.
    static let route = Route.userRelations(login: "octocat", relation: .followers)

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
            UserRelationsBuilder(
                useCase: ListUserRelationsUseCase(repository: FixedUserRelationsRepository(items: Self.items)),
                clock: clock),
        ]
        return AppBuilder(features: features, status: status, clock: clock)
    }

    /// A shell at `route`, started, at the test clock's time.
    static func shell(at route: Route) -> AppShell {
        let shell = AppShell(
            builder: builder(), panes: [GitHubUsersPanes.self, UserRelationsPanes.self], route: route,
            now: TestClock().now)
        shell.send(.placeLoaded(AppState()))
        return shell
    }

    @Test("UserRelations: the screen draws the fixture at 80 × 24 and 40 × 12")
    func userRelationsSnapshot() async {
        let shell = Self.shell(at: Self.route)
        await ShellFixture.settle(shell)
        for size in ScreenSnapshot.sizes {
            ScreenSnapshot.files.expect(shell.frame(size: size, tick: 0), named: "user-relations-screen")
        }
    }

    @Test("UserRelations: the deep link opens the screen over its parents, and Esc goes back")
    func userRelationsDeepLinkAndBack() async throws {
        #expect(try Self.builder().deepLinkParser().route(for: "atomic://users/octocat/followers") == Self.route)
        let shell = Self.shell(at: Self.route)
        await ShellFixture.settle(shell)
        #expect(shell.state.routes == [.home, .users(since: nil), .user(login: "octocat"), Self.route])
        await ShellFixture.press([.escape], on: shell)
        #expect(
            shell.state.routes == Array([.home, .users(since: nil), .user(login: "octocat"), Self.route].dropLast()))
    }

    @Test("UserRelations: Enter on a row opens that user's profile")
    func userRelationsRowOpensTheProfile() async {
        let shell = Self.shell(at: Self.route)
        await ShellFixture.settle(shell)
        await ShellFixture.press([.enter], on: shell)
        #expect(shell.state.routes.last == .user(login: "ada-lovelace"))
    }
}

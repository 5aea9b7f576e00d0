import Domain
import Foundation
import Presentation
import TerminalUI
import Testing

@testable import AtomicShell

/// The shell keeps the person's place: a remembered user is selected again however deep it was, and a refresh or
/// a filter leaves the selection on the same item.
@MainActor
@Suite("Keeping the place", .timeLimit(.minutes(3)))
struct AppShellPlaceTests {
    private static let size = TerminalSize(columns: 80, rows: 24)

    /// The id of the selected row of the list shown, after a frame.
    private static func selectedID(_ shell: AppShell) -> String? {
        _ = shell.frame(size: size, tick: 0)
        return shell.state.selectedItemID
    }

    private static func press(_ keys: [Key], on shell: AppShell) async {
        for key in keys {
            _ = shell.handle(key)
            _ = shell.frame(size: size, tick: 0)
            await ShellFixture.settle(shell)
        }
    }

    @Test("a user remembered on row 300 is selected again on the next start")
    func deepSelectionRestored() async {
        let remembered = AppState(route: Route.users(since: nil).rememberedText, selections: ["users": "user300"])
        let users = PagedUsersRepository(count: 2_400, namesStoredPages: true)
        let shell = ShellFixture.shell(
            at: .users(since: nil), users: users, store: RecordingAppStateStore(initial: remembered),
            remembered: remembered)
        await ShellFixture.settle(shell)

        #expect(Self.selectedID(shell) == "user300")
        #expect(shell.state.current?.list.selected == 30, "the page before the user's own is loaded too")
        #expect(shell.state.place.pendingSelections.isEmpty)
        #expect(users.sinceRequests == [0, 299, 269], "the first page, the user's page, the one before: no walk")
        let screen = shell.frame(size: Self.size, tick: 0).plainText
        #expect(screen.contains("row 300 of many · 329 users"))
        #expect(screen.contains("user300"))
    }

    @Test("the remembered user is reached when the person goes back to the list from a profile")
    func deepSelectionRestoredBelowAProfile() async {
        let remembered = AppState(selections: ["users": "user95"])
        let shell = ShellFixture.shell(
            at: .user(login: "octocat"), users: PagedUsersRepository(count: 400),
            store: RecordingAppStateStore(initial: remembered), remembered: remembered)
        await ShellFixture.settle(shell)
        await Self.press([.escape], on: shell)

        #expect(shell.state.top == .users(since: nil))
        #expect(Self.selectedID(shell) == "user95")
    }

    @Test("r on a 120-user list keeps the 120 rows and the selected user")
    func refreshKeepsRowsAndSelection() async {
        let users = PagedUsersRepository(count: 2_400)
        let shell = ShellFixture.shell(at: .users(since: nil), users: users)
        await ShellFixture.settle(shell)
        await Self.press(Array(repeating: .down, count: 99), on: shell)
        #expect(Self.selectedID(shell) == "user100")
        let loaded = shell.state.listPane?.itemCount ?? 0
        #expect(loaded == 120)

        await Self.press([.character("r")], on: shell)

        #expect(shell.state.listPane?.itemCount == loaded)
        #expect(Self.selectedID(shell) == "user100")
        #expect(shell.state.current?.list.selected == 99)
        #expect(shell.frame(size: Self.size, tick: 0).plainText.contains("updated"))
    }

    /// Users 1…`count` in pages, except that a refresh finds user 5 gone: the first page then runs to 31.
    struct LosesUserFive: GitHubUsersRepository {
        let base = PagedUsersRepository(count: 2_400)

        func users(after cursor: UserCursor?, pageSize: Int, context: LoadContext) async throws(DomainError) -> Fetched<
            UserPage
        > {
            guard cursor == nil, context.trigger == .refresh else {
                return try await base.users(after: cursor, pageSize: pageSize, context: context)
            }
            let users = (1...31).filter { $0 != 5 }.map { GitHubUser(id: $0, login: "user\($0)") }
            return Fetched(
                value: UserPage(users: users, next: UserCursor(since: 31)), freshness: .fresh, fetchedAt: nil)
        }

        func user(login: GitHubLogin, context: LoadContext) async throws(DomainError) -> Fetched<GitHubUserDetail> {
            try await base.user(login: login, context: context)
        }
    }

    @Test("a refresh that drops a user above the selection keeps the selection on its user, one row up")
    func refreshFollowsTheSelectedUser() async {
        let shell = ShellFixture.shell(at: .users(since: nil), users: LosesUserFive())
        await ShellFixture.settle(shell)
        await Self.press(Array(repeating: .down, count: 49), on: shell)
        #expect(Self.selectedID(shell) == "user50")

        await Self.press([.character("r")], on: shell)

        #expect(Self.selectedID(shell) == "user50")
        #expect(shell.state.current?.list.selected == 48)
        #expect(shell.state.listPane?.itemIDs.contains("user5") == false)
    }

    @Test("a filter the selected user matches keeps it; Esc that clears the filter goes back to it")
    func filterKeepsTheSelectedUser() async {
        let shell = ShellFixture.shell(at: .users(since: nil), users: PagedUsersRepository(count: 60))
        await ShellFixture.settle(shell)
        await Self.press(Array(repeating: .down, count: 22), on: shell)
        #expect(Self.selectedID(shell) == "user23")

        await Self.press([.character("/"), .character("2")], on: shell)
        #expect(Self.selectedID(shell) == "user23", "user23 still matches")
        await Self.press([.character("0")], on: shell)
        #expect(Self.selectedID(shell) == "user20", "user23 no longer matches: the first row")
        await Self.press([.escape], on: shell)
        #expect(shell.state.listPane?.filter == "")
        #expect(Self.selectedID(shell) == "user23")
        #expect(shell.state.current?.list.selected == 22)

        // A filter kept with Enter, then cleared with Esc on the list.
        await Self.press([.character("/"), .character("3"), .enter], on: shell)
        #expect(Self.selectedID(shell) == "user23")
        await Self.press([.escape], on: shell)
        #expect(shell.state.top == .users(since: nil), "the first Esc clears the filter")
        #expect(Self.selectedID(shell) == "user23")
    }

    @Test("moving in a filtered list selects that user once the filter is cleared")
    func movingInAFilteredList() async {
        let shell = ShellFixture.shell(at: .users(since: nil), users: PagedUsersRepository(count: 60))
        await ShellFixture.settle(shell)
        await Self.press([.down, .down, .character("/"), .character("4"), .enter, .down], on: shell)
        #expect(Self.selectedID(shell) == "user14")
        await Self.press([.escape], on: shell)
        #expect(Self.selectedID(shell) == "user14")
        #expect(shell.state.current?.list.selected == 13)
    }

    @Test("the posts list keeps the selected post through a filter and its clearing")
    func postsFilterKeepsThePost() async {
        let shell = ShellFixture.shell(at: .posts)
        await ShellFixture.settle(shell)
        await Self.press([.down, .down], on: shell)
        #expect(Self.selectedID(shell) == "3")

        await Self.press([.character("/"), .character("q"), .character("u"), .character("i")], on: shell)
        #expect(shell.state.listPane?.itemIDs == ["2", "3"])
        #expect(Self.selectedID(shell) == "3")
        await Self.press([.escape], on: shell)
        #expect(Self.selectedID(shell) == "3")
        #expect(shell.state.current?.list.selected == 2)
    }

    @Test("r on the posts list keeps the selected post")
    func postsRefreshKeepsThePost() async {
        let shell = ShellFixture.shell(at: .posts)
        await ShellFixture.settle(shell)
        await Self.press([.down, .down], on: shell)
        await Self.press([.character("r")], on: shell)
        #expect(shell.state.listPane?.itemCount == 3)
        #expect(Self.selectedID(shell) == "3")
    }

    @Test("a list's id at a row and the row of an id agree with its ids, filtered or not")
    func idLookupsAgreeWithTheIDs() async {
        let shell = ShellFixture.shell(at: .users(since: nil), users: PagedUsersRepository(count: 2_400))
        await ShellFixture.settle(shell)
        var unfiltered = 0
        for filter in [nil, "user1"] {
            if let filter { shell.state.listPane?.applyFilter(filter) }
            guard let list = shell.state.listPane else {
                Issue.record("no list shown")
                return
            }
            let ids = list.itemIDs
            if filter == nil {
                unfiltered = ids.count
                #expect(unfiltered > 20)
            } else {
                #expect(ids.count > 1 && ids.count < unfiltered)
            }
            for index in [-1, 0, 1, ids.count - 1, ids.count, Int.max] {
                #expect(list.itemID(at: index) == (ids.indices.contains(index) ? ids[index] : nil))
            }
            for id in ids + ["nobody", "user2"] {
                #expect(list.index(ofItemID: id) == ids.firstIndex(of: id))
            }
        }
    }

    @Test("holding ↓ through 200 rows keeps the selection on the row moved to, and the place on its user")
    func heldKeyFollowsTheRows() async {
        let shell = ShellFixture.shell(at: .users(since: nil), users: PagedUsersRepository(count: 2_400))
        await ShellFixture.settle(shell)
        await Self.press(Array(repeating: .down, count: 200), on: shell)
        #expect(Self.selectedID(shell) == "user201")
        #expect(shell.state.current?.list.selected == 200)
        #expect(shell.state.current?.anchor == "user201")
        #expect(shell.frame(size: Self.size, tick: 0).plainText.contains("row 201 of many"))
    }

    @Test("the time sent right after the rows changed, before their change arrives, still follows the selected user")
    func clockAfterAChangeRestoresTheSelection() async throws {
        let shell = ShellFixture.shell(at: .users(since: nil), users: PagedUsersRepository(count: 2_400))
        await ShellFixture.settle(shell)
        await Self.press(Array(repeating: .down, count: 14), on: shell)
        #expect(Self.selectedID(shell) == "user15")
        let model = try #require(shell.model(UsersListViewModel.self))

        // No suspension between the change and the time: the change's own action has not arrived yet.
        model.filter("user1")
        shell.send(.clock(now: shell.state.now.addingTimeInterval(1), tick: 1))

        let list = try #require(shell.state.listPane)
        let index = try #require(list.index(ofItemID: "user15"))
        #expect(index < 14)
        #expect(shell.state.current?.list.selected == index)
        shell.send(.clock(now: shell.state.now.addingTimeInterval(1), tick: 2))
        #expect(shell.state.current?.list.selected == index)
        #expect(shell.state.selectedItemID == "user15")
    }
}

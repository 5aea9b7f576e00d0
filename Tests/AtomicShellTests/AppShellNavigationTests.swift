import Domain
import Foundation
import Presentation
import TerminalUI
import Testing

@testable import AtomicShell

/// What keys do in the shell: moving, paging in more users, opening, going back, retrying, filtering, quitting.
@MainActor
@Suite("App shell navigation", .timeLimit(.minutes(3)))
struct AppShellNavigationTests {
    let size = TerminalSize(columns: 80, rows: 24)

    @Test("Enter on home opens the selected feature's list, which loads")
    func homeOpensUsers() async {
        let shell = ShellFixture.shell(at: .home)
        await ShellFixture.settle(shell)
        _ = shell.frame(size: size, tick: 0)
        await ShellFixture.press([.enter], on: shell)
        #expect(shell.state.routes == [.home, .users(since: nil)])
        #expect(shell.frame(size: size, tick: 0).plainText.contains("user1"))
    }

    @Test("moving down asks for the next page before the last row is reached")
    func prefetch() async {
        let users = PagedUsersRepository(count: 90)
        let shell = ShellFixture.shell(at: .users(since: nil), users: users)
        await ShellFixture.settle(shell)
        #expect(users.sinceRequests == [0])
        await ShellFixture.press(Array(repeating: .down, count: 20), on: shell)
        #expect(users.sinceRequests == [0, 30])
        guard let model = shell.model(UsersListViewModel.self) else {
            Issue.record("not the users list")
            return
        }
        #expect(model.state.items.count == 60)
    }

    @Test("Enter opens the selected user and Esc comes back to the same row")
    func openAndBack() async {
        let detail = GitHubUserDetail(id: 4, login: "user4", name: "Fourth User")
        let shell = ShellFixture.shell(
            at: .users(since: nil), users: PagedUsersRepository(count: 60, details: ["user4": detail]))
        await ShellFixture.settle(shell)
        await ShellFixture.press([.down, .down, .down, .enter], on: shell)
        #expect(shell.state.top == .user(login: "user4"))
        #expect(shell.frame(size: size, tick: 0).plainText.contains("Fourth User"))
        await ShellFixture.press([.escape], on: shell)
        #expect(shell.state.top == .users(since: nil))
        #expect(shell.state[.users(since: nil)]?.list.selected == 3)
    }

    @Test(
        "r after a failed next page loads that page, whether the failure is thrown or an empty incomplete page",
        arguments: [false, true])
    func retryLoadMore(failsAsIncomplete: Bool) async {
        let users = PagedUsersRepository(count: 60, failsAfter: 30, failsAsIncomplete: failsAsIncomplete)
        let shell = ShellFixture.shell(at: .users(since: nil), users: users)
        await ShellFixture.settle(shell)
        await ShellFixture.press([.end], on: shell)
        #expect(shell.frame(size: size, tick: 0).plainText.contains("couldn't load more — r to retry"))
        users.heal()
        await ShellFixture.press([.character("r")], on: shell)
        guard let model = shell.model(UsersListViewModel.self) else {
            Issue.record("not the users list")
            return
        }
        #expect(model.state.items.count == 60)
        #expect(model.state.loadMoreError == nil)
        #expect(users.sinceRequests == [0, 30, 30])
    }

    @Test("/ filters the loaded users; Esc closes the input and clears the filter")
    func filter() async {
        let shell = ShellFixture.shell(at: .users(since: nil))
        await ShellFixture.settle(shell)
        await ShellFixture.press([.character("/"), .character("1"), .character("7")], on: shell)
        guard let model = shell.model(UsersListViewModel.self) else {
            Issue.record("not the users list")
            return
        }
        #expect(model.state.visibleItems.map(\.login) == ["user17"])
        await ShellFixture.press([.character("q")], on: shell)
        #expect(model.state.filter == "17q")
        await ShellFixture.press([.escape], on: shell)
        #expect(shell.state.filterInput == nil)
        #expect(model.state.filter.isEmpty)
        #expect(shell.state.top == .users(since: nil))
    }

    @Test("q and Ctrl-C quit, Ctrl-L redraws, Ctrl-Z suspends, o and y give the selected profile's URL")
    func effects() async {
        let shell = ShellFixture.shell(at: .users(since: nil))
        await ShellFixture.settle(shell)
        _ = shell.frame(size: size, tick: 0)
        #expect(shell.handle(.character("q")) == .quit)
        #expect(shell.handle(.control("c")) == .quit)
        #expect(shell.handle(.control("l")) == .redraw)
        #expect(shell.handle(.control("z")) == .suspend)
        let url = URL(string: "https://github.com/user1")!
        #expect(shell.handle(.character("o")) == .openInBrowser(url))
        #expect(shell.handle(.character("y")) == .copy(url))
    }

    @Test("with the demo data neither o nor y gives a page, as its page is not the demo data, and each says so")
    func noBrowserInDemo() async {
        let shell = ShellFixture.shell(at: .users(since: nil), demo: true)
        await ShellFixture.settle(shell)
        _ = shell.frame(size: size, tick: 0)
        #expect(shell.handle(.character("o")) == nil)
        #expect(shell.state.message == "demo data has no web page; o opens pages without --demo")
        #expect(shell.handle(.character("y")) == nil)
        #expect(shell.state.message == "demo data has no web page; y copies addresses without --demo")
        await ShellFixture.press([.enter], on: shell)
        _ = shell.frame(size: size, tick: 0)
        #expect(shell.state.top == .user(login: "user1"))
        #expect(shell.handle(.character("y")) == nil, "a demo profile has no page to copy either")
    }

    @Test("Esc on home stays on home")
    func backOnHome() async {
        let shell = ShellFixture.shell(at: .home)
        await ShellFixture.settle(shell)
        await ShellFixture.press([.escape, .left], on: shell)
        #expect(shell.state.routes == [.home])
    }

    @Test("a deep link to a post opens it over the posts list, and back shows the list")
    func deepLinkToPost() async {
        let shell = ShellFixture.shell(at: .post(id: 2))
        await ShellFixture.settle(shell)
        #expect(shell.frame(size: size, tick: 0).plainText.contains("qui est esse"))
        await ShellFixture.press([.escape], on: shell)
        #expect(shell.state.routes == [.home, .posts])
        #expect(shell.frame(size: size, tick: 0).plainText.contains("row 1 of 3"))
    }
}

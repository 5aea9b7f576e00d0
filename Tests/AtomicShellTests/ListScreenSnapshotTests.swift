import Domain
import Presentation
import TerminalUI
import Testing

@testable import AtomicShell

/// The list screens rendered as text at 80 × 24 and 40 × 12 and compared with snapshot files.
@MainActor
@Suite("List screen snapshots", .timeLimit(.minutes(3)))
struct ListScreenSnapshotTests {
    @Test("home lists both features with their status lines")
    func home() async {
        let shell = ShellFixture.shell(at: .home)
        await ShellFixture.settle(shell)
        for size in ScreenSnapshot.sizes {
            ScreenSnapshot.files.expect(shell.frame(size: size, tick: 0), named: "home")
        }
    }

    @Test("the users list shows a spinner before its first page")
    func usersLoading() {
        let shell = ShellFixture.shell(at: .users(since: nil))
        for size in ScreenSnapshot.sizes {
            ScreenSnapshot.files.expect(shell.frame(size: size, tick: 0), named: "users-loading")
        }
    }

    @Test("the users list shows logins and ids, the count and GitHub's budget")
    func usersContent() async {
        let shell = ShellFixture.shell(at: .users(since: nil))
        await ShellFixture.settle(shell)
        for size in ScreenSnapshot.sizes {
            ScreenSnapshot.files.expect(shell.frame(size: size, tick: 0), named: "users-content")
        }
    }

    @Test("an empty users list says so")
    func usersEmpty() async {
        let shell = ShellFixture.shell(at: .users(since: nil), users: PagedUsersRepository(count: 0))
        await ShellFixture.settle(shell)
        for size in ScreenSnapshot.sizes {
            ScreenSnapshot.files.expect(shell.frame(size: size, tick: 0), named: "users-empty")
        }
    }

    @Test("a users list whose first page failed shows the error panel with the retry hint")
    func usersFailed() async {
        let shell = ShellFixture.shell(
            at: .users(since: nil), users: PagedUsersRepository(count: 60, failsAfter: 0, failure: .offline))
        await ShellFixture.settle(shell)
        for size in ScreenSnapshot.sizes {
            ScreenSnapshot.files.expect(shell.frame(size: size, tick: 0), named: "users-failed")
        }
    }

    @Test("a failed next page leaves the users and shows the inline retry row")
    func usersLoadMoreFailed() async {
        let shell = ShellFixture.shell(at: .users(since: nil), users: PagedUsersRepository(count: 60, failsAfter: 30))
        await ShellFixture.settle(shell)
        await ShellFixture.press([.end], on: shell)
        for size in ScreenSnapshot.sizes {
            ScreenSnapshot.files.expect(shell.frame(size: size, tick: 0), named: "users-load-more-failed")
        }
    }

    @Test("while the next page loads, a spinner row follows the users")
    func usersLoadingMore() async {
        let shell = ShellFixture.shell(at: .users(since: nil), users: PagedUsersRepository(count: 60, waitsAfter: 30))
        await ShellFixture.settle(shell)
        _ = shell.handle(.end)
        for size in ScreenSnapshot.sizes {
            ScreenSnapshot.files.expect(shell.frame(size: size, tick: 0), named: "users-loading-more")
        }
        #expect(shell.state.isBusy)
        shell.state.pane?.viewModel.disappear()
    }

    @Test("stale users carry the offline notice")
    func usersStale() async {
        let users = PagedUsersRepository(count: 60, freshness: .stale(age: 720), staleReason: .offline)
        let shell = ShellFixture.shell(at: .users(since: nil), users: users)
        await ShellFixture.settle(shell)
        for size in ScreenSnapshot.sizes {
            ScreenSnapshot.files.expect(shell.frame(size: size, tick: 0), named: "users-stale")
        }
    }

    @Test("? shows the keys over the list")
    func helpOverlay() async {
        let shell = ShellFixture.shell(at: .users(since: nil))
        await ShellFixture.settle(shell)
        await ShellFixture.press([.character("?")], on: shell)
        for size in ScreenSnapshot.sizes {
            ScreenSnapshot.files.expect(shell.frame(size: size, tick: 0), named: "help-overlay")
        }
    }

    @Test("the filter input shows what is typed and the list shows only matching users")
    func usersFiltered() async {
        let shell = ShellFixture.shell(at: .users(since: nil))
        await ShellFixture.settle(shell)
        await ShellFixture.press([.character("/"), .character("2"), .character("1")], on: shell)
        for size in ScreenSnapshot.sizes {
            ScreenSnapshot.files.expect(shell.frame(size: size, tick: 0), named: "users-filtered")
        }
    }

    @Test("the posts list shows titles, authors and comment counts")
    func postsContent() async {
        let shell = ShellFixture.shell(at: .posts)
        await ShellFixture.settle(shell)
        for size in ScreenSnapshot.sizes {
            ScreenSnapshot.files.expect(shell.frame(size: size, tick: 0), named: "posts-content")
        }
    }

    @Test("below 40 × 12 the app says the terminal is too small")
    func tooSmall() async {
        let shell = ShellFixture.shell(at: .posts)
        await ShellFixture.settle(shell)
        ScreenSnapshot.files.expect(shell.frame(size: TerminalSize(columns: 39, rows: 12), tick: 0), named: "too-small")
    }
}

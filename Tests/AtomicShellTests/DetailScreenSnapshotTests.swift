import Domain
import Presentation
import TerminalUI
import Testing

@testable import AtomicShell

/// The detail screens rendered as text at 80 × 24 and 40 × 12 and compared with snapshot files.
@MainActor
@Suite("Detail screen snapshots", .timeLimit(.minutes(3)))
struct DetailScreenSnapshotTests {
    @Test("a profile shows the name, the login, the wrapped bio and every field, with room for the avatar")
    func userDetail() async {
        let users = PagedUsersRepository(count: 60, details: ["octocat": ShellFixture.octocat])
        let shell = ShellFixture.shell(at: .user(login: "octocat"), users: users)
        await ShellFixture.settle(shell)
        for size in ScreenSnapshot.sizes {
            ScreenSnapshot.files.expect(shell.frame(size: size, tick: 0), named: "user-detail")
        }
    }

    @Test("an unknown login shows the error panel without a retry hint")
    func userNotFound() async {
        let shell = ShellFixture.shell(at: .user(login: "ghost"))
        await ShellFixture.settle(shell)
        for size in ScreenSnapshot.sizes {
            ScreenSnapshot.files.expect(shell.frame(size: size, tick: 0), named: "user-not-found")
        }
    }

    @Test("a post shows its title, author with email, body and comments")
    func postDetail() async {
        let shell = ShellFixture.shell(at: .post(id: 1))
        await ShellFixture.settle(shell)
        for size in ScreenSnapshot.sizes {
            ScreenSnapshot.files.expect(shell.frame(size: size, tick: 0), named: "post-detail")
        }
    }

    @Test("a post scrolls down to its last comment")
    func postDetailScrolled() async {
        let shell = ShellFixture.shell(at: .post(id: 1))
        await ShellFixture.settle(shell)
        let size = TerminalSize(columns: 40, rows: 12)
        _ = shell.frame(size: size, tick: 0)
        await ShellFixture.press([.end], on: shell)
        ScreenSnapshot.files.expect(shell.frame(size: size, tick: 0), named: "post-detail-end")
    }
}

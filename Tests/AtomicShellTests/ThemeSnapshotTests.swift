import Domain
import Presentation
import TerminalUI
import Testing

@testable import AtomicShell

/// Home, the users list and a profile in each theme, at 80 × 24 and 40 × 12, compared with snapshot files that
/// record each cell's colours and attributes, so that a change of a theme shows in the diff.
@MainActor
@Suite("Theme snapshots", .timeLimit(.minutes(3)))
struct ThemeSnapshotTests {
    @Test("home in each theme", arguments: Theme.Name.allCases)
    func home(_ name: Theme.Name) async {
        let shell = ShellFixture.shell(at: .home, theme: .named(name))
        await ShellFixture.settle(shell)
        for size in ScreenSnapshot.sizes {
            ScreenSnapshot.files.expectStyled(shell.frame(size: size, tick: 0), named: "theme-\(name.rawValue)-home")
        }
    }

    @Test("the users list in each theme", arguments: Theme.Name.allCases)
    func users(_ name: Theme.Name) async {
        let shell = ShellFixture.shell(at: .users(since: nil), theme: .named(name))
        await ShellFixture.settle(shell)
        for size in ScreenSnapshot.sizes {
            ScreenSnapshot.files.expectStyled(shell.frame(size: size, tick: 0), named: "theme-\(name.rawValue)-users")
        }
    }

    @Test("a profile in each theme", arguments: Theme.Name.allCases)
    func profile(_ name: Theme.Name) async {
        let users = PagedUsersRepository(count: 60, details: ["octocat": ShellFixture.octocat])
        let shell = ShellFixture.shell(at: .user(login: "octocat"), users: users, theme: .named(name))
        await ShellFixture.settle(shell)
        for size in ScreenSnapshot.sizes {
            ScreenSnapshot.files.expectStyled(
                shell.frame(size: size, tick: 0), named: "theme-\(name.rawValue)-profile")
        }
    }

    @Test("a theme changes the styles of the frame and never its text")
    func onlyStylesDiffer() async {
        var frames: [CellBuffer] = []
        for name in Theme.Name.allCases {
            let shell = ShellFixture.shell(at: .users(since: nil), theme: .named(name))
            await ShellFixture.settle(shell)
            frames.append(shell.frame(size: ShellFixture.size, tick: 0))
        }
        let texts = Set(frames.map { frame in (0..<frame.height).map { frame.row($0).map(\.grapheme) } })
        #expect(texts.count == 1)
        #expect(Set(frames).count == Theme.Name.allCases.count)
    }

    @Test("the light theme draws no dim-only text and no yellow or cyan text on the default background")
    func lightIsReadableOnWhite() async {
        let users = PagedUsersRepository(count: 60, details: ["octocat": ShellFixture.octocat])
        for route in [Route.home, .users(since: nil), .user(login: "octocat"), .post(id: 1)] {
            let shell = ShellFixture.shell(at: route, users: users, theme: .light)
            await ShellFixture.settle(shell)
            let frame = shell.frame(size: ShellFixture.size, tick: 0)
            for y in 0..<frame.height {
                for cell in frame.row(y) where cell.grapheme != " " && !cell.style.attributes.contains(.reverse) {
                    let style = cell.style
                    let dimOnly = style.attributes.contains(.dim) && style.foreground == .default
                    let washedOut =
                        [Color.yellow, .cyan, .ansi(11), .ansi(14), .white, .ansi(15)]
                        .contains(style.foreground) && style.background == .default
                    #expect(!dimOnly && !washedOut, "\(route) row \(y): \(cell.grapheme) in \(style)")
                }
            }
        }
    }
}

import Domain
import Foundation
import Presentation
import TerminalUI
import TerminalUITestSupport
import Testing

@testable import AtomicShell

/// The avatar on the user detail screen (the picture, the placeholder) and the users list's prefetching.
@MainActor
@Suite("Avatar on the user screens", .timeLimit(.minutes(3)))
struct AvatarScreenTests {
    private static let wide = TerminalSize(columns: 80, rows: 24)
    private static let small = TerminalSize(columns: 40, rows: 12)

    /// A shell at `route` whose avatars come from `avatars`.
    private static func shell(
        at route: Route, avatars: FakeAvatarSource, size: TerminalSize = wide,
        users: PagedUsersRepository = PagedUsersRepository(count: 60, details: ["octocat": ShellFixture.octocat])
    ) -> AppShell {
        ShellFixture.shell(at: route, users: users, avatars: avatars, size: size)
    }

    /// The cells of `frame` showing an upper half block, and the colours they use.
    private static func halfBlocks(in frame: CellBuffer) -> (count: Int, colors: Set<Color>) {
        var count = 0
        var colors: Set<Color> = []
        for y in 0..<frame.height {
            for cell in frame.row(y) where cell.grapheme == "▀" {
                count += 1
                colors.insert(cell.style.foreground)
                colors.insert(cell.style.background)
            }
        }
        return (count, colors)
    }

    @Test("a picture with a graphic is placed as that graphic over its own cells, in the avatar's box")
    func graphicPlaced() async throws {
        let avatars = FakeAvatarSource(graphic: .sixel)
        let shell = Self.shell(at: .user(login: "octocat"), avatars: avatars)
        await ShellFixture.settle(shell)
        await shell.settleAvatars()
        let frame = shell.frame(size: Self.wide, tick: 0)
        let placement = try #require(frame.graphics.first)
        #expect(frame.graphics.count == 1)
        #expect(placement.graphic.imageProtocol == .sixel)
        #expect(placement.graphic.columns == 20 && placement.graphic.rows == 10)
        // Inside the box's frame: the box starts at column 2 of the content, row 1 below its top.
        #expect(frame[placement.x - 1, placement.y - 1].grapheme == "┌")
        #expect(Self.halfBlocks(in: frame).count == 20 * 10, "the picture's cells under the graphic")
    }

    @Test("a dialog over a graphic hides it, and the picture's cells show where the dialog leaves the box")
    func dialogOverGraphic() async throws {
        let avatars = FakeAvatarSource(graphic: .kitty)
        let shell = Self.shell(at: .user(login: "octocat"), avatars: avatars, size: TerminalSize(columns: 60, rows: 24))
        await ShellFixture.settle(shell)
        await shell.settleAvatars()
        #expect(shell.frame(size: TerminalSize(columns: 60, rows: 24), tick: 0).graphics.count == 1)
        _ = shell.send(.key(.character("?")))
        let frame = shell.frame(size: TerminalSize(columns: 60, rows: 24), tick: 0)
        #expect(frame.graphics.isEmpty, "the help dialog is drawn over the box")
        #expect(Self.halfBlocks(in: frame).count > 0, "the uncovered part shows the picture's cells")
    }

    @Test("the state keeps at most 32 avatars, letting the others go when one more arrives")
    func keptAvatarsAreBounded() async throws {
        #expect(AppShell.keptAvatarLimit == 32)
        let avatars = FakeAvatarSource()
        let shell = Self.shell(at: .users(since: nil), avatars: avatars)
        await ShellFixture.settle(shell)
        for index in 0..<40 {
            let url = try #require(URL(string: "https://avatars.githubusercontent.com/u/\(index)"))
            _ = shell.send(.avatarLoaded(AvatarRequest(url: url, cells: TerminalSize(columns: 4, rows: 2)), nil))
            #expect(shell.state.avatars.count <= AppShell.keptAvatarLimit)
        }
        #expect(shell.state.avatars.count < 40)
    }

    @Test("a loaded avatar is drawn beside the profile at 80 × 24, 20 × 10 half blocks in its colours")
    func loadedAvatarBeside() async throws {
        let avatars = FakeAvatarSource(holds: true)
        let shell = Self.shell(at: .user(login: "octocat"), avatars: avatars)
        await ShellFixture.settle(shell)
        let first = shell.frame(size: Self.wide, tick: 0)
        #expect(Self.halfBlocks(in: first).count == 0, "the profile shows before its avatar")
        avatars.release()
        await shell.settleAvatars()
        let frame = shell.frame(size: Self.wide, tick: 0)
        let drawn = Self.halfBlocks(in: frame)
        #expect(drawn.count == 20 * 10)
        #expect(drawn.colors == [.rgb(255, 0, 0), .rgb(0, 0, 255)])
        #expect(avatars.loads.count == 1)
        ScreenSnapshot.files.expect(frame, named: "user-detail-avatar")
    }

    @Test("without colour the avatar is drawn in shade characters")
    func shadesWithoutColour() async throws {
        let avatars = FakeAvatarSource(mode: .none)
        let shell = Self.shell(at: .user(login: "octocat"), avatars: avatars)
        await ShellFixture.settle(shell)
        _ = shell.frame(size: Self.wide, tick: 0)
        await shell.settleAvatars()
        let frame = shell.frame(size: Self.wide, tick: 0)
        #expect(Self.halfBlocks(in: frame).count == 0)
        #expect(SnapshotFiles.framed(frame).contains("░░░░"))
    }

    @Test("on a narrow, tall terminal a 16 × 8 picture stands above the profile, asked for at 16 × 16 pixels")
    func loadedAvatarAbove() async throws {
        let avatars = FakeAvatarSource()
        let shell = Self.shell(at: .user(login: "octocat"), avatars: avatars, size: TerminalSize(columns: 50, rows: 30))
        await ShellFixture.settle(shell)
        let size = TerminalSize(columns: 50, rows: 30)
        _ = shell.frame(size: size, tick: 0)
        await shell.settleAvatars()
        let frame = shell.frame(size: size, tick: 0)
        #expect(Self.halfBlocks(in: frame).count == 16 * 8)
        #expect(avatars.loads.map(\.cells) == [TerminalSize(columns: 16, rows: 8)], "16 × 16 pixels")
        let lines = SnapshotFiles.framed(frame).split(separator: "\n")
        let bottom = try #require(lines.firstIndex { $0.contains("└────────────────┘") })
        let name = try #require(lines.firstIndex { $0.contains("The Octocat") })
        #expect(name > bottom)
    }

    @Test("at 40 × 12 there is no room for a picture: the initials box stands above the profile")
    func placeholderWhenSmall() async throws {
        let avatars = FakeAvatarSource()
        let shell = Self.shell(at: .user(login: "octocat"), avatars: avatars, size: Self.small)
        await ShellFixture.settle(shell)
        _ = shell.frame(size: Self.small, tick: 0)
        await shell.settleAvatars()
        let frame = shell.frame(size: Self.small, tick: 0)
        #expect(Self.halfBlocks(in: frame).count == 0)
        #expect(avatars.loads.isEmpty)
        ScreenSnapshot.files.expect(frame, named: "user-detail-avatar")
    }

    @Test("an avatar the source has no picture for (broken, missing, a GIF) leaves the initials in the box")
    func brokenAvatar() async throws {
        let avatars = FakeAvatarSource(fails: true)
        let shell = Self.shell(at: .user(login: "octocat"), avatars: avatars)
        await ShellFixture.settle(shell)
        _ = shell.frame(size: Self.wide, tick: 0)
        await shell.settleAvatars()
        let frame = shell.frame(size: Self.wide, tick: 0)
        #expect(Self.halfBlocks(in: frame).count == 0)
        #expect(SnapshotFiles.framed(frame).contains("│         TO         │"))
        _ = shell.frame(size: Self.wide, tick: 0)
        #expect(avatars.loads.count == 1)
    }

    /// The prefetch requests of the avatars of users `ids` (at the profile's avatar size), as the list makes them.
    private static func prefetchRequests(_ ids: ClosedRange<Int>) throws -> Set<AvatarRequest> {
        Set(
            try ids.map {
                AvatarRequest(
                    url: try #require(URL(string: "https://avatars.githubusercontent.com/u/\($0)")),
                    cells: UserDetailPane.avatarSize)
            })
    }

    @Test("the users list prefetches the next screenful below the selection, and stops for rows scrolled past")
    func usersListPrefetch() async throws {
        let avatars = FakeAvatarSource()
        let shell = Self.shell(at: .users(since: nil), avatars: avatars)
        await ShellFixture.settle(shell)
        _ = shell.frame(size: Self.wide, tick: 0)
        #expect(avatars.prefetching == (try Self.prefetchRequests(2...23)))
        #expect(shell.state.prefetchedAvatars == avatars.prefetching)
        await ShellFixture.press(Array(repeating: .down, count: 5), on: shell)
        _ = shell.frame(size: Self.wide, tick: 0)
        let selected = shell.state.current?.list.selected
        #expect(selected == 5)
        #expect(
            avatars.prefetching == (try Self.prefetchRequests(7...28)),
            "\(avatars.prefetching.map { $0.url.lastPathComponent }.sorted())")
        #expect(avatars.loads.isEmpty, "prefetching draws nothing")
    }

    @Test("while the selection moves nothing new is prefetched; once it rests, the screenful below it is")
    func prefetchWaitsForTheSelectionToRest() async throws {
        let avatars = FakeAvatarSource()
        let shell = ShellFixture.shell(
            at: .users(since: nil), users: PagedUsersRepository(count: 60), avatars: avatars, size: Self.wide,
            previewDelay: .seconds(3_600))
        await shell.settle()
        _ = shell.frame(size: Self.wide, tick: 0)
        #expect(avatars.prefetching.isEmpty, "the selection has not rested yet")
        shell.send(.selectionRested(.users(since: nil), selected: 0))
        #expect(avatars.prefetching == (try Self.prefetchRequests(2...23)))

        for _ in 0..<5 { shell.send(.key(.down)) }
        await shell.settle()
        #expect(avatars.prefetching == (try Self.prefetchRequests(7...23)), "rows passed stop, and no new row starts")
        shell.send(.selectionRested(.users(since: nil), selected: 5))
        #expect(avatars.prefetching == (try Self.prefetchRequests(7...28)))
    }

    @Test(
        "each key through the users list, avatars and all, is drawn once: its layout's frame is the one shown",
        arguments: [TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 200, rows: 60)])
    func aKeysFrameIsItsLayoutsFrame(size: TerminalSize) async throws {
        let avatars = FakeAvatarSource()
        let shell = ShellFixture.shell(
            at: .users(since: nil), users: PagedUsersRepository(count: 60, details: ["octocat": ShellFixture.octocat]),
            avatars: avatars, size: size, previewDelay: .seconds(3_600))
        await shell.settle()
        shell.send(.selectionRested(.users(since: nil), selected: 0))
        for _ in 0..<30 {
            shell.send(.key(.down))
            #expect(shell.frameIsLaidOut)
            #expect(shell.currentFrame() == AppShell.frame(shell.state, size: size))
        }
        shell.send(.clock(now: shell.state.now.addingTimeInterval(1), tick: 1))
        #expect(!shell.frameIsLaidOut, "the time changed after the last layout")
    }
}

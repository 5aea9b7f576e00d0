import AtomicCore
import Domain
import Foundation
import ImagePipeline
import Networking
import Presentation
import TerminalUI
import Testing

@testable import AtomicApp

/// The avatar on the user detail screen (the picture, the placeholder) and the users list's prefetching.
@MainActor
@Suite("Avatar on the user screens", .timeLimit(.minutes(1)))
struct AvatarScreenTests {
    private static let wide = TerminalSize(columns: 80, rows: 24)
    private static let small = TerminalSize(columns: 40, rows: 12)

    /// A shell at `route` whose avatars load over a stub transport answering octocat's avatar with `avatar`.
    private static func shell(
        at route: Route, avatar: StubResponse, mode: ImageColorMode = .trueColor,
        users: PagedUsersRepository = PagedUsersRepository(count: 60, details: ["octocat": ShellFixture.octocat])
    ) throws -> (AppShell, AvatarImages, StubTransport) {
        let clock = TestClock()
        let transport = StubTransport(clock: clock)
        let client = HTTPClient(
            transport: transport, configuration: HTTPClient.Configuration(retryPolicy: .never, clock: clock))
        let pipeline = ImagePipeline(configuration: .init(httpClient: client))
        let url = try #require(ShellFixture.octocat.avatarURL)
        for cells in [UserDetailScreenView.avatarSize, UserDetailScreenView.narrowAvatarSize] {
            transport.stub(url: pipeline.sizedURL(for: AvatarImages.request(for: url, cells: cells)), avatar)
        }
        let shell = ShellFixture.shell(at: route, users: users)
        let avatars = AvatarImages(pipeline: pipeline, mode: mode)
        shell.avatars = avatars
        return (shell, avatars, transport)
    }

    /// A 64 × 64 PNG: red on the left half, blue on the right.
    private static func png() throws -> Data {
        try PNGEncoder().encode(try AvatarOutputTests.halves(width: 64, height: 64))
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

    @Test("a loaded avatar is drawn beside the profile at 80 × 24, 20 × 10 half blocks in its colours")
    func loadedAvatarBeside() async throws {
        let (shell, avatars, transport) = try Self.shell(
            at: .user(login: "octocat"), avatar: StubResponse(body: try Self.png()))
        await ShellFixture.settle(shell)
        let first = shell.frame(size: Self.wide, tick: 0)
        #expect(Self.halfBlocks(in: first).count == 0)
        await avatars.settle()
        let frame = shell.frame(size: Self.wide, tick: 0)
        let drawn = Self.halfBlocks(in: frame)
        #expect(drawn.count == 20 * 10)
        #expect(drawn.colors == [.rgb(255, 0, 0), .rgb(0, 0, 255)])
        #expect(transport.requests.count == 1)
        ScreenSnapshot.expect(frame, named: "user-detail-avatar")
    }

    @Test("without colour the avatar is drawn in shade characters")
    func shadesWithoutColour() async throws {
        let (shell, avatars, _) = try Self.shell(
            at: .user(login: "octocat"), avatar: StubResponse(body: try Self.png()), mode: .none)
        await ShellFixture.settle(shell)
        _ = shell.frame(size: Self.wide, tick: 0)
        await avatars.settle()
        let frame = shell.frame(size: Self.wide, tick: 0)
        #expect(Self.halfBlocks(in: frame).count == 0)
        #expect(ScreenSnapshot.framed(frame).contains("░░░░"))
    }

    @Test("on a narrow, tall terminal a 16 × 8 picture stands above the profile, asked for at 16 × 16 pixels")
    func loadedAvatarAbove() async throws {
        let (shell, avatars, transport) = try Self.shell(
            at: .user(login: "octocat"), avatar: StubResponse(body: try Self.png()))
        await ShellFixture.settle(shell)
        let size = TerminalSize(columns: 50, rows: 30)
        _ = shell.frame(size: size, tick: 0)
        await avatars.settle()
        let frame = shell.frame(size: size, tick: 0)
        #expect(Self.halfBlocks(in: frame).count == 16 * 8)
        #expect(transport.requests.map { $0.url?.query ?? "" } == ["s=16"])
        let lines = ScreenSnapshot.framed(frame).split(separator: "\n")
        let bottom = try #require(lines.firstIndex { $0.contains("└────────────────┘") })
        let name = try #require(lines.firstIndex { $0.contains("The Octocat") })
        #expect(name > bottom)
    }

    @Test("at 40 × 12 there is no room for a picture: the initials box stands above the profile")
    func placeholderWhenSmall() async throws {
        let (shell, avatars, transport) = try Self.shell(
            at: .user(login: "octocat"), avatar: StubResponse(body: try Self.png()))
        await ShellFixture.settle(shell)
        _ = shell.frame(size: Self.small, tick: 0)
        await avatars.settle()
        let frame = shell.frame(size: Self.small, tick: 0)
        #expect(Self.halfBlocks(in: frame).count == 0)
        #expect(transport.requests.isEmpty)
        ScreenSnapshot.expect(frame, named: "user-detail-avatar")
    }

    @Test(
        "a broken, missing or GIF avatar leaves the initials in the box",
        arguments: [
            StubResponse(body: Data("\u{89}PNG\r\n\u{1A}\ngarbage".utf8)),
            StubResponse(status: 404, body: Data("Not Found".utf8)),
            StubResponse(body: Data("GIF89a".utf8) + Data(repeating: 0, count: 32)),
        ])
    func brokenAvatar(_ avatar: StubResponse) async throws {
        let (shell, avatars, transport) = try Self.shell(at: .user(login: "octocat"), avatar: avatar)
        await ShellFixture.settle(shell)
        _ = shell.frame(size: Self.wide, tick: 0)
        await avatars.settle()
        let frame = shell.frame(size: Self.wide, tick: 0)
        #expect(Self.halfBlocks(in: frame).count == 0)
        #expect(ScreenSnapshot.framed(frame).contains("│         TO         │"))
        _ = shell.frame(size: Self.wide, tick: 0)
        #expect(transport.requests.count == 1)
    }

    @Test("the users list prefetches the next screenful below the selection, and stops for rows scrolled past")
    func usersListPrefetch() async throws {
        let (shell, avatars, _) = try Self.shell(at: .users(since: nil), avatar: StubResponse(body: Data()))
        await ShellFixture.settle(shell)
        _ = shell.frame(size: Self.wide, tick: 0)
        let cells = UserDetailScreenView.avatarSize
        func requests(_ ids: ClosedRange<Int>) throws -> Set<ImageRequest> {
            Set(
                try ids.map {
                    AvatarImages.request(
                        for: try #require(URL(string: "https://avatars.githubusercontent.com/u/\($0)")), cells: cells)
                })
        }
        #expect(avatars.prefetching == (try requests(2...23)))
        await ShellFixture.press(Array(repeating: .down, count: 5), on: shell)
        _ = shell.frame(size: Self.wide, tick: 0)
        let selected = shell.views[list: shell.top].selected
        #expect(selected == 5)
        #expect(
            avatars.prefetching == (try requests(7...28)),
            "\(avatars.prefetching.map { $0.url.lastPathComponent }.sorted())")
    }
}

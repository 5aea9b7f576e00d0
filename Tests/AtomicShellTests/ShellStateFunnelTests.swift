// Only the public API, as the app sees it: `state` can be read, and `send` is the one way to change it.
import AtomicShell
import Domain
import Foundation
import Presentation
import TerminalUI
import Testing

/// The shell's state is one value changed only by actions: the same actions give the same state and the same
/// frames, a frame changes nothing, and the time shown is the time an action told.
@MainActor
@Suite("One state funnel", .timeLimit(.minutes(3)))
struct ShellStateFunnelTests {
    private static let size = TerminalSize(columns: 80, rows: 24)
    /// 2026-01-01 12:00:00 UTC.
    private static let noon = Date(timeIntervalSince1970: 1_767_268_800)

    private static func shell() -> AppShell {
        AppShell(
            builder: ShellFixture.builder(users: PagedUsersRepository(count: 90)), panes: ShellFixture.panes,
            route: .home, now: noon)
    }

    /// Sends `actions` in order, waiting after each for the work it started; the frame after each.
    private static func run(_ actions: [ShellAction], on shell: AppShell) async -> [String] {
        var frames: [String] = []
        for action in actions {
            shell.send(action)
            await shell.settle()
            frames.append(AppShell.frame(shell.state, size: shell.state.size).plainText)
        }
        return frames
    }

    private static let log: [ShellAction] = [
        .placeLoaded(AppState()), .resize(size), .key(.enter), .key(.down), .key(.pageDown), .key(.end),
        .clock(now: noon.addingTimeInterval(90), tick: 3), .key(.character("/")), .key(.character("4")),
        .key(.enter), .key(.up), .key(.character("i")), .key(.down), .key(.escape),
        .resize(TerminalSize(columns: 40, rows: 12)),
        .key(.enter), .key(.down), .key(.escape), .key(.escape), .key(.escape), .key(.character("?")),
    ]

    @Test("an action log replayed on a new shell gives the same frames and the same state")
    func replay() async {
        let first = Self.shell()
        let second = Self.shell()
        let frames = await Self.run(Self.log, on: first)
        let replayed = await Self.run(Self.log, on: second)
        #expect(frames == replayed)
        #expect(first.state.routes == second.state.routes)
        #expect(first.state.stack.map(\.list) == second.state.stack.map(\.list))
        #expect(first.state.showsHelp && second.state.showsHelp)
        #expect(frames.last?.contains("Keys") == true || frames.last?.isEmpty == false)
    }

    @Test("a frame changes nothing: drawn twice, at any size, the state and the next frame are the same")
    func frameIsPure() async {
        let shell = Self.shell()
        _ = await Self.run([.placeLoaded(AppState()), .key(.enter), .key(.end), .key(.up)], on: shell)
        let before = shell.state
        let frame = AppShell.frame(before, size: Self.size).plainText
        _ = AppShell.frame(before, size: TerminalSize(columns: 40, rows: 12))
        _ = AppShell.frame(shell.state, size: TerminalSize(columns: 120, rows: 50))
        #expect(AppShell.frame(shell.state, size: Self.size).plainText == frame)
        #expect(shell.state.stack.map(\.list) == before.stack.map(\.list))
        #expect(shell.state.pageHeight == before.pageHeight)
        #expect(shell.state.selectedItemID == before.selectedItemID)
        #expect(before.selectedItemID == "user29")
    }

    @Test("the time drawn is the time an action told: a frame reads no clock")
    func timeArrivesAsAnAction() async {
        let stale = StaleUsers(fetchedAt: Self.noon)
        let shell = AppShell(
            builder: ShellFixture.builder(users: stale), panes: ShellFixture.panes, route: .users(since: nil),
            now: Self.noon.addingTimeInterval(60))
        shell.send(.placeLoaded(AppState()))
        await shell.settle()
        let minute = AppShell.frame(shell.state, size: Self.size).plainText
        #expect(minute.contains("1 min ago"), "\(minute)")
        #expect(AppShell.frame(shell.state, size: Self.size).plainText == minute)
        shell.send(.clock(now: Self.noon.addingTimeInterval(5 * 60), tick: 0))
        #expect(AppShell.frame(shell.state, size: Self.size).plainText.contains("5 min ago"))
    }

    @Test("the terminal's effects come back as actions: the status bar says what the loop did")
    func effectsComeBackAsActions() async throws {
        let shell = Self.shell()
        _ = await Self.run([.placeLoaded(AppState()), .key(.enter)], on: shell)
        let url = try #require(URL(string: "https://github.com/user1"))
        #expect(shell.send(.key(.character("o"))) == .openInBrowser(url))
        #expect(shell.state.message.isEmpty, "nothing is said before the loop reports")
        shell.send(.browserStarted(.started(program: "/usr/bin/firefox"), url))
        #expect(shell.state.message == "opened with firefox")
        shell.send(.browserFinished(BrowserFailure(program: "firefox", status: 3)))
        #expect(shell.state.message == "could not open the browser: firefox exited with status 3")
        #expect(shell.send(.key(.character("y"))) == .copy(url))
        shell.send(.copied(url))
        #expect(AppShell.frame(shell.state, size: Self.size).plainText.contains("URL copied (OSC 52)"))
        shell.send(.browserStarted(.noBrowser, url))
        #expect(shell.state.message == url.absoluteString)
    }

    /// One page of three users from the cache, fetched at `fetchedAt`, stale.
    struct StaleUsers: GitHubUsersRepository {
        let fetchedAt: Date

        func users(after cursor: UserCursor?, pageSize: Int, context: LoadContext) async throws(DomainError) -> Fetched<
            UserPage
        > {
            let users = (1...3).map { GitHubUser(id: $0, login: "user\($0)") }
            return Fetched(
                value: UserPage(users: users, next: nil), freshness: .stale(age: 60), fetchedAt: fetchedAt,
                staleReason: .offline)
        }

        func user(login: GitHubLogin, context: LoadContext) async throws(DomainError) -> Fetched<GitHubUserDetail> {
            throw .notFound(.gitHubUser(login: login.rawValue))
        }
    }
}

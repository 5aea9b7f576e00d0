import Domain
import Presentation
import TerminalUI
import Testing

@testable import AtomicApp

/// The shell remembers the route and each list's selection through the app-state store, and restores them.
@MainActor
@Suite("Remembering", .timeLimit(.minutes(1)))
struct AppShellMemoryTests {
    @Test("the start route and each navigation are saved, in order")
    func routeSaved() async {
        let store = RecordingAppStateStore()
        let shell = ShellFixture.shell(at: .home, memory: ShellMemory(store: store))
        await ShellFixture.settle(shell)
        await ShellFixture.press([.enter], on: shell)
        await ShellFixture.press([.escape], on: shell)
        await shell.memory.flush()
        #expect(
            store.calls == [
                .route(Route.home.rememberedText), .route(Route.users(since: nil).rememberedText),
                .route(Route.home.rememberedText),
            ])
    }

    @Test("moving in a list saves the selected login")
    func selectionSaved() async {
        let store = RecordingAppStateStore()
        let shell = ShellFixture.shell(at: .users(since: nil), memory: ShellMemory(store: store))
        await ShellFixture.settle(shell)
        await ShellFixture.press([.down, .down], on: shell)
        await shell.memory.flush()
        #expect(
            store.calls == [
                .route(Route.users(since: nil).rememberedText), .selection("user2", list: "users"),
                .selection("user3", list: "users"),
            ])
    }

    @Test("a remembered selection selects that user once the list has loaded it")
    func selectionRestored() async {
        let remembered = AppState(selections: ["users": "user7"])
        let memory = ShellMemory(store: RecordingAppStateStore(initial: remembered), remembered: remembered)
        let shell = ShellFixture.shell(at: .users(since: nil), memory: memory)
        _ = shell.frame(size: TerminalSize(columns: 80, rows: 24), tick: 0)
        #expect(memory.pendingSelections["users"] == "user7")
        await ShellFixture.settle(shell)
        _ = shell.frame(size: TerminalSize(columns: 80, rows: 24), tick: 0)
        #expect(shell.views[list: shell.top].selected == 6)
        #expect(memory.pendingSelections.isEmpty)
    }

    @Test("moving before the remembered user has loaded forgets it")
    func movingForgets() async {
        let remembered = AppState(selections: ["users": "user45"])
        let memory = ShellMemory(store: RecordingAppStateStore(initial: remembered), remembered: remembered)
        let shell = ShellFixture.shell(at: .users(since: nil), memory: memory)
        await ShellFixture.settle(shell)
        await ShellFixture.press([.down], on: shell)
        #expect(memory.pendingSelections.isEmpty)
    }

    @Test("the start route is the remembered one on a bare start, if it reads as a route")
    func startRoute() {
        let remembered = AppState(route: Route.user(login: "octocat").rememberedText)
        #expect(
            InteractiveLaunch.startRoute(.home, opensRemembered: true, remembered: remembered)
                == .user(login: "octocat"))
        #expect(InteractiveLaunch.startRoute(.posts, opensRemembered: false, remembered: remembered) == .posts)
        #expect(InteractiveLaunch.startRoute(.home, opensRemembered: true, remembered: AppState()) == .home)
        #expect(InteractiveLaunch.startRoute(.home, opensRemembered: true, remembered: AppState(route: "{")) == .home)
    }

    @Test("a shell started at a remembered profile has the list below it, and saves that route")
    func deepRouteRestored() async {
        let store = RecordingAppStateStore()
        let shell = ShellFixture.shell(at: .user(login: "octocat"), memory: ShellMemory(store: store))
        await ShellFixture.settle(shell)
        await ShellFixture.press([.escape], on: shell)
        await shell.memory.flush()
        #expect(shell.top == .users(since: nil))
        #expect(
            store.calls == [
                .route(Route.user(login: "octocat").rememberedText), .route(Route.users(since: nil).rememberedText),
            ])
    }

    @Test("only a bare start opens the remembered route")
    func opensRemembered() {
        #expect(InteractiveLaunch.opensRemembered(.overview))
        #expect(!InteractiveLaunch.opensRemembered(PostsCommand().command))
        #expect(!InteractiveLaunch.opensRemembered(.open(.user(login: "octocat"))))
    }
}

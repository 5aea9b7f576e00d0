import Domain
import Foundation
import Presentation
import TerminalUI
import Testing

@testable import AtomicShell

/// The shell remembers the route and each list's selection through the app-state store, and restores them.
@MainActor
@Suite("Remembering", .timeLimit(.minutes(3)))
struct AppShellMemoryTests {
    @Test("the start route and each navigation are saved, in order")
    func routeSaved() async {
        let store = RecordingAppStateStore()
        let shell = ShellFixture.shell(at: .home, store: store)
        await ShellFixture.settle(shell)
        await ShellFixture.press([.enter], on: shell)
        await ShellFixture.press([.escape], on: shell)
        await shell.flush()
        #expect(
            store.calls == [
                .route(Route.home.rememberedText), .route(Route.users(since: nil).rememberedText),
                .route(Route.home.rememberedText),
            ])
        #expect(shell.state.place.savesInFlight == 0, "each save's end came back as an action")
    }

    @Test("moving in a list saves the selected login")
    func selectionSaved() async {
        let store = RecordingAppStateStore()
        let shell = ShellFixture.shell(at: .users(since: nil), store: store)
        await ShellFixture.settle(shell)
        await ShellFixture.press([.down, .down], on: shell)
        await shell.flush()
        #expect(
            store.calls == [
                .route(Route.users(since: nil).rememberedText), .selection("user2", list: "users"),
                .selection("user3", list: "users"),
            ])
    }

    @Test("moving row after row within a second writes the first selection, and the last at quit")
    func selectionWritesWait() async {
        let store = RecordingAppStateStore()
        let shell = ShellFixture.shell(at: .users(since: nil), store: store)
        await ShellFixture.settle(shell)
        let start = Date(timeIntervalSince1970: 1_000)
        shell.send(.clock(now: start, tick: 0))
        await ShellFixture.press(Array(repeating: .down, count: 10), on: shell)
        #expect(shell.state.place.unsavedSelections == ["users": "user11"])
        #expect(shell.state.place.selectionSaveScheduled)

        await shell.flush()
        #expect(
            store.calls == [
                .route(Route.users(since: nil).rememberedText), .selection("user2", list: "users"),
                .selection("user11", list: "users"),
            ])
        #expect(shell.state.place.unsavedSelections.isEmpty)
        // A second later a move is written at once.
        shell.send(.clock(now: start.addingTimeInterval(1), tick: 0))
        await ShellFixture.press([.down], on: shell)
        #expect(shell.state.place.unsavedSelections.isEmpty)
        await shell.flush()
        #expect(store.calls.last == .selection("user12", list: "users"))
        #expect(store.calls.count == 4)
    }

    @Test("a selection that waits is written when the screen changes, before the new route")
    func waitingSelectionWrittenOnLeaving() async {
        let store = RecordingAppStateStore()
        let shell = ShellFixture.shell(at: .users(since: nil), store: store)
        await ShellFixture.settle(shell)
        shell.send(.clock(now: Date(timeIntervalSince1970: 1_000), tick: 0))
        await ShellFixture.press([.down, .down, .down], on: shell)
        await ShellFixture.press([.enter], on: shell)
        await shell.flush()
        let calls = store.calls
        #expect(
            calls.prefix(3) == [
                .route(Route.users(since: nil).rememberedText), .selection("user2", list: "users"),
                .selection("user4", list: "users"),
            ])
        #expect(calls.count == 4, "\(calls)")
        if case .route = calls.last {} else { Issue.record("the route is not saved last: \(calls)") }
    }

    @Test("the wait ends by itself: what waited is written without a key, a screen change or quit")
    func waitEndsByItself() async throws {
        let store = RecordingAppStateStore()
        let shell = ShellFixture.shell(at: .users(since: nil), store: store)
        await ShellFixture.settle(shell)
        shell.send(.clock(now: Date(timeIntervalSince1970: 1_000), tick: 0))
        await ShellFixture.press([.down, .down], on: shell)
        #expect(shell.state.place.unsavedSelections == ["users": "user3"])
        for _ in 0..<600 where shell.state.place.selectionSaveScheduled {
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(shell.state.place.unsavedSelections.isEmpty)
        await shell.flush()
        #expect(store.calls.last == .selection("user3", list: "users"))
    }

    @Test("a remembered selection selects that user once the list has loaded it")
    func selectionRestored() async {
        let remembered = AppState(selections: ["users": "user7"])
        let shell = ShellFixture.shell(
            at: .users(since: nil), store: RecordingAppStateStore(initial: remembered), remembered: remembered)
        _ = shell.frame(size: TerminalSize(columns: 80, rows: 24), tick: 0)
        #expect(shell.state.place.pendingSelections["users"] == "user7")
        await ShellFixture.settle(shell)
        _ = shell.frame(size: TerminalSize(columns: 80, rows: 24), tick: 0)
        #expect(shell.state.current?.list.selected == 6)
        #expect(shell.state.place.pendingSelections.isEmpty)
    }

    @Test("moving before the remembered user has loaded forgets it")
    func movingForgets() async {
        let remembered = AppState(selections: ["users": "user45"])
        let shell = ShellFixture.shell(
            at: .users(since: nil), store: RecordingAppStateStore(initial: remembered), remembered: remembered)
        await ShellFixture.settle(shell)
        await ShellFixture.press([.down], on: shell)
        #expect(shell.state.place.pendingSelections.isEmpty)
    }

    @Test("a bare start opens the route the store remembers, if it reads as a route; else the one asked for")
    func startRoute() async {
        func start(_ route: Route, opensRemembered: Bool, remembered: AppState) async -> Route {
            let shell = AppShell(
                builder: ShellFixture.builder(), panes: ShellFixture.panes, route: route,
                opensRemembered: opensRemembered, store: RecordingAppStateStore(initial: remembered), now: Date())
            await shell.start()
            return shell.state.top
        }
        let remembered = AppState(route: Route.user(login: "octocat").rememberedText)
        #expect(await start(.home, opensRemembered: true, remembered: remembered) == .user(login: "octocat"))
        #expect(await start(.posts, opensRemembered: false, remembered: remembered) == .posts)
        #expect(await start(.home, opensRemembered: true, remembered: AppState()) == .home)
        #expect(await start(.home, opensRemembered: true, remembered: AppState(route: "{")) == .home)
    }

    @Test("the place the store remembers arrives as an action: the list selects the remembered user from it")
    func placeLoadedFromTheStore() async {
        let remembered = AppState(selections: ["users": "user4"])
        let store = RecordingAppStateStore(initial: remembered)
        let shell = AppShell(
            builder: ShellFixture.builder(), panes: ShellFixture.panes, route: .users(since: nil), store: store,
            now: Date())
        #expect(shell.state.stack.isEmpty, "nothing shows before the place is loaded")
        await shell.start()
        await shell.settle()
        #expect(shell.state.selectedItemID == "user4")
    }

    @Test("a shell started at a remembered profile has the list below it, and saves that route")
    func deepRouteRestored() async {
        let store = RecordingAppStateStore()
        let shell = ShellFixture.shell(at: .user(login: "octocat"), store: store)
        await ShellFixture.settle(shell)
        await ShellFixture.press([.escape], on: shell)
        await shell.flush()
        #expect(shell.state.top == .users(since: nil))
        #expect(
            store.calls == [
                .route(Route.user(login: "octocat").rememberedText), .route(Route.users(since: nil).rememberedText),
            ])
    }
}

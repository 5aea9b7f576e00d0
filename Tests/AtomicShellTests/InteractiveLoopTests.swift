import Foundation
import Presentation
import TerminalUI
import Testing

@testable import AtomicShell

/// The loop on an in-memory terminal: it draws, follows keys and resizes, and always gives the terminal back.
@MainActor
@Suite("Interactive loop", .timeLimit(.minutes(3)))
struct InteractiveLoopTests {
    private func loop(_ shell: AppShell, on terminal: InMemoryTerminal) -> InteractiveLoop {
        InteractiveLoop(
            shell: shell, terminal: terminal, colorDepth: .none, browser: BrowserLauncher(environment: ["PATH": ""]))
    }

    @Test("q ends the loop with raw mode off and the alternate screen left")
    func quitRestores() async throws {
        let terminal = InMemoryTerminal()
        let shell = ShellFixture.shell(at: .users(since: nil))
        await ShellFixture.settle(shell)
        let (events, input) = AsyncStream.makeStream(of: TerminalEvent.self)
        input.yield(.key(.down))
        input.yield(.key(.character("q")))
        try await loop(shell, on: terminal).run(events: events)
        #expect(!terminal.isRaw)
        #expect(terminal.rawModeEntries == 1)
        #expect(terminal.outputText.hasPrefix(String(decoding: ControlSequence.setup, as: UTF8.self)))
        #expect(terminal.outputText.hasSuffix(String(decoding: ControlSequence.leaveAlternateScreen, as: UTF8.self)))
        #expect(terminal.outputText.contains("user1"))
        #expect(shell.state[.users(since: nil)]?.list.selected == 1)
    }

    @Test("the end of input ends the loop and restores the terminal too")
    func endOfInputRestores() async throws {
        let terminal = InMemoryTerminal()
        let shell = ShellFixture.shell(at: .home)
        let (events, input) = AsyncStream.makeStream(of: TerminalEvent.self)
        input.finish()
        try await loop(shell, on: terminal).run(events: events)
        #expect(!terminal.isRaw)
        #expect(terminal.outputText.hasSuffix(String(decoding: ControlSequence.leaveAlternateScreen, as: UTF8.self)))
    }

    @Test("y puts the selected profile's URL on the clipboard with OSC 52 and says so")
    func copyURL() async throws {
        let terminal = InMemoryTerminal()
        let shell = ShellFixture.shell(at: .users(since: nil))
        await ShellFixture.settle(shell)
        let (events, input) = AsyncStream.makeStream(of: TerminalEvent.self)
        input.yield(.key(.character("y")))
        input.yield(.key(.character("q")))
        try await loop(shell, on: terminal).run(events: events)
        let osc = String(decoding: ControlSequence.setClipboard("https://github.com/user1"), as: UTF8.self)
        #expect(terminal.outputText.contains(osc))
        #expect(terminal.outputText.contains("URL copied (OSC 52)"))
    }

    @Test("o without $BROWSER or xdg-open shows the URL in the status bar")
    func openWithoutBrowser() async throws {
        let terminal = InMemoryTerminal()
        let shell = ShellFixture.shell(at: .users(since: nil))
        await ShellFixture.settle(shell)
        let (events, input) = AsyncStream.makeStream(of: TerminalEvent.self)
        input.yield(.key(.character("o")))
        input.yield(.key(.character("q")))
        try await loop(shell, on: terminal).run(events: events)
        #expect(terminal.outputText.contains("https://github.com/user1"))
    }

    @Test("a resize draws the whole frame at the new size")
    func resize() async throws {
        let terminal = InMemoryTerminal()
        let shell = ShellFixture.shell(at: .users(since: nil))
        await ShellFixture.settle(shell)
        let (events, input) = AsyncStream.makeStream(of: TerminalEvent.self)
        input.yield(.resize(TerminalSize(columns: 30, rows: 10)))
        input.yield(.key(.character("q")))
        try await loop(shell, on: terminal).run(events: events)
        #expect(terminal.outputText.contains("Terminal too small"))
    }
}

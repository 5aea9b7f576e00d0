import TerminalUI
import Testing

@testable import AtomicShell

/// The key table: every key the README lists gives its command, and other keys give none.
@Suite("Key commands")
struct KeyCommandTests {
    @Test(
        "each key maps to its command",
        arguments: [
            (Key.up, KeyCommand.up), (.character("k"), .up), (.down, .down), (.character("j"), .down),
            (.pageUp, .pageUp), (.pageDown, .pageDown), (.home, .first), (.character("g"), .first),
            (.tab, .nextPart), (.backTab, .previousPart),
            (.end, .last), (.character("G"), .last), (.enter, .open), (.right, .open), (.character("l"), .open),
            (.escape, .back), (.left, .back), (.character("h"), .back), (.backspace, .back),
            (.character("r"), .refresh), (.character("/"), .filter), (.character("?"), .help),
            (.character("o"), .openInBrowser), (.character("y"), .copyURL), (.control("l"), .redraw),
            (.control("z"), .suspend), (.character("q"), .quit), (.control("c"), .quit),
        ])
    func mapping(key: Key, command: KeyCommand) {
        #expect(KeyCommand(key: key) == command)
    }

    @Test(
        "other keys mean nothing",
        arguments: [Key.character("x"), .character("Q"), .character("p"), .control("a"), .delete])
    func unbound(key: Key) {
        #expect(KeyCommand(key: key) == nil)
    }

    @Test("the help overlay lists every command once")
    func helpEntries() {
        #expect(KeyCommand.helpEntries.count == KeyCommand.allCases.count)
        #expect(Set(KeyCommand.helpEntries.map(\.action)).count == KeyCommand.allCases.count)
    }
}

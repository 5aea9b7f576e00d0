import AtomicCore
import AtomicOutput
import Foundation
import Testing

/// A console that keeps what is written and the spinner it was given, with the terminal facts a test gives it.
final class RecordingConsole: Console {
    let isTerminal: Bool
    let errorIsTerminal: Bool
    let isDumb: Bool
    let width: Int
    private let written = Locked((output: "", error: "", spinner: ProgressSpinner?.none))

    init(isTerminal: Bool, errorIsTerminal: Bool? = nil, isDumb: Bool = false, width: Int = 80) {
        self.isTerminal = isTerminal
        self.errorIsTerminal = errorIsTerminal ?? isTerminal
        self.isDumb = isDumb
        self.width = width
    }

    var output: String { written.withLock { $0.output } }
    var error: String { written.withLock { $0.error } }

    func write(_ text: String) { written.withLock { $0.output += text } }
    func writeError(_ text: String) { written.withLock { $0.error += text } }
    func writeProgress(_ text: String) {}
    func showProgress(_ spinner: ProgressSpinner) { written.withLock { $0.spinner = spinner } }

    /// The spinner last given to ``showProgress(_:)``.
    var spinner: ProgressSpinner? { written.withLock { $0.spinner } }
}

@Suite struct CommandOutputTests {
    @Test func stylesOnlyOnATerminalThatShowsThemWithColourOn() {
        #expect(CommandOutput(console: RecordingConsole(isTerminal: true), color: true).style.isEnabled)
        #expect(!CommandOutput(console: RecordingConsole(isTerminal: true), color: false).style.isEnabled)
        #expect(!CommandOutput(console: RecordingConsole(isTerminal: false), color: true).style.isEnabled)
        #expect(!CommandOutput(console: RecordingConsole(isTerminal: true, isDumb: true), color: true).style.isEnabled)
    }

    @Test func forcedColourStylesAnyOutputUnlessColourIsOffAndColoursJSONIndented() {
        let pipe = CommandOutput(console: RecordingConsole(isTerminal: false), color: true, colorForced: true)
        #expect(pipe.style.isEnabled)
        #expect(pipe.jsonFormat == .terminal)
        let dumb = RecordingConsole(isTerminal: true, isDumb: true)
        #expect(CommandOutput(console: dumb, color: true, colorForced: true).style.isEnabled)
        #expect(
            !CommandOutput(console: RecordingConsole(isTerminal: false), color: false, colorForced: true).style
                .isEnabled)
        // Forced colour changes styles, not the tab-separated records a pipe gets.
        #expect(pipe.plain.tabSeparated)
    }

    @Test func tablesAreFittedToATerminalAndTabSeparatedForAPipe() {
        let terminal = CommandOutput(console: RecordingConsole(isTerminal: true, width: 50), color: true).plain
        #expect(terminal.width == 50 && !terminal.tabSeparated && terminal.hyperlinks)
        let dumb = CommandOutput(console: RecordingConsole(isTerminal: true, isDumb: true), color: true).plain
        #expect(!dumb.tabSeparated && !dumb.hyperlinks)
        let pipe = CommandOutput(console: RecordingConsole(isTerminal: false), color: true).plain
        #expect(pipe.tabSeparated && !pipe.hyperlinks)
    }

    @Test func jsonIsIndentedForPeopleAndOnOneLineForAPipeWithTheSelectedKeysOnly() {
        let value = TestRow(id: 1, login: "octocat", avatar: nil, profile: nil)
        let pipe = CommandOutput(console: RecordingConsole(isTerminal: false), color: true, jsonFields: ["login"])
        #expect(pipe.jsonFormat == .compact)
        #expect(pipe.json(value) == "{\"login\":\"octocat\"}\n")
        #expect(CommandOutput(console: RecordingConsole(isTerminal: true), color: false).jsonFormat == .indented)
        #expect(CommandOutput(console: RecordingConsole(isTerminal: true), color: true).jsonFormat == .terminal)
    }

    @Test func aStreamedArrayGoesToStandardOutput() {
        let console = RecordingConsole(isTerminal: false)
        let stream = CommandOutput(console: console, color: true, jsonFields: ["id"]).jsonArrayStream()
        stream.append([TestRow(id: 1, login: "a", avatar: nil, profile: nil)])
        stream.finish()
        #expect(console.output == "[{\"id\":1}]\n")
    }

    @Test func aWarningIsWrappedOnlyWhenStandardErrorIsATerminal() {
        let words = "the list is incomplete, the rest could not be fetched"
        let terminal = RecordingConsole(isTerminal: false, errorIsTerminal: true, width: 30)
        CommandOutput(console: terminal, color: true).writeWarning(words)
        #expect(terminal.error == "warning: the list is\nincomplete, the rest could not\nbe fetched\n")
        let pipe = RecordingConsole(isTerminal: true, errorIsTerminal: false, width: 30)
        CommandOutput(console: pipe, color: true).writeWarning(words)
        #expect(pipe.error == "warning: \(words)\n")
    }

    @Test func anEmptyListGoesToStandardErrorInAPipeAndToTheTerminalOtherwise() {
        let pipe = RecordingConsole(isTerminal: false)
        let output = CommandOutput(console: pipe, color: true)
        output.writeList("No users.\n", isEmpty: true)
        output.writeList("1\tocto\n", isEmpty: false)
        #expect(pipe.error == "No users.\n" && pipe.output == "1\tocto\n")
        let terminal = RecordingConsole(isTerminal: true)
        CommandOutput(console: terminal, color: true).writeList("No users.\n", isEmpty: true)
        #expect(terminal.output == "No users.\n" && terminal.error == "")
    }

    @Test func aSpinnerTurnsOnlyOnAStandardErrorThatIsATerminal() {
        let clock = TestClock()
        #expect(RecordingConsole(isTerminal: true, errorIsTerminal: false).startProgress(clock: clock) == nil)
        let dumb = RecordingConsole(isTerminal: true, isDumb: true)
        #expect(dumb.startProgress(clock: clock) == nil && dumb.spinner == nil)
        let terminal = RecordingConsole(isTerminal: false, errorIsTerminal: true)
        let spinner = terminal.startProgress(clock: clock)
        #expect(spinner != nil && terminal.spinner === spinner)
        spinner?.stop()
    }
}

import TerminalUI
import Testing

@Suite struct MouseReportingSessionTests {
    private static let enable = String(decoding: ControlSequence.enableMouseReporting, as: UTF8.self)
    private static let disable = String(decoding: ControlSequence.disableMouseReporting, as: UTF8.self)

    @Test func theSequencesAskForButtonsDragsAndTheSGRFormatAndStopThemInReverse() {
        #expect(Self.enable == "\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h")
        #expect(Self.disable == "\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l")
    }

    @Test func aSessionReportingTheMouseAsksForItOnStartAndStopsItOnEnd() throws {
        let terminal = InMemoryTerminal()
        let session = TerminalSession(device: terminal, reportingMouse: true)
        try session.start()
        let started = terminal.outputText
        #expect(started.contains(Self.enable))
        // Asked for inside the alternate screen, never on the screen the shell gets back.
        let alternate = try #require(started.range(of: "\u{1B}[?1049h"))
        #expect(try #require(started.range(of: Self.enable)).lowerBound >= alternate.upperBound)
        terminal.clearOutput()
        session.end()
        let ended = terminal.outputText
        #expect(ended == String(decoding: ControlSequence.restore, as: UTF8.self))
        let disabled = try #require(ended.range(of: Self.disable))
        #expect(disabled.upperBound <= (try #require(ended.range(of: "\u{1B}[?1049l"))).lowerBound)
    }

    @Test func aSessionNotReportingTheMouseNeverAsksForIt() throws {
        let terminal = InMemoryTerminal()
        let session = TerminalSession(device: terminal)
        try session.run {}
        #expect(!terminal.outputText.contains(Self.enable))
        #expect(terminal.output == ControlSequence.setup + ControlSequence.restore)
        #expect(ControlSequence.setup == ControlSequence.setup(reportingMouse: false))
    }
}

import TerminalUI
import Testing

@Suite struct TerminalSessionTests {
    private struct Failure: Error {}

    @Test func runEntersRawModeAndTheAlternateScreenAndRestoresOnReturn() throws {
        let terminal = InMemoryTerminal()
        let session = TerminalSession(device: terminal)
        let wasRaw = try session.run { terminal.isRaw }
        #expect(wasRaw)
        #expect(!terminal.isRaw)
        #expect(!session.isActive)
        #expect(terminal.output == ControlSequence.setup + ControlSequence.restore)
    }

    @Test func runRestoresWhenTheBodyThrows() {
        let terminal = InMemoryTerminal()
        let session = TerminalSession(device: terminal)
        #expect(throws: Failure.self) { try session.run { throw Failure() } }
        #expect(!terminal.isRaw)
        #expect(terminal.output.suffix(ControlSequence.restore.count) == ControlSequence.restore[...])
    }

    @Test func theAsyncRunRestoresWhenTheBodyThrows() async {
        let terminal = InMemoryTerminal()
        let session = TerminalSession(device: terminal)
        await #expect(throws: Failure.self) {
            try await session.run { () async throws -> Void in throw Failure() }
        }
        #expect(!terminal.isRaw)
        #expect(terminal.output.suffix(ControlSequence.restore.count) == ControlSequence.restore[...])
    }

    @Test func startAndEndHappenOnceHoweverOftenTheyAreCalled() throws {
        let terminal = InMemoryTerminal()
        let session = TerminalSession(device: terminal)
        try session.start()
        try session.start()
        #expect(terminal.rawModeEntries == 1)
        session.end()
        session.end()
        #expect(terminal.output == ControlSequence.setup + ControlSequence.restore)
    }

    @Test func aFailedFirstWriteLeavesTheTerminalRestored() {
        let terminal = InMemoryTerminal()
        terminal.failWrites(true)
        let session = TerminalSession(device: terminal)
        #expect(throws: TerminalError.writeFailed(errno: 5)) { try session.start() }
        #expect(!terminal.isRaw)
        #expect(!session.isActive)
    }

    @Test func framesAreWrittenInsideSynchronizedOutput() throws {
        let terminal = InMemoryTerminal(size: TerminalSize(columns: 10, rows: 2))
        let session = TerminalSession(device: terminal)
        var renderer = DiffRenderer(colorDepth: .none)
        try session.run {
            terminal.clearOutput()
            var frame = CellBuffer(size: terminal.size())
            frame.write("hi", x: 0, y: 0)
            try session.draw(renderer.render(frame))
            try session.draw(renderer.render(frame))
            let text = terminal.outputText
            #expect(text.hasPrefix("\u{1B}[?2026h") && text.hasSuffix("\u{1B}[?2026l"))
            #expect(text.components(separatedBy: "\u{1B}[?2026h").count == 2)
        }
    }

    @Test func theClipboardSequenceCarriesTheTextInBase64() {
        let sequence = String(decoding: ControlSequence.setClipboard("https://github.com/octocat"), as: UTF8.self)
        #expect(sequence == "\u{1B}]52;c;aHR0cHM6Ly9naXRodWIuY29tL29jdG9jYXQ=\u{07}")
        #expect(String(decoding: ControlSequence.setClipboard("ab"), as: UTF8.self) == "\u{1B}]52;c;YWI=\u{07}")
    }
}

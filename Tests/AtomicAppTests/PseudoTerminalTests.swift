import Testing

/// The tests' reading of a terminal: what a person would see once every byte was drawn.
@Suite struct PseudoTerminalTests {
    @Test func anErasedSpinnerLeavesOnlyTheOutput() {
        let bytes = "\r⠋ loading…\r⠙ loading…\r\u{1B}[KID  LOGIN\r\n 3  user3\r\n"
        #expect(PseudoTerminal.visible(bytes) == "ID  LOGIN\n 3  user3\n")
    }

    @Test func escapeSequencesAreRemovedAndOverwritesShowTheLastCharacters() {
        #expect(PseudoTerminal.visible("\u{1B}[1mbold\u{1B}[0m") == "bold")
        #expect(PseudoTerminal.visible("\u{1B}]8;;https://a.test\u{07}link\u{1B}]8;;\u{07}") == "link")
        #expect(PseudoTerminal.visible("abcdef\rXY") == "XYcdef")
        #expect(PseudoTerminal.visible("abcdef\r\u{1B}[K") == "")
    }
}

import TerminalUI
import Testing

/// Widths where the scalar-by-scalar measure of terminals (checked in tmux 3.3a) and a per-cluster measure
/// differ, and TextWidth follows the terminal.
@Suite struct TextWidthTerminalTests {
    @Test func aLoneRegionalIndicatorIsOneColumnAndAFlagTwo() {
        #expect(TextWidth.displayWidth(of: "🇫") == 1)
        #expect(TextWidth.displayWidth(of: "🇫🇷") == 2)
    }

    @Test func anIndicConjunctTakesOneColumnPerSpacingLetter() {
        let conjunct = "\u{915}\u{94D}\u{937}\u{93F}"
        #expect(conjunct.count == 1)
        #expect(TextWidth.displayWidth(of: conjunct) == 3)
        #expect(TextWidth.displayWidth(of: "ก่") == 1)
    }
}

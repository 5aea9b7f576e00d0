import AtomicOutput
import Testing

/// gh's `GH_FORCE_TTY` values: absent or empty forces nothing, a number is columns, `N%` a share, anything else
/// keeps the measured width.
@Suite struct ForcedTerminalTests {
    @Test func absentOrEmptyForcesNothing() {
        #expect(ForcedTerminal(nil) == nil)
        #expect(ForcedTerminal("") == nil)
    }

    @Test func aWholeNumberIsTheWidthInColumns() {
        #expect(ForcedTerminal("120") == .columns(120))
        #expect(ForcedTerminal("20") == .columns(20))
        #expect(ForcedTerminal("120")?.width(measured: 80) == 120)
    }

    @Test func aPercentageIsAShareOfTheMeasuredWidthRoundedDown() {
        #expect(ForcedTerminal("50%") == .percentage(50))
        #expect(ForcedTerminal("50%")?.width(measured: 81) == 40)
        #expect(ForcedTerminal("150%")?.width(measured: 100) == 150)
        // A share too large to mean anything is held at ten times the width, and a huge
        // measured width at 2²⁰ columns, so the product never traps.
        #expect(ForcedTerminal("9999999999999999%")?.width(measured: 100) == 1_000)
        #expect(ForcedTerminal("50%")?.width(measured: .max) == 1 << 19)
    }

    @Test(
        "any other value, a number under 20 included, forces the terminal at its measured width",
        arguments: ["1", "19", "true", "yes", "0", "-5", "%", "x%", "0%"])
    func otherValuesKeepTheMeasuredWidth(value: String) {
        #expect(ForcedTerminal(value) == .measuredWidth)
        #expect(ForcedTerminal(value)?.width(measured: 77) == 77)
    }
}

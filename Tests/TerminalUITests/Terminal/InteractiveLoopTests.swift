import Testing

@testable import TerminalUI

/// The toolkit's whole loop in a pseudo-terminal: keys typed on the terminal move the list, a lone Esc closes
/// the filter, a resize redraws at the new size, and `q` leaves the terminal as it was.
@Suite struct InteractiveLoopTests {
    private func row(_ model: ScreenModel, _ y: Int) -> String {
        model.screen.row(y).map(\.grapheme).joined()
    }

    @Test func keysMoveTheListAndQuitRestoresTheTerminal() async throws {
        let probe = try InteractiveProbe(columns: 80, rows: 24)
        let first = await probe.waitForScreen { row($0, 23).contains("ready") }
        #expect(first.map { row($0, 0) }?.contains("AtomicArch › Demo › Users") == true)
        #expect(first?.screen[1, 1].style.attributes.contains(.reverse) == true, "the first user is selected")

        probe.send("jj")
        probe.send([0x1B, UInt8(ascii: "[")])
        probe.send("B")
        let moved = await probe.waitForScreen { row($0, 23).contains("key down") }
        #expect(moved?.screen[1, 4].style.attributes.contains(.reverse) == true, "user-4 is selected")
        #expect(moved?.screen[1, 1].style.attributes.contains(.reverse) == false)

        probe.send("/19")
        let filtered = await probe.waitForScreen { row($0, 0).contains("12 users") }
        #expect(filtered.map { row($0, 22) }?.hasPrefix("/19") == true)

        probe.send([0x1B])
        let unfiltered = await probe.waitForScreen { row($0, 0).contains("200 users") }
        #expect(unfiltered.map { row($0, 23) }?.contains("key escape") == true)

        probe.resize(columns: 40, rows: 12)
        let mark = probe.received.count
        probe.signalResize()
        let small = await probe.waitForScreen(columns: 40, rows: 12, from: mark) {
            row($0, 11).contains("resize 40x12")
        }
        #expect(small.map { row($0, 0) }?.contains("AtomicArch") == true)

        probe.send("q")
        let outcome = await probe.waitForExit()
        #expect(outcome.reason == .exit && outcome.status == 0)
        #expect(outcome.echo && outcome.canonical)
        #expect(outcome.output.hasSuffix(String(decoding: ControlSequence.restore, as: UTF8.self)))
    }
}

import AtomicOutput
import TerminalUI
import Testing

/// A table too wide for its width gives way in three steps (cut flexible columns to their minimum, leave out the
/// droppable ones by priority, cut to the narrowest), measures in terminal columns and sanitises every cell.
@Suite struct TextTableTests {
    private static let plain = TextStyle(isEnabled: false)

    private static func lines(_ table: TextTable, width: Int) -> [String] {
        table.render(width: width, style: plain).split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            .map(String.init)
    }

    @Test func aTableThatFitsIsAlignedWithTwoSpacesBetweenColumns() {
        let table = TextTable(
            columns: [.init(title: "ID", alignsRight: true), .init(title: "NAME")],
            rows: [["7", "ada"], ["1140", "grace"]])
        #expect(Self.lines(table, width: 80) == ["  ID  NAME", "   7  ada", "1140  grace"])
    }

    @Test func flexibleColumnsAreCutTheWidestFirstDownToTheirMinimum() {
        let table = TextTable(
            columns: [
                .init(title: "A", isFlexible: true, minimumWidth: 4),
                .init(title: "B", isFlexible: true, minimumWidth: 4),
            ],
            rows: [[String(repeating: "a", count: 20), String(repeating: "b", count: 10)]])
        let lines = Self.lines(table, width: 24)
        #expect(lines.allSatisfy { TextWidth.displayWidth(of: $0) <= 24 }, "\(lines)")
        // The wider column alone gave way, as far as the excess: 12 columns, the other whole.
        #expect(lines[1] == String(repeating: "a", count: 11) + "…  " + String(repeating: "b", count: 10))
        // Narrower, both give way together once they are as wide.
        #expect(
            Self.lines(table, width: 18)[1] == String(repeating: "a", count: 7) + "…  "
                + String(repeating: "b", count: 7) + "…")
    }

    @Test func droppableColumnsGoTheLowestPriorityFirstBeforeAnythingIsCutFurther() {
        let table = TextTable(
            columns: [
                .init(title: "KEEP", isFlexible: true, minimumWidth: 10),
                .init(title: "LOW", isDroppable: true, priority: 0),
                .init(title: "HIGH", isDroppable: true, priority: 1),
            ],
            rows: [[String(repeating: "k", count: 10), "low-column", "high"]])
        #expect(Self.lines(table, width: 16) == ["KEEP        HIGH", "kkkkkkkkkk  high"])
        #expect(Self.lines(table, width: 10) == ["KEEP", "kkkkkkkkkk"])
    }

    @Test func lastlyFlexibleColumnsAreCutToTheNarrowest() {
        let table = TextTable(
            columns: [.init(title: "NAME", isFlexible: true, minimumWidth: nil)],
            rows: [[String(repeating: "n", count: 40)]])
        #expect(Self.lines(table, width: 3)[1] == "nnnnn…")
        #expect(TextTable.narrowest == 6)
    }

    @Test func cellsAreSanitisedAndMeasuredInTerminalColumns() {
        let table = TextTable(
            columns: [.init(title: "NAME"), .init(title: "X")], rows: [["東京\u{1B}[2J", "1"], ["ab\u{07}", "2"]])
        #expect(Self.lines(table, width: 80) == ["NAME  X", "東京  1", "ab    2"])
    }

    @Test func theHeaderIsBoldWhenStylesAreOn() {
        let table = TextTable(columns: [.init(title: "ID")], rows: [["1"]])
        #expect(table.render(width: 80, style: TextStyle(isEnabled: true)) == "\u{1B}[1mID\u{1B}[0m\n1\n")
    }
}

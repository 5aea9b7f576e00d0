import TerminalUI
import Testing

@Suite struct CellBufferTests {
    @Test func aWideCharacterTakesTwoCellsWithAContinuation() {
        var buffer = CellBuffer(width: 6, height: 1)
        #expect(buffer.write("a日b", x: 0, y: 0) == 4)
        #expect(buffer[1, 0].grapheme == "日")
        #expect(buffer[1, 0].width == 2)
        #expect(buffer[2, 0].isContinuation)
        #expect(buffer[3, 0].grapheme == "b")
        #expect(buffer.plainText == "a日b")
    }

    @Test func aWideCharacterNeverCrossesTheRightEdge() {
        var buffer = CellBuffer(width: 5, height: 2)
        #expect(buffer.write("abcd日", x: 0, y: 0) == 5)
        #expect(buffer[4, 0] == .blank)
        #expect(buffer.row(0).allSatisfy { !$0.isContinuation })
        buffer.write("日本語", x: 0, y: 1)
        #expect(buffer.plainText == "abcd\n日本")
        #expect(buffer[4, 1] == .blank)
    }

    @Test func aWideCharacterNeverCrossesTheEdgeOfTheArea() {
        var buffer = CellBuffer(width: 10, height: 1)
        buffer.write("日本語", x: 1, y: 0, maxWidth: 3, style: .bold)
        #expect(buffer.plainText == " 日")
        #expect(buffer[3, 0] == .space(.bold))
        #expect(buffer[4, 0] == .blank)
    }

    @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
        var buffer = CellBuffer(width: 6, height: 1)
        buffer.write("日本", x: 0, y: 0)
        buffer.write("x", x: 1, y: 0)
        #expect(buffer.plainText == " x本")
        buffer.write("y", x: 2, y: 0)
        #expect(buffer.plainText == " xy")
        #expect(buffer.row(0).allSatisfy { !$0.isContinuation })
    }

    @Test func emojiSequencesAndCombiningMarksStayInOneCell() {
        var buffer = CellBuffer(width: 10, height: 1)
        #expect(buffer.write("👩‍👩‍👧🇫🇷e\u{301}", x: 0, y: 0) == 5)
        #expect(buffer[0, 0].grapheme == "👩‍👩‍👧")
        #expect(buffer[2, 0].grapheme == "🇫🇷")
        #expect(buffer[4, 0].grapheme == "e\u{301}")
    }

    @Test func textIsSanitisedBeforeItReachesACell() {
        var buffer = CellBuffer(width: 30, height: 1)
        buffer.write("bio\u{1B}]0;pwned\u{07}\u{1B}[2J\u{9B}31m ok\n", x: 0, y: 0)
        #expect(buffer.plainText == "bio ok")
        #expect(buffer.cells.allSatisfy { cell in !cell.grapheme.unicodeScalars.contains { $0.value < 0x20 } })
    }

    @Test func fillingWithAControlOrAWideCharacterFillsWithSpaces() {
        var buffer = CellBuffer(width: 3, height: 1)
        buffer.fill(buffer.area, with: "\u{1B}")
        #expect(buffer.row(0).allSatisfy { $0 == .blank })
        buffer.fill(buffer.area, with: "日")
        #expect(buffer.row(0).allSatisfy { $0 == .blank })
    }

    @Test func writingOutsideTheBufferIsClipped() {
        var buffer = CellBuffer(width: 4, height: 2)
        #expect(buffer.write("hidden", x: 0, y: 5) == 0)
        #expect(buffer.write("abcdef", x: -2, y: 0) == 4)
        #expect(buffer.plainText == "cdef\n")
    }

    @Test func fillAndSetStyleCoverOnlyTheirRectangle() {
        var buffer = CellBuffer(width: 4, height: 3)
        buffer.fill(Rect(x: 1, y: 1, width: 10, height: 1), with: "-")
        buffer.setStyle(.reverse, in: Rect(x: 0, y: 1, width: 2, height: 1))
        #expect(buffer.plainText == "\n ---\n")
        #expect(buffer[0, 1].style == .reverse)
        #expect(buffer[2, 1].style == .plain)
    }
}

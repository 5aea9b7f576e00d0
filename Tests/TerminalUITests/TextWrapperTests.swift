import TerminalUI
import Testing

@Suite struct TextWrapperTests {
    @Test func breaksAtSpacesWithinTheWidth() {
        #expect(TextWrapper.wrap("the quick brown fox jumps", toWidth: 10) == ["the quick", "brown fox", "jumps"])
    }

    @Test func textThatFitsIsOneLine() {
        #expect(TextWrapper.wrap("short", toWidth: 80) == ["short"])
        #expect(TextWrapper.wrap("", toWidth: 80) == [""])
    }

    @Test func lineFeedsStartNewLinesAndEmptyLinesStay() {
        #expect(TextWrapper.wrap("one\n\ntwo three", toWidth: 5) == ["one", "", "two", "three"])
    }

    @Test func wideCharactersCountTwoColumns() {
        #expect(TextWrapper.wrap("日本語 テキスト", toWidth: 6) == ["日本語", "テキス", "ト"])
        for line in TextWrapper.wrap("🙂🙂🙂 🙂🙂", toWidth: 4) {
            #expect(TextWidth.displayWidth(of: line) <= 4)
        }
    }

    @Test func longWordsAreBrokenBetweenCharactersNeverInsideAGraphemeCluster() {
        #expect(TextWrapper.wrap("abcdefghij", toWidth: 4) == ["abcd", "efgh", "ij"])
        let family = "👩‍👩‍👧‍👦"
        #expect(TextWrapper.wrap(family + family + family, toWidth: 3) == [family, family, family])
    }

    @Test func runsOfSpacesCollapseAtBreaks() {
        #expect(TextWrapper.wrap("a   b", toWidth: 1) == ["a", "b"])
    }

    @Test func noLineIsWiderThanTheWidth() {
        let text = "Open source в свободное время. 日本語のテキストと emoji 🛠️ mixed together in one long line."
        for width in 1...30 {
            for line in TextWrapper.wrap(text, toWidth: width) {
                #expect(TextWidth.displayWidth(of: line) <= max(width, 2), "width \(width): \(line)")
            }
        }
    }
}

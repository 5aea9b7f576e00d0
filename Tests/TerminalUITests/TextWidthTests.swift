import TerminalUI
import Testing

@Suite struct TextWidthTests {
    @Test(arguments: [("", 0), ("a", 1), ("hello, world", 12), ("~!@#$%^&*()", 11)])
    func asciiIsOneColumnPerCharacter(text: String, width: Int) {
        #expect(TextWidth.displayWidth(of: text) == width)
    }

    @Test func everyASCIICharacterIsOneColumnWhenPrintableAndNoneWhenAControl() {
        for code in UInt8(0)..<0x80 {
            let character = Character(Unicode.Scalar(code))
            #expect(TextWidth.displayWidth(of: character) == ((0x20..<0x7F).contains(code) ? 1 : 0), "\(code)")
        }
        #expect(TextWidth.displayWidth(of: Character("\r\n")) == 0)
    }

    @Test(arguments: [
        ("日本語", 6), ("中文", 4), ("a日b", 4), ("ひらがな", 8), ("カタカナ", 8), ("、。", 4), ("\u{3000}", 2),
        ("𠀋", 2),
    ])
    func cjkIsTwoColumnsPerCharacter(text: String, width: Int) {
        #expect(TextWidth.displayWidth(of: text) == width)
    }

    @Test(arguments: [
        ("👍", 2), ("👍🏽", 2), ("👨‍👩‍👧", 2), ("🇫🇷", 2), ("❤️", 2), ("❤", 1), ("1️⃣", 2), ("🏳️‍🌈", 2),
        ("❤️‍🔥", 2), ("🇫🇷🇯🇵", 4), ("ok 👍", 5),
    ])
    func emojiPicturesAreTwoColumns(text: String, width: Int) {
        #expect(TextWidth.displayWidth(of: text) == width)
    }

    @Test func combiningMarksAddNoWidth() {
        let decomposed = "e\u{0301}"
        #expect(decomposed.count == 1)
        #expect(TextWidth.displayWidth(of: decomposed) == 1)
        #expect(TextWidth.displayWidth(of: "Cafe\u{0301}") == 4)
        #expect(TextWidth.displayWidth(of: "Café") == 4)
        #expect(TextWidth.displayWidth(of: "a\u{0301}\u{0308}\u{0323}") == 1)
        #expect(TextWidth.displayWidth(of: "\u{0301}") == 0)
    }

    @Test func hangulSyllablesAndConjoiningJamoAreTwoColumns() {
        #expect(TextWidth.displayWidth(of: "한국어") == 6)
        let conjoined = "\u{1112}\u{1161}\u{11AB}"
        #expect(conjoined.count == 1)
        #expect(TextWidth.displayWidth(of: conjoined) == 2)
        #expect(TextWidth.displayWidth(of: "ㄱ") == 2)
    }

    @Test func fullwidthFormsAreTwoColumnsAndHalfwidthFormsOne() {
        #expect(TextWidth.displayWidth(of: "ＡＢＣ") == 6)
        #expect(TextWidth.displayWidth(of: "１２！") == 6)
        #expect(TextWidth.displayWidth(of: "ｱｲｳ") == 3)
    }

    @Test(arguments: [
        "\u{200B}", "\u{200D}", "\u{FE0F}", "\u{2060}", "\u{00}", "\u{07}", "\u{1B}", "\u{7F}", "\u{9B}", "\r\n",
    ])
    func invisibleAndControlCharactersAreZeroColumns(text: String) {
        #expect(TextWidth.displayWidth(of: text) == 0)
    }

    @Test func truncateLeavesFittingTextAlone() {
        #expect(TextWidth.truncate("hello", toWidth: 5) == "hello")
        #expect(TextWidth.truncate("日本", toWidth: 4) == "日本")
        #expect(TextWidth.truncate("", toWidth: 3) == "")
    }

    @Test func truncateEndsWithTheEllipsisWithinTheWidth() {
        #expect(TextWidth.truncate("hello world", toWidth: 8) == "hello w…")
        #expect(TextWidth.truncate("hello world", toWidth: 8, ellipsis: "...") == "hello...")
        #expect(TextWidth.truncate("hello world", toWidth: 1) == "…")
        #expect(TextWidth.truncate("hello world", toWidth: 0) == "")
        #expect(TextWidth.truncate("hello world", toWidth: -3) == "")
        #expect(TextWidth.truncate("hello", toWidth: 2, ellipsis: "...") == "he")
    }

    @Test func asciiTextIsCutAsItsClustersWouldBe() {
        // Around the cut, ASCII followed by a combining mark or a keycap is one cluster, never split.
        #expect(TextWidth.truncate("abcde\u{0301}fg", toWidth: 6) == "abcde\u{0301}…")
        #expect(TextWidth.truncate("abcde\u{0301}fg", toWidth: 5) == "abcd…")
        #expect(TextWidth.truncate("abcdef", toWidth: 6) == "abcdef")
        #expect(TextWidth.truncate("abcdefg", toWidth: 6) == "abcde…")
        #expect(TextWidth.truncate("abcdefgh", toWidth: 6) == "abcde…")
        #expect(TextWidth.truncate("abc", toWidth: Int.max) == "abc")
        #expect(TextWidth.truncate("ab\tcdef", toWidth: 4) == "ab\tc…")
        for length in 0...12 {
            let text = String(repeating: "x", count: length)
            for width in 1...12 {
                let result = TextWidth.truncate(text, toWidth: width)
                #expect(result == (length <= width ? text : String(repeating: "x", count: width - 1) + "…"))
            }
        }
    }

    @Test(arguments: [(1, "…"), (2, "…"), (3, "日…"), (4, "日…"), (5, "日本…"), (6, "日本語"), (7, "日本語")])
    func truncateWideCharactersAtOddWidths(width: Int, expected: String) {
        let result = TextWidth.truncate("日本語", toWidth: width)
        #expect(result == expected)
        #expect(TextWidth.displayWidth(of: result) <= width)
    }

    @Test func truncateNeverSplitsAGraphemeCluster() {
        let text = "👨‍👩‍👧🇫🇷e\u{0301}👍🏽한"
        for width in 0...12 {
            let result = TextWidth.truncate(text, toWidth: width, ellipsis: "")
            #expect(TextWidth.displayWidth(of: result) <= width)
            #expect(text.hasPrefix(result))
            #expect(Array(result) == Array(text.prefix(result.count)))
        }
        #expect(TextWidth.truncate(text, toWidth: 5) == "👨‍👩‍👧🇫🇷…")
        #expect(TextWidth.truncate(text, toWidth: 6) == "👨‍👩‍👧🇫🇷e\u{0301}…")
    }

    @Test func padFillsToTheWidthOnTheChosenSide() {
        #expect(TextWidth.pad("ab", toWidth: 5) == "ab   ")
        #expect(TextWidth.pad("ab", toWidth: 5, alignment: .right) == "   ab")
        #expect(TextWidth.pad("ab", toWidth: 5, alignment: .center) == " ab  ")
        #expect(TextWidth.pad("日本", toWidth: 5) == "日本 ")
        #expect(TextWidth.pad("👍", toWidth: 4, alignment: .right) == "  👍")
        #expect(TextWidth.pad("toolong", toWidth: 3) == "toolong")
    }

    @Test func fitTruncatesAndPadsToExactlyTheWidth() {
        for text in ["", "abc", "日本語テキスト", "👨‍👩‍👧 family", "e\u{0301}e\u{0301}"] {
            for width in 1...9 {
                #expect(TextWidth.displayWidth(of: TextWidth.fit(text, toWidth: width)) == width)
            }
        }
        #expect(TextWidth.fit("日本語", toWidth: 4, alignment: .right) == " 日…")
    }
}

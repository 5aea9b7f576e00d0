import TerminalUI
import Testing

@Suite struct TerminalSanitizerTests {
    @Test(arguments: [
        "", "plain ascii text", "Café crème", "e\u{0301}", "日本語のテキスト", "한국어", "👨‍👩‍👧 🇫🇷 ❤️ 👍🏽",
        "مرحبا بالعالم", "שלום", "ＡＢＣ", "price: 5€ [ok] ~/path",
    ])
    func ordinaryTextIsUnchanged(text: String) {
        #expect(TerminalSanitizer.sanitize(text) == text)
        #expect(TerminalSanitizer.sanitize(text, keepNewlines: true) == text)
    }

    @Test(arguments: [
        ("\u{1B}[31mred\u{1B}[0m", "red"),
        ("a\u{1B}[2Jb", "ab"),
        ("\u{1B}[?25lhidden cursor\u{1B}[?25h", "hidden cursor"),
        ("\u{1B}[38;2;255;0;0mtrue colour\u{1B}[m", "true colour"),
        ("x\u{1B}[10;20Hy", "xy"),
        ("\u{1B}[1 qz", "z"),
    ])
    func controlSequencesAreRemovedCompletely(input: String, expected: String) {
        #expect(TerminalSanitizer.sanitize(input) == expected)
    }

    @Test(arguments: [
        ("\u{1B}]0;pwned\u{07}after", "after"),
        ("\u{1B}]2;title\u{1B}\\after", "after"),
        ("\u{1B}]8;;https://evil.example\u{1B}\\click\u{1B}]8;;\u{1B}\\", "click"),
        ("\u{1B}]52;c;ZXZpbA==\u{07}clipboard", "clipboard"),
    ])
    func operatingSystemCommandsAreRemovedUpToTheirTerminator(input: String, expected: String) {
        #expect(TerminalSanitizer.sanitize(input) == expected)
    }

    @Test(arguments: [
        ("a\u{1B}P1$r0m\u{1B}\\b", "ab"),
        ("a\u{1B}_application\u{1B}\\b", "ab"),
        ("a\u{1B}^privacy\u{1B}\\b", "ab"),
        ("a\u{1B}Xstart of string\u{1B}\\b", "ab"),
        ("a\u{1B}Pnever terminated", "a"),
    ])
    func deviceControlAndOtherStringsAreRemovedUntilTheStringTerminator(input: String, expected: String) {
        #expect(TerminalSanitizer.sanitize(input) == expected)
    }

    @Test(arguments: [
        ("a\u{1B}7b\u{1B}8c", "abc"),
        ("\u{1B}cafter reset", "after reset"),
        ("\u{1B}(Bcharset", "charset"),
        ("\u{1B}#8fill", "fill"),
        ("\u{1B}\u{1B}[1mdouble", "double"),
        ("trailing\u{1B}", "trailing"),
        ("\u{1B}é", "é"),
    ])
    func twoByteEscapesAreRemoved(input: String, expected: String) {
        #expect(TerminalSanitizer.sanitize(input) == expected)
    }

    @Test func c0ControlsAndDeleteAreRemovedOrTurnedIntoSpaces() {
        let input = "a\tb\nc\r\nd\u{00}e\u{07}f\u{08}g\u{7F}h\u{0C}i"
        #expect(TerminalSanitizer.sanitize(input) == "a b c defghi")
        #expect(TerminalSanitizer.sanitize(input, keepNewlines: true) == "a b\nc\ndefghi")
    }

    @Test(
        "every kind of line break is one space on one line and one line feed otherwise, never glued words",
        arguments: [
            ("Hello\rworld", "Hello world", "Hello\nworld"), ("Hello\r\nworld", "Hello world", "Hello\nworld"),
            ("Hello\nworld", "Hello world", "Hello\nworld"), ("a\r\rb", "a  b", "a\n\nb"),
            ("a\n\rb", "a  b", "a\n\nb"), ("a\r\n\r\nb", "a  b", "a\n\nb"), ("a\u{2028}b", "a b", "a\nb"),
            ("a\u{2029}b", "a b", "a\nb"), ("a\r\u{1B}[31m\nb", "a  b", "a\n\nb"), ("end\r", "end ", "end\n"),
        ])
    func lineBreaksLeaveASpace(input: String, oneLine: String, lines: String) {
        #expect(TerminalSanitizer.sanitize(input) == oneLine)
        #expect(TerminalSanitizer.sanitize(input, keepNewlines: true) == lines)
    }

    @Test(arguments: [
        ("a\u{9B}31mb", "ab"),
        ("a\u{9B}2Jb", "ab"),
        ("a\u{9D}0;title\u{9C}b", "ab"),
        ("a\u{90}dcs\u{9C}b", "ab"),
        ("a\u{85}b\u{80}c\u{9F}x\u{9C}d", "abcd"),
    ])
    func c1ControlsAreRemovedWithTheirSequences(input: String, expected: String) {
        #expect(TerminalSanitizer.sanitize(input) == expected)
    }

    @Test func bidirectionalOverridesAndIsolatesAreRemoved() {
        let input = "file\u{202E}txt.exe \u{202A}a\u{202B}b\u{202C}c\u{202D}d \u{2066}e\u{2067}f\u{2068}g\u{2069}"
        #expect(TerminalSanitizer.sanitize(input) == "filetxt.exe abcd efg")
    }

    @Test func hostileBioComesOutHarmless() {
        let bio = "Hi!\u{1B}]0;pwned\u{07}\u{1B}[2J I build \u{1B}[5mthings\u{1B}[0m\r\n\u{9B}6n"
        let clean = TerminalSanitizer.sanitize(bio)
        #expect(clean == "Hi! I build things ")
        #expect(!clean.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    }

    @Test(arguments: [
        "\u{1B}]0;pwned\u{07}\u{1B}[2J", "\u{1B}\u{1B}\\\\[31m", "a\u{1B}P\u{1B}\u{1B}]x",
        "\u{9B}\u{1B}[\u{9D}\u{1B}\\z",
        "tab\there\nnew\u{202E}line", "\u{1B}[\u{1B}]\u{07}[31m", "a\r\nb\rc\u{2028}d\n\re",
    ])
    func sanitizingIsIdempotent(input: String) {
        for keepNewlines in [false, true] {
            let once = TerminalSanitizer.sanitize(input, keepNewlines: keepNewlines)
            #expect(TerminalSanitizer.sanitize(once, keepNewlines: keepNewlines) == once)
            #expect(!once.unicodeScalars.contains("\u{1B}"))
        }
    }
}

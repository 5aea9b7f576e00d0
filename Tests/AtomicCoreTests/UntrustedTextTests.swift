import AtomicCore
import Testing

@Suite("UntrustedText")
struct UntrustedTextTests {
    @Test(
        "escape sequences go whole; control characters, separators and bidi controls become spaces; whitespace collapses",
        arguments: [
            ("Bad\u{1B}[2J\n  credentials", "Bad credentials"),
            ("no \u{1B}[31mred\u{1B}]0;title\u{07} text", "no red text"),
            ("osc \u{1B}]8;;http://x\u{1B}\\link\u{1B}]8;;\u{1B}\\ end", "osc link end"),
            ("c1 \u{9B}2Jcsi \u{9D}0;t\u{9C}done", "c1 csi done"),
            ("two \u{1B}cchars", "two chars"),
            ("cut \u{1B}[31", "cut"),
            ("  two\r\nlines\u{07} ", "two lines"),
            ("a\u{2028}b\u{202E}c\u{2066}d\u{85}e\u{7F}f", "a b c d e f"),
            ("tab\there", "tab here"),
            ("\n\u{1B}\t ", ""),
            ("plain text, ünïcödé 🙂", "plain text, ünïcödé 🙂"),
        ])
    func oneLine(input: String, expected: String) {
        #expect(UntrustedText.oneLine(input) == expected)
    }

    @Test("text longer than the limit is cut at 200 characters and marked with an ellipsis")
    func limit() {
        #expect(UntrustedText.maximumLength == 200)
        let exact = String(repeating: "é", count: 200)
        #expect(UntrustedText.oneLine(exact) == exact)
        let long = UntrustedText.oneLine(String(repeating: "x", count: 201))
        #expect(long == String(repeating: "x", count: 200) + "…")
    }

    @Test("forbidden scalars are detected without changing the text")
    func detection() {
        #expect(UntrustedText.containsForbiddenScalars("https://x.test/\u{0}"))
        #expect(UntrustedText.containsForbiddenScalars("a\u{2029}b"))
        #expect(!UntrustedText.containsForbiddenScalars("https://x.test/a b"))
    }
}

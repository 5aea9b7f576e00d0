import TerminalUI
import Testing

/// Invisible characters, bidirectional marks and zero-width joiners in plain output; the one-line form for
/// quoting outside text in messages.
@Suite struct TerminalSanitizerInvisiblesTests {
    @Test(
        "zero-width characters and bidirectional marks are removed",
        arguments: [
            ("a\u{200B}b", "ab"), ("a\u{200C}b", "ab"), ("a\u{2060}b", "ab"), ("\u{FEFF}ab", "ab"),
            ("a\u{200E}b", "ab"), ("a\u{200F}b", "ab"), ("a\u{061C}b", "ab"),
            ("pay\u{200B}pal\u{200F}.com", "paypal.com"),
        ])
    func invisiblesAreRemoved(input: String, expected: String) {
        #expect(TerminalSanitizer.sanitize(input) == expected)
        #expect(TerminalSanitizer.sanitize(input, keepNewlines: true) == expected)
    }

    @Test(
        "a zero-width joiner between two emoji stays, so joined pictures survive",
        arguments: ["👩‍👩‍👧‍👦", "👨🏽‍💻", "🏳️‍🌈", "👁️‍🗨️", "a 👩‍👩‍👧‍👦 b", "🧑‍🤝‍🧑"])
    func emojiSequencesSurvive(text: String) {
        #expect(TerminalSanitizer.sanitize(text) == text)
    }

    @Test(
        "a zero-width joiner anywhere else is removed",
        arguments: [
            ("a\u{200D}b", "ab"), ("👩\u{200D}b", "👩b"), ("a\u{200D}👩", "a👩"), ("\u{200D}👩", "👩"),
            ("👩\u{200D}", "👩"), ("👩\u{200D}\u{1B}[31m👦", "👩👦"), ("1\u{200D}2", "12"), ("👩\u{200D}\u{200D}👦", "👩👦"),
        ])
    func strayJoinersAreRemoved(input: String, expected: String) {
        #expect(TerminalSanitizer.sanitize(input) == expected)
    }

    @Test(
        "sanitising stays idempotent with invisibles",
        arguments: ["👩‍👩‍👧‍👦\u{200B}", "a\u{200D}\u{200D}b", "\u{200F}\u{202E}x\u{2069}", "👩\u{200D}\u{200B}👦"])
    func idempotent(input: String) {
        let once = TerminalSanitizer.sanitize(input)
        #expect(TerminalSanitizer.sanitize(once) == once)
    }

    @Test(
        "one line writes controls and invisibles visibly",
        arguments: [
            ("plain", "plain"), ("a\u{1B}[31mb", "a\\u{1B}[31mb"), ("a\nb\tc", "a\\u{A}b\\u{9}c"),
            ("x\u{9B}y", "x\\u{9B}y"), ("file\u{202E}gpj.exe", "file\\u{202E}gpj.exe"), ("a\u{200B}b", "a\\u{200B}b"),
        ])
    func singleLineEscapes(input: String, expected: String) {
        #expect(TerminalSanitizer.singleLine(input) == expected)
    }

    @Test("one line keeps at most the maximum length and marks the cut")
    func singleLineIsBounded() {
        let limit = TerminalSanitizer.maximumLineLength
        let exact = String(repeating: "a", count: limit)
        #expect(TerminalSanitizer.singleLine(exact) == exact)
        let long = String(repeating: "b", count: 1 << 20)
        #expect(TerminalSanitizer.singleLine(long) == String(repeating: "b", count: limit) + "…")
    }
}

import Testing

@testable import TerminalUI

/// Wrapping, truncation and width measurement of very long unbroken text: correct, and linear in the work done
/// (counted in bytes and grapheme clusters visited, never timed).
@Suite struct TextLayoutScalingTests {
    static let kibibyte = 1024
    static let sizes = [kibibyte, 64 * kibibyte, 1024 * kibibyte]

    /// `count` characters of ASCII with no space, cycling through the alphabet.
    static func asciiWord(_ count: Int) -> String {
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        return String((0..<count).map { letters[$0 % letters.count] })
    }

    /// About `bytes` bytes of unbroken text mixing ASCII, wide CJK, combining accents and ZWJ emoji.
    static func mixedWord(_ bytes: Int) -> String {
        let unit = "ab日本e\u{301}👩‍👩‍👧‍👦x"
        return String(repeating: unit, count: max(1, bytes / unit.utf8.count))
    }

    @Test("an unbroken ASCII word is cut into full lines that put the text back together", arguments: sizes)
    func wrapsAsciiWord(size: Int) {
        let word = Self.asciiWord(size)
        let lines = TextWrapper.wrap(word, toWidth: 80)
        #expect(lines.count == (size + 79) / 80)
        #expect(lines.dropLast().allSatisfy { $0.utf8.count == 80 })
        #expect(lines.joined() == word)
    }

    @Test("an unbroken mixed word is cut between grapheme clusters, no line too wide", arguments: sizes)
    func wrapsMixedWord(size: Int) {
        let word = Self.mixedWord(size)
        let lines = TextWrapper.wrap(word, toWidth: 7)
        #expect(lines.joined() == word)
        #expect(lines.allSatisfy { TextWidth.displayWidth(of: $0) <= 7 })
        // Every line but the last is full, or one column short where a wide character did not fit.
        #expect(lines.dropLast().allSatisfy { TextWidth.displayWidth(of: $0) >= 6 })
    }

    @Test("an unbroken word is truncated to the width with an ellipsis", arguments: sizes)
    func truncatesLongWord(size: Int) {
        let word = Self.asciiWord(size)
        #expect(TextWidth.truncate(word, toWidth: 80) == String(word.prefix(79)) + "…")
        let mixed = Self.mixedWord(size)
        let cut = TextWidth.truncate(mixed, toWidth: 80)
        #expect(cut.hasSuffix("…"))
        #expect(mixed.hasPrefix(cut.dropLast()))
        #expect((79...80).contains(TextWidth.displayWidth(of: cut)))
    }

    @Test("width of a long text is the sum of its characters' widths", arguments: sizes)
    func measuresLongText(size: Int) {
        #expect(TextWidth.displayWidth(of: Self.asciiWord(size)) == size)
        let mixed = Self.mixedWord(size)
        let units = mixed.count / 7
        // Per unit: a, b: 1 each; 日, 本: 2 each; é: 1; the family: 2; x: 1.
        #expect(TextWidth.displayWidth(of: mixed) == units * 10)
    }

    /// About `bytes` bytes of the mixed text with a space in every unit, so it wraps at spaces.
    static func mixedWords(_ bytes: Int) -> String {
        String(mixedWord(bytes).map { $0 == "x" ? " " : $0 })
    }

    /// The work for 64 KiB of text and for 16 times as much.
    static func work(_ measure: (String, inout Int) -> Void, _ makeText: (Int) -> String) -> (Int, Int) {
        var small = 0
        measure(makeText(64 * kibibyte), &small)
        var large = 0
        measure(makeText(1024 * kibibyte), &large)
        return (small, large)
    }

    static func isLinear(_ work: (small: Int, large: Int)) -> Bool {
        work.small > 0 && Double(work.large) <= 1.1 * 16 * Double(work.small)
    }

    @Test("wrapping does linear work", arguments: [80, 1])
    func wrappingIsLinear(width: Int) {
        let makers: [@Sendable (Int) -> String] = [Self.asciiWord, Self.mixedWord, Self.mixedWords]
        for makeText in makers {
            let work = Self.work(
                { text, visits in _ = TextWrapper.wrap(text, toWidth: width, visits: &visits) }, makeText)
            #expect(Self.isLinear(work), "64 KiB: \(work.0) visits, 1 MiB: \(work.1) visits")
        }
    }

    @Test("measuring and truncating do linear work")
    func measuringIsLinear() {
        let makers: [@Sendable (Int) -> String] = [Self.asciiWord, Self.mixedWord]
        for makeText in makers {
            let measured = Self.work(
                { (text: String, visits: inout Int) in _ = TextWidth.displayWidth(of: text, visits: &visits) }, makeText
            )
            #expect(Self.isLinear(measured), "64 KiB: \(measured.0), 1 MiB: \(measured.1)")
            // Truncating to a width fits text that is cut in work bounded by the width, not the length.
            let cut = Self.work(
                { text, visits in _ = TextWidth.truncate(text, toWidth: 80, ellipsis: "…", visits: &visits) }, makeText)
            #expect(cut.0 == cut.1)
        }
    }
}

/// Widths at the extremes of `Int` never trap and never fill memory.
@Suite struct TextLayoutExtremeWidthTests {
    @Test("extreme widths", arguments: [Int.min, -1, 0, 1, TextWidth.maximumWidth, Int.max])
    func extremeWidths(width: Int) {
        let text = "héllo 日本 👩‍👩‍👧‍👦 world"
        let padded = TextWidth.pad(text, toWidth: width)
        #expect(
            TextWidth.displayWidth(of: padded)
                == max(TextWidth.displayWidth(of: text), min(width, TextWidth.maximumWidth)))
        let fitted = TextWidth.fit(text, toWidth: width, alignment: .center)
        #expect(TextWidth.displayWidth(of: fitted) <= max(0, min(width, TextWidth.maximumWidth)))
        #expect(TextWidth.truncate(text, toWidth: width).count <= text.count + 1)
        let lines = TextWrapper.wrap(text, toWidth: width)
        #expect(lines.joined().filter { $0 != " " } == text.filter { $0 != " " })
        #expect(width < 30 || lines == [text])
    }
}

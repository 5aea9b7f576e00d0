import AtomicCore
import AtomicTestSupport
import TerminalUI
import Testing

/// The default-ignorable and format characters a server may send (read from the Unicode properties, not from a
/// list), removed from plain output; the visible sequences they belong to kept whole.
@Suite struct TerminalSanitizerDefaultIgnorableTests {
    /// England's flag: a waving black flag, the tags of `gbeng`, and the cancel tag.
    static let england = "\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}"
    /// "hidden" spelled in tag characters, as an "ASCII smuggling" payload carries it.
    static let smuggled = String(
        String.UnicodeScalarView("hidden".unicodeScalars.map { Unicode.Scalar($0.value + 0xE0000)! }))

    @Test(
        "each kind of invisible character is removed between two letters",
        arguments: [
            ("soft hyphen", "\u{AD}"), ("combining grapheme joiner", "\u{34F}"),
            ("function application", "\u{2061}"), ("invisible times", "\u{2062}"),
            ("invisible separator", "\u{2063}"), ("invisible plus", "\u{2064}"),
            ("word joiner", "\u{2060}"), ("inhibit symmetric swapping", "\u{206A}"),
            ("Hangul choseong filler", "\u{115F}"), ("Hangul jungseong filler", "\u{1160}"),
            ("Hangul filler", "\u{3164}"), ("halfwidth Hangul filler", "\u{FFA0}"),
            ("Khmer inherent vowel", "\u{17B4}"), ("Mongolian free variation selector", "\u{180B}"),
            ("Mongolian vowel separator", "\u{180E}"), ("variation selector 1", "\u{FE00}"),
            ("variation selector 17", "\u{E0100}"), ("interlinear annotation anchor", "\u{FFF9}"),
            ("shorthand format letter overlap", "\u{1BCA0}"), ("musical symbol begin beam", "\u{1D173}"),
            ("language tag", "\u{E0001}"), ("tag space", "\u{E0020}"), ("tag latin capital A", "\u{E0041}"),
            ("cancel tag", "\u{E007F}"), ("unassigned default-ignorable", "\u{E0FFF}"),
            ("hidden words in tag characters", smuggled),
        ])
    func removed(kind: String, invisible: String) {
        for keepNewlines in [false, true] {
            #expect(TerminalSanitizer.sanitize("a\(invisible)b", keepNewlines: keepNewlines) == "ab", "\(kind)")
        }
        #expect(invisible.unicodeScalars.allSatisfy(InvisibleCharacters.isInvisible), "\(kind)")
    }

    @Test("every default-ignorable code point and format character is removed, but the prepended marks")
    func everyScalarOfTheClasses() async {
        // A scan of every code point, on a thread of its own so that it holds no thread of the cooperative pool.
        let (checked, survivors) = await BuildProducts.onOwnThread { () -> (Int, [UInt32]) in
            var checked = 0
            var survivors: [UInt32] = []
            for value in UInt32(0)...0x10FFFF {
                guard let scalar = Unicode.Scalar(value) else { continue }
                let properties = scalar.properties
                guard properties.isDefaultIgnorableCodePoint || properties.generalCategory == .format,
                    !InvisibleCharacters.isPrependedConcatenationMark(scalar)
                else { continue }
                checked += 1
                if TerminalSanitizer.sanitize("x" + String(Character(scalar)) + "y") != "xy" { survivors.append(value) }
            }
            return (checked, survivors)
        }
        #expect(checked > 4000)
        #expect(survivors.isEmpty, "survived: \(survivors.map { String($0, radix: 16, uppercase: true) })")
    }

    @Test(
        "visible sequences keep their joiners, selectors and tags",
        arguments: [
            england, "\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}",  // Scotland
            "\u{1F3F4}\u{E0067}\u{E0062}\u{E0077}\u{E006C}\u{E0073}\u{E007F}",  // Wales
            "👩‍👩‍👧‍👦", "❤\u{FE0F}", "☺\u{FE0E}", "1\u{FE0F}\u{20E3}", "#\u{FE0F}\u{20E3}", "🏳\u{FE0F}\u{200D}🌈",
            "\u{1F3F4}\u{200D}☠\u{FE0F}", "a \(england) b",
        ])
    func visibleSequencesAreKept(text: String) {
        #expect(TerminalSanitizer.sanitize(text) == text)
        #expect(TerminalSanitizer.sanitize(text, keepNewlines: true) == text)
    }

    @Test(
        "prepended concatenation marks are drawn, and stay",
        arguments: ["\u{600}١٢٣", "\u{601}١", "\u{602}١", "\u{603}١", "\u{604}١", "\u{605}١", "\u{6DD}١", "\u{110BD}𑃦"])
    func prependedMarksAreKept(text: String) {
        #expect(TerminalSanitizer.sanitize(text) == text)
    }

    @Test(
        "tags and selectors outside a visible sequence go",
        arguments: [
            // Tags after a flag that spell no recommended flag (hidden words, California's code), or never end,
            // or follow another emoji.
            ("\u{1F3F4}\u{E0075}\u{E0073}\u{E0063}\u{E0061}\u{E007F}", "\u{1F3F4}"),
            ("\u{1F3F4}\(smuggled)\u{E007F}", "\u{1F3F4}"),
            ("\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}x", "\u{1F3F4}x"),
            ("\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E0067}\u{E0067}\u{E007F}", "\u{1F3F4}"),
            ("\u{1F3F4}\u{E0041}\u{E0042}\u{E0043}\u{E007F}", "\u{1F3F4}"),
            ("😀\u{E0067}\u{E0062}\u{E0065}\u{E007F}", "😀"),
            ("\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}", ""), ("\u{1F3F4}\u{E007F}", "\u{1F3F4}"),
            // Presentation selectors after a letter, or repeated.
            ("a\u{FE0F}b", "ab"), ("❤\u{FE0F}\u{FE0F}\u{FE0F}", "❤\u{FE0F}"), ("\u{FE0F}x", "x"),
            ("日\u{FE00}本", "日本"),
        ])
    func strayPartsGo(input: String, expected: String) {
        #expect(TerminalSanitizer.sanitize(input) == expected)
        let once = TerminalSanitizer.sanitize(input)
        #expect(TerminalSanitizer.sanitize(once) == once)
    }

    @Test("the cell buffer, which every screen of the app draws into, holds none of them")
    func cellBufferIsClean() {
        var buffer = CellBuffer(width: 40, height: 1)
        buffer.write("Ann\u{AD}a \u{2062}\(Self.smuggled)\u{3164}Lee \(Self.england)", x: 0, y: 0)
        let shown = buffer.row(0).map(\.grapheme).joined()
        #expect(shown.hasPrefix("Anna Lee \(Self.england)"), "\(shown.debugDescription)")
        let invisible = shown.unicodeScalars.filter(InvisibleCharacters.isInvisible).map(\.value)
        #expect(invisible == [0xE0067, 0xE0062, 0xE0065, 0xE006E, 0xE0067, 0xE007F])
    }
}

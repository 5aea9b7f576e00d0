import AtomicCore
import AtomicTestSupport
import Foundation
import Testing

@testable import AtomicOutput

/// The word-at-a-time string escaping of `--json` writes the bytes a byte-by-byte escaper writes, wherever the
/// escaped characters fall against the eight-byte words.
@Suite struct JSONEscapingTests {
    /// `text` quoted and escaped by ``JSONEscaping``.
    private static func escaped(_ text: String) -> String {
        var text = text
        var bytes: [UInt8] = []
        text.withUTF8 { JSONEscaping.appendQuoted($0, to: &bytes) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `text` quoted and escaped one scalar at a time, by the rules ``JSONEscaping`` states.
    private static func reference(_ text: String) -> String {
        var output = "\""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x22: output += "\\\""
            case 0x5C: output += "\\\\"
            case 0x08: output += "\\b"
            case 0x09: output += "\\t"
            case 0x0A: output += "\\n"
            case 0x0C: output += "\\f"
            case 0x0D: output += "\\r"
            case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029:
                output += Self.unicodeEscapes(scalar)
            case _ where InvisibleCharacters.isInvisible(scalar):
                output += Self.unicodeEscapes(scalar)
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output + "\""
    }

    /// `\uXXXX` for each UTF-16 code unit of `scalar` (a surrogate pair above U+FFFF), in lower-case hex.
    private static func unicodeEscapes(_ scalar: Unicode.Scalar) -> String {
        String(Character(scalar)).utf16.map { unit in
            let hex = String(unit, radix: 16)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }.joined()
    }

    @Test("every invisible character, in every plane, is escaped wherever it falls; the text decodes to itself")
    func everyInvisibleScalarAtEveryOffset() async throws {
        // A scan of every code point, on a thread of its own so that it holds no thread of the cooperative pool.
        let (count, wrong) = await BuildProducts.onOwnThread { () -> (Int, [String]) in
            var count = 0
            var wrong: [String] = []
            for value in UInt32(0xA0)...0x10FFFF {
                guard let scalar = Unicode.Scalar(value), InvisibleCharacters.isInvisible(scalar) else { continue }
                count += 1
                for offset in [0, 5, 7, 8, 9] {
                    let text = String(repeating: "a", count: offset) + String(Character(scalar)) + "bcdefghijk"
                    let json = Self.escaped(text)
                    if json != Self.reference(text) || json.unicodeScalars.contains(scalar) {
                        wrong.append("U+\(String(value, radix: 16)) after \(offset) bytes: \(json)")
                    }
                }
            }
            return (count, wrong)
        }
        #expect(count > 4000)
        #expect(wrong.isEmpty, "\(wrong.prefix(5))")
        let decoded = try JSONSerialization.jsonObject(
            with: Data(Self.escaped("x\u{E0041}\u{AD}\u{200D}y").utf8), options: .fragmentsAllowed)
        #expect(decoded as? String == "x\u{E0041}\u{AD}\u{200D}y")
    }

    @Test(
        "the classes of invisible characters are written as escapes, above U+FFFF as surrogate pairs",
        arguments: [
            ("a\u{AD}b", #""a\u00adb""#), ("\u{2061}\u{2064}", #""\u2061\u2064""#),
            ("\u{115F}\u{1160}\u{3164}\u{FFA0}", #""\u115f\u1160\u3164\uffa0""#),
            ("\u{E0001}\u{E007F}", #""\udb40\udc01\udb40\udc7f""#),
            ("🏴\u{E0067}\u{E007F}", #""🏴\udb40\udc67\udb40\udc7f""#), ("👩\u{200D}👦", #""👩\u200d👦""#),
            ("❤\u{FE0F}", #""❤\ufe0f""#), ("\u{600}١", "\"\u{600}١\""), ("\u{110BD}", "\"\u{110BD}\""),
            ("é日本👩", #""é日本👩""#),
        ])
    func classesAreEscaped(text: String, expected: String) {
        // The prepended marks (U+0600, U+110BD) are drawn, so they are written as themselves.
        #expect(Self.escaped(text) == expected)
    }

    @Test("every scalar up to U+3000, at each of the eight places in a word and across a word's end")
    func everyScalarAtEveryOffset() {
        for value in 0...0x3000 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            for offset in 0..<10 {
                let text = String(repeating: "a", count: offset) + String(Character(scalar)) + "bcdefghijk"
                #expect(
                    Self.escaped(text) == Self.reference(text), "U+\(String(value, radix: 16)) after \(offset) bytes")
            }
        }
    }

    @Test("long mixed text: plain runs, escapes in a row, and characters kept that share escapes' first bytes")
    func mixedText() {
        let pieces = [
            "plain ascii text ", "\"", "\\", "\u{1B}[2J", "\u{7F}", "\u{9B}", "\u{85}", "é", "\u{A0}", "\u{2028}",
            "\u{202E}", "\u{2030}", "\u{2066}", "\u{206A}", "日本", "👩‍👩‍👧‍👦", "/", "\t\n\r", "\u{0}",
            "https://github.com/octocat",
        ]
        var generator = SeededGenerator(seed: 7)
        for length in [0, 1, 2, 7, 8, 9, 15, 16, 17, 64, 200] {
            var text = ""
            for _ in 0..<length { text += pieces.randomElement(using: &generator)! }
            #expect(Self.escaped(text) == Self.reference(text))
        }
    }

    @Test("a word of plain ASCII is passed over; any control, quote, backslash, DEL or non-ASCII byte is looked at")
    func wordTest() {
        let plain = UInt64(0x61) &* 0x0101_0101_0101_0101
        #expect(!JSONEscaping.mayHoldCandidate(plain))
        for byte in 0...255 {
            for place in 0..<8 {
                let shift = UInt64(place * 8)
                let word = (plain & ~(0xFF << shift)) | (UInt64(byte) << shift)
                let expected = JSONEscaping.isCandidate(UInt8(byte)) || byte >= 0x80
                #expect(JSONEscaping.mayHoldCandidate(word) == expected, "byte \(byte) at \(place)")
            }
        }
    }

    @Test("the first candidate is found in a word, in the bytes after the last whole word, or not at all")
    func firstCandidate() {
        for (text, expected) in [("", 0), ("abcdefgh", 8), ("abcdefgh\"", 8), ("abc\\", 3), ("abcdefghij\u{1}", 10)] {
            var text = text
            let found = text.withUTF8 { JSONEscaping.firstCandidate(in: $0, from: 0) }
            #expect(found == expected, "\(text)")
        }
    }
}

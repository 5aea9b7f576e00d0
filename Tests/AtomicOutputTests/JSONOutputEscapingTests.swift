import AtomicCore
import AtomicOutput
import AtomicTestSupport
import Foundation
import Testing

/// `--json` output escapes what a terminal would act on, and still means the same.
@Suite struct JSONOutputEscapingTests {
    static let hostile = [
        "csi \u{9B}31m", "next line \u{85}", "del \u{7F}", "esc \u{1B}[2J", "bell \u{07}",
        "override file\u{202E}gpj.exe", "embeddings \u{202A}\u{202B}\u{202C}\u{202D}",
        "isolates \u{2066}\u{2067}\u{2068}\u{2069}",
        "separators \u{2028}\u{2029}",
        "all C1 " + String(String.UnicodeScalarView((0x80...0x9F).compactMap(Unicode.Scalar.init))),
        "kept: é 日本 \u{2030} \u{A0} \u{600}١", #"quote " and backslash \ and [  ] {}"#, "",
        "invisible: 👩‍👩‍👧‍👦 \u{200D} \u{206A} \u{AD} \u{E0041}\u{E007F} \u{3164}",
    ]

    /// Scalars that must never appear raw in the output.
    static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x09, 0x0B...0x1F, 0x7F...0x9F, 0x2028...0x202E, 0x2066...0x2069: true
        default: InvisibleCharacters.isInvisible(scalar)
        }
    }

    /// The invisible characters that the previous encoder wrote as they were (all but the bidirectional controls).
    static func isEscapedSince(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x202A...0x202E, 0x2066...0x2069: false
        default: InvisibleCharacters.isInvisible(scalar)
        }
    }

    @Test("controls, bidirectional controls and invisible characters are escaped; decoding gives back every string")
    func escapesAndRoundTrips() throws {
        let text = JSONWriter.render(["items": Self.hostile])
        #expect(!text.unicodeScalars.contains(where: Self.isForbidden))
        #expect(text.contains(#"\u009b31m"#))
        #expect(text.contains(#"file\u202egpj.exe"#))
        #expect(text.contains(#"del \u007f"#))
        #expect(text.contains(#"👩\u200d👩\u200d👧\u200d👦 \u200d \u206a \u00ad \udb40\udc41\udb40\udc7f \u3164"#))
        let decoded = try JSONDecoder().decode([String: [String]].self, from: Data(text.utf8))
        #expect(decoded == ["items": Self.hostile])
    }

    @Test("empty arrays and objects are compact; brackets inside strings are left alone")
    func emptyCollections() throws {
        #expect(JSONWriter.render(["empty": [Int]()]) == "{\n  \"empty\" : []\n}\n")
        #expect(JSONWriter.render(["text": "[  ] {\t}"]).contains(#""text" : "[  ] {\t}""#))
        #expect(JSONWriter.render(["nested": [[Int]()]]) == "{\n  \"nested\" : [\n    []\n  ]\n}\n")
        #expect(JSONWriter.render([Int]()) == "[]\n")
        #expect(JSONWriter.render([String: Int]()) == "{}\n")
    }

    @Test("escaping is linear: a 4 MiB string of C1 controls is escaped whole")
    func largeInput() throws {
        let value = String(repeating: "\u{9B}", count: 1 << 21)
        let text = JSONWriter.render([value])
        #expect(try JSONDecoder().decode([String].self, from: Data(text.utf8)) == [value])
    }

    @Test("every character but the invisible ones (escaped since) is written as the previous encoder wrote it")
    func sameBytesAsBefore() throws {
        let everyScalar = (0...0x3000).compactMap(Unicode.Scalar.init).filter { !Self.isEscapedSince($0) }
            .map { "<\(Character($0))>" }
        #expect(JSONWriter.render(everyScalar) == (try ReferenceJSON.render(everyScalar)))
        let visible = Self.hostile.filter { !$0.unicodeScalars.contains(where: Self.isEscapedSince) }
        #expect(visible.count == Self.hostile.count - 1)
        #expect(JSONWriter.render(["items": visible]) == (try ReferenceJSON.render(["items": visible])))
    }
}

import Testing

@testable import AtomicCore
@testable import TerminalUI

/// The scalars text is measured, cut and written by one at a time, held to what the Unicode properties say of
/// each: one column, one grapheme cluster of its own, and visible.
@Suite struct PlainScalarTests {
    /// Every scalar the fast paths take as plain.
    static let plainScalars: [Unicode.Scalar] = (UInt32(0)...0x2FFF).compactMap { value in
        TextWidth.isPlainScalar(value) ? Unicode.Scalar(value) : nil
    }

    @Test func thePlainRangesAreTheOnesTheirDocumentationNames() {
        #expect(Self.plainScalars.count == 95 + 0x260 - 1 + 0x18 + 0xB + 0x70 + 0xA0)
        #expect(!TextWidth.isPlainScalar(0xAD))
        #expect(!TextWidth.isPlainScalar(0x300))
        #expect(!TextWidth.isPlainScalar(0x200D))
        #expect(!TextWidth.isPlainScalar(0x2028))
        #expect(!TextWidth.isPlainScalar(0x25B6))
    }

    @Test func eachPlainScalarIsOneColumnByTheProperties() {
        for scalar in Self.plainScalars {
            #expect(TextWidth.widthByProperties(of: Character(scalar)) == 1, "U+\(String(scalar.value, radix: 16))")
        }
    }

    @Test func eachPlainScalarIsAGraphemeClusterOfItsOwnBesideOthers() {
        let neighbours: [Unicode.Scalar] = ["a", "\u{B7}", "\u{2026}", "\u{2502}", "\u{2190}", "\u{2580}", "é"]
        for scalar in Self.plainScalars {
            for neighbour in neighbours {
                var text = String.UnicodeScalarView()
                text.append(contentsOf: [neighbour, scalar, neighbour, scalar, scalar])
                #expect(String(text).count == 5, "U+\(String(scalar.value, radix: 16)) beside \(neighbour)")
            }
        }
    }

    @Test func invisibilityAnsweredWithoutTheTablesIsWhatTheTablesSay() {
        for value in UInt32(0)...0x2FFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            #expect(
                InvisibleCharacters.isInvisible(scalar) == InvisibleCharacters.isInvisibleByProperties(scalar),
                "U+\(String(value, radix: 16))")
        }
        #expect(InvisibleCharacters.isInvisible("\u{AD}"))
        #expect(InvisibleCharacters.isInvisible("\u{200B}"))
    }

    @Test func textOfPlainScalarsIsMeasuredCutAndWrittenAsClusterByCluster() {
        let row = "AtomicArch › @octocat · id 583231 · User │ ▀▄ ← café – “quoted” …"
        #expect(TextWidth.displayWidth(of: row) == row.count)
        for width in 0...(row.count + 2) {
            let cut = TextWidth.truncate(row, toWidth: width)
            let expected =
                row.count <= width ? row : width == 0 ? "" : String(row.prefix(max(0, width - 1))) + "…"
            #expect(cut == expected, "\(width)")
        }
        var buffer = CellBuffer(width: row.count + 4, height: 1)
        #expect(buffer.write(row, x: 1, y: 0) == row.count)
        #expect(buffer.plainText == " " + row)
    }
}

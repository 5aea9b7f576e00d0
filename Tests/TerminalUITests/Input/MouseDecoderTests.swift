import TerminalUI
import Testing

@Suite struct MouseDecoderTests {
    /// Every kind of report, with the event it decodes to.
    static let table: [(text: String, event: MouseEvent)] = [
        ("\u{1B}[<0;1;1M", MouseEvent(button: .left, kind: .press, column: 0, row: 0)),
        ("\u{1B}[<0;10;5m", MouseEvent(button: .left, kind: .release, column: 9, row: 4)),
        ("\u{1B}[<1;3;4M", MouseEvent(button: .middle, kind: .press, column: 2, row: 3)),
        ("\u{1B}[<2;80;24M", MouseEvent(button: .right, kind: .press, column: 79, row: 23)),
        ("\u{1B}[<32;7;2M", MouseEvent(button: .left, kind: .drag, column: 6, row: 1)),
        ("\u{1B}[<35;7;2M", MouseEvent(button: .none, kind: .move, column: 6, row: 1)),
        ("\u{1B}[<64;12;6M", MouseEvent(button: .wheelUp, kind: .press, column: 11, row: 5)),
        ("\u{1B}[<65;12;6M", MouseEvent(button: .wheelDown, kind: .press, column: 11, row: 5)),
        ("\u{1B}[<4;2;2M", MouseEvent(button: .left, kind: .press, column: 1, row: 1, modifiers: .shift)),
        ("\u{1B}[<8;2;2M", MouseEvent(button: .left, kind: .press, column: 1, row: 1, modifiers: .alt)),
        ("\u{1B}[<16;2;2M", MouseEvent(button: .left, kind: .press, column: 1, row: 1, modifiers: .control)),
        (
            "\u{1B}[<30;2;2m",
            MouseEvent(button: .right, kind: .release, column: 1, row: 1, modifiers: [.shift, .alt, .control])
        ),
        ("\u{1B}[<0;1000;500M", MouseEvent(button: .left, kind: .press, column: 999, row: 499)),
    ]

    @Test(arguments: table.indices)
    func decodesEachKindOfReport(index: Int) {
        let (text, event) = Self.table[index]
        var decoder = KeyDecoder()
        #expect(decoder.decodeEvents(Array(text.utf8)) == [.mouse(event)])
        #expect(!decoder.hasPendingBytes)
    }

    @Test(arguments: table.indices)
    func decodesAReportSplitAtEveryByte(index: Int) {
        let (text, event) = Self.table[index]
        let bytes = Array(text.utf8)
        for split in 1..<bytes.count {
            var decoder = KeyDecoder()
            #expect(decoder.decodeEvents(bytes[..<split]).isEmpty, "split at \(split) of \(text.debugDescription)")
            #expect(decoder.hasPendingBytes)
            #expect(decoder.decodeEvents(bytes[split...]) == [.mouse(event)], "split at \(split)")
        }
    }

    @Test func reportsAndKeysInOneReadKeepTheirOrder() {
        var decoder = KeyDecoder()
        let events = decoder.decodeEvents(Array("j\u{1B}[<65;3;3M\u{1B}[Ak\u{1B}[<0;3;3M\u{1B}[<0;3;3m".utf8))
        #expect(
            events == [
                .key(.character("j")), .mouse(MouseEvent(button: .wheelDown, kind: .press, column: 2, row: 2)),
                .key(.up), .key(.character("k")),
                .mouse(MouseEvent(button: .left, kind: .press, column: 2, row: 2)),
                .mouse(MouseEvent(button: .left, kind: .release, column: 2, row: 2)),
            ])
    }

    @Test func decodeKeepsTheKeysAndLeavesReportsOut() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("a\u{1B}[<0;1;1Mb".utf8)) == [.character("a"), .character("b")])
    }

    /// Reports that are malformed: each is dropped whole, and the key after it still arrives.
    static let malformed = [
        "\u{1B}[<0;1M", "\u{1B}[<0;1;1;1M", "\u{1B}[<;1;1M", "\u{1B}[<0;;1M", "\u{1B}[<0;1;M", "\u{1B}[<M",
        "\u{1B}[<0;0;1M", "\u{1B}[<0;1;0M", "\u{1B}[<0;1;1X", "\u{1B}[<0;1;1~", "\u{1B}[<0:1;1M", "\u{1B}[<0;1<;1M",
        "\u{1B}[<66;1;1M", "\u{1B}[<67;1;1M", "\u{1B}[<128;1;1M",
        "\u{1B}[<0;99999999999999999999;1M", "\u{1B}[<0;1;9223372036854775808M",
        "\u{1B}[<9223372036854775807;1;1M",
    ]

    @Test(arguments: malformed)
    func dropsAMalformedReportAndKeepsTheNextKey(text: String) {
        var decoder = KeyDecoder()
        #expect(decoder.decodeEvents(Array((text + "q").utf8)) == [.key(.character("q"))])
        #expect(!decoder.hasPendingBytes)
    }

    @Test func hugeCoordinatesThatFitAnIntAreKept() {
        var decoder = KeyDecoder()
        let events = decoder.decodeEvents(Array("\u{1B}[<0;9223372036854775807;1M".utf8))
        #expect(events == [.mouse(MouseEvent(button: .left, kind: .press, column: Int.max - 1, row: 0))])
    }

    @Test func anOverlongReportIsDroppedToItsFinalByteAcrossReads() {
        var decoder = KeyDecoder()
        let digits = Array(repeating: UInt8(ascii: "7"), count: 40)
        #expect(decoder.decodeEvents(Array("\u{1B}[<0;1;".utf8) + digits).isEmpty)
        #expect(decoder.hasPendingBytes)
        #expect(decoder.decodeEvents(digits).isEmpty)
        #expect(decoder.decodeEvents(Array("5M".utf8) + Array("k".utf8)) == [.key(.character("k"))])
        #expect(!decoder.hasPendingBytes)
    }

    @Test func aPauseEndsTheDroppingOfAnOverlongReport() {
        var decoder = KeyDecoder()
        let digits = Array(repeating: UInt8(ascii: "7"), count: 40)
        #expect(decoder.decodeEvents(Array("\u{1B}[<0;1;".utf8) + digits).isEmpty)
        #expect(decoder.flush().isEmpty)
        #expect(!decoder.hasPendingBytes)
        #expect(decoder.decodeEvents(Array("j".utf8)) == [.key(.character("j"))])
    }

    @Test func flushingACutReportDropsIt() {
        var decoder = KeyDecoder()
        #expect(decoder.decodeEvents(Array("\u{1B}[<0;12".utf8)).isEmpty)
        #expect(decoder.flush().isEmpty)
        #expect(!decoder.hasPendingBytes)
        #expect(decoder.decodeEvents(Array("\u{1B}[M ".utf8)).isEmpty)
        #expect(decoder.flush().isEmpty)
        #expect(decoder.decodeEvents(Array("x".utf8)) == [.key(.character("x"))])
    }

    @Test func aLegacyX10ReportIsDroppedWithItsThreeBytes() {
        var decoder = KeyDecoder()
        // Button 0 at column 1, row 1: every byte after `ESC [ M` is printable and must not be typed.
        #expect(decoder.decodeEvents(Array("\u{1B}[M !!j".utf8)) == [.key(.character("j"))])
        // Coordinates past 95 are bytes above 0x7F; split across reads.
        #expect(decoder.decodeEvents([0x1B, 0x5B, 0x4D, 0x20]).isEmpty)
        #expect(decoder.hasPendingBytes)
        #expect(decoder.decodeEvents([0xFF, 0xC8, 0x6B]) == [.key(.character("k"))])
    }
}

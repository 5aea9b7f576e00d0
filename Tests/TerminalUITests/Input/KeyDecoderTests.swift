import TerminalUI
import Testing

@Suite struct KeyDecoderTests {
    /// Every key the decoder knows, with the bytes a terminal sends for it.
    static let table: [(bytes: [UInt8], key: Key)] = [
        (Array("\u{1B}[A".utf8), .up), (Array("\u{1B}[B".utf8), .down),
        (Array("\u{1B}[C".utf8), .right), (Array("\u{1B}[D".utf8), .left),
        (Array("\u{1B}OA".utf8), .up), (Array("\u{1B}OB".utf8), .down),
        (Array("\u{1B}OC".utf8), .right), (Array("\u{1B}OD".utf8), .left),
        (Array("\u{1B}[1;5A".utf8), .up),
        (Array("\u{1B}[H".utf8), .home), (Array("\u{1B}OH".utf8), .home),
        (Array("\u{1B}[1~".utf8), .home), (Array("\u{1B}[7~".utf8), .home),
        (Array("\u{1B}[F".utf8), .end), (Array("\u{1B}OF".utf8), .end),
        (Array("\u{1B}[4~".utf8), .end), (Array("\u{1B}[8~".utf8), .end),
        (Array("\u{1B}[5~".utf8), .pageUp), (Array("\u{1B}[6~".utf8), .pageDown),
        (Array("\u{1B}[2~".utf8), .insert), (Array("\u{1B}[3~".utf8), .delete),
        (Array("\u{1B}[Z".utf8), .backTab), (Array("\u{1B}OM".utf8), .enter),
        ([0x0D], .enter), ([0x0A], .enter), ([0x09], .tab), ([0x7F], .backspace), ([0x08], .backspace),
        ([0x03], .control("c")), ([0x0C], .control("l")),
        (Array("a".utf8), .character("a")), (Array("/".utf8), .character("/")), (Array(" ".utf8), .character(" ")),
        (Array("é".utf8), .character("é")), (Array("日".utf8), .character("日")),
        (Array("😀".utf8), .character("😀")),
    ]

    @Test(arguments: table.indices)
    func decodesEachKeyInOneRead(index: Int) {
        let (bytes, key) = Self.table[index]
        var decoder = KeyDecoder()
        #expect(decoder.decode(bytes) == [key])
        #expect(!decoder.hasPendingBytes)
    }

    @Test(arguments: table.indices)
    func decodesEachKeySplitAtEveryByte(index: Int) {
        let (bytes, key) = Self.table[index]
        for split in 1..<max(2, bytes.count) where split < bytes.count {
            var decoder = KeyDecoder()
            let first = decoder.decode(bytes[..<split])
            #expect(first.isEmpty, "split at \(split) of \(bytes)")
            #expect(decoder.hasPendingBytes)
            #expect(decoder.decode(bytes[split...]) == [key], "split at \(split) of \(bytes)")
        }
        var decoder = KeyDecoder()
        var keys: [Key] = []
        for byte in bytes { keys += decoder.decode([byte]) }
        #expect(keys == [key], "one byte per read: \(bytes)")
    }

    @Test func decodesSeveralKeysInOneRead() {
        var decoder = KeyDecoder()
        let bytes = Array("j\u{1B}[Bk\r\u{1B}[5~é\u{7F}".utf8)
        #expect(
            decoder.decode(bytes) == [
                .character("j"), .down, .character("k"), .enter, .pageUp, .character("é"), .backspace,
            ])
    }

    @Test func aLoneEscapeIsPendingUntilFlushed() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B]).isEmpty)
        #expect(decoder.hasPendingLoneEscape)
        #expect(decoder.flush() == [.escape])
        #expect(!decoder.hasPendingBytes)
        #expect(decoder.flush().isEmpty)
    }

    @Test func anEscapeFollowedByASequenceIsNotALoneEscape() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B]).isEmpty)
        #expect(decoder.decode(Array("[".utf8)).isEmpty)
        #expect(!decoder.hasPendingLoneEscape)
        #expect(decoder.hasPendingBytes)
        #expect(decoder.decode(Array("A".utf8)) == [.up])
    }

    @Test func flushingAnIncompleteSequenceGivesEscapeAndTheBytesAsTyped() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("\u{1B}[".utf8)).isEmpty)
        #expect(decoder.flush() == [.escape, .character("[")])
    }

    @Test func escapeTwiceGivesOneEscapeAndKeepsTheSecondPending() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B, 0x1B]) == [.escape])
        #expect(decoder.hasPendingLoneEscape)
        #expect(decoder.flush() == [.escape])
    }

    @Test func escapeAndAPrintableKeyInOneReadIsAltWithTheKey() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("\u{1B}1\u{1B}q".utf8)) == [.alt("1"), .alt("q")])
        // Esc alone, then a key in a later read: two keys, as typed.
        #expect(decoder.decode([0x1B]).isEmpty)
        #expect(decoder.flush() == [.escape])
        #expect(decoder.decode(Array("q".utf8)) == [.character("q")])
        // Esc before a control key or a non-ASCII character stays Esc, then the key.
        #expect(decoder.decode([0x1B, 0x09]) == [.escape, .tab])
        #expect(decoder.decode(Array("\u{1B}é".utf8)) == [.escape, .character("é")])
    }

    @Test func unknownSequencesAndInvalidUTF8AreDropped() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("\u{1B}[99~a".utf8)) == [.character("a")])
        #expect(decoder.decode([0xFF, 0x62]) == [.character("b")])
        #expect(decoder.decode([0xE6, 0x41]) == [.character("A")])
        #expect(decoder.decode(Array("\u{1B}[200~x".utf8)) == [.character("x")])
    }

    @Test func anOverlongSequenceIsDroppedSoMemoryStaysBounded() {
        var decoder = KeyDecoder()
        let keys = decoder.decode(Array("\u{1B}[".utf8) + Array(repeating: UInt8(ascii: "1"), count: 100))
        #expect(!keys.contains(.up))
        #expect(decoder.decode(Array("x".utf8)).last == .character("x"))
    }

    @Test func aCutUTF8CharacterIsDroppedByFlush() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0xE6, 0x97]).isEmpty)
        #expect(!decoder.hasPendingLoneEscape)
        #expect(decoder.flush().isEmpty)
        #expect(!decoder.hasPendingBytes)
    }
}

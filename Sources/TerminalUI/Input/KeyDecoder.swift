/// Decodes the bytes a terminal in raw mode sends into ``Key``s and mouse events, keeping an incomplete sequence
/// until the rest arrives, so a key split across two reads is decoded as one key.
///
/// It knows CSI sequences (`ESC [` parameters and a final byte; modifier parameters such as `1;5A` are
/// ignored), SS3 sequences (`ESC O` and one byte), Alt with a printable key (`ESC` and the key), C0 controls,
/// UTF-8 and xterm's SGR mouse reports (`ESC [ < b ; x ; y M` or `m`, see ``MouseEvent``). Unknown sequences,
/// malformed mouse reports, legacy X10 mouse reports (`ESC [ M` and three bytes) and invalid UTF-8 are dropped.
/// An `ESC` alone cannot be told from the start of a sequence until time passes: it stays
/// pending (``hasPendingLoneEscape``), and the input loop calls ``flush()`` when no byte followed it for
/// ``escapeDelay``. No sequence is kept longer than ``maximumSequenceLength`` bytes, so memory stays bounded; the
/// rest of a longer mouse report is dropped as it arrives, up to its final byte, never read as typed keys.
public struct KeyDecoder: Sendable {
    /// How long the input loop waits after a pending `ESC` (or any incomplete sequence) before ``flush()``:
    /// 50 ms, longer than the gap inside a sequence from a terminal yet too short for a person to notice.
    public static let escapeDelay = Duration.milliseconds(50)

    /// The longest sequence kept while incomplete: 32 bytes. A longer one is dropped.
    public static let maximumSequenceLength = 32

    private var pending: [UInt8] = []
    /// Whether the rest of an over-long mouse report is being dropped, up to its final byte.
    private var discarding = false

    /// A decoder with nothing pending.
    public init() {}

    /// Whether the bytes so far end in an `ESC` alone, which is the Esc key unless more bytes come soon.
    public var hasPendingLoneEscape: Bool { pending == [0x1B] }

    /// Whether any bytes are held back waiting for the rest of a sequence or character (or the rest of an
    /// over-long mouse report is being dropped, which a pause ends); the input loop then waits at most
    /// ``escapeDelay`` for more before calling ``flush()``.
    public var hasPendingBytes: Bool { !pending.isEmpty || discarding }

    /// The keys completed by `bytes`, in order, keeping any incomplete sequence for the next call; mouse reports
    /// are decoded and left out (``decodeEvents(_:)`` keeps them).
    public mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
        decodeEvents(bytes).compactMap { event in
            guard case .key(let key) = event else { return nil }
            return key
        }
    }

    /// The keys and mouse events completed by `bytes`, in order, keeping any incomplete sequence for the next
    /// call.
    public mutating func decodeEvents(_ bytes: some Sequence<UInt8>) -> [TerminalEvent] {
        pending.append(contentsOf: bytes)
        var events: [TerminalEvent] = []
        var index = 0
        while index < pending.count {
            if discarding {
                let byte = pending[index]
                guard (0x20...0x7E).contains(byte) else {
                    discarding = false
                    continue
                }
                // Parameter and intermediate bytes are the sequence's; its final byte ends it.
                if byte >= 0x40 { discarding = false }
                index += 1
                continue
            }
            switch step(at: index) {
            case .event(let event, let length):
                events.append(event)
                index += length
            case .skip(let length):
                index += length
            case .incomplete:
                if pending.count - index > Self.maximumSequenceLength {
                    // A mouse report this long is malformed: drop it to its final byte, however it arrives, so
                    // that none of its digits is read as typed. Anything else that never completes loses its
                    // first byte.
                    if pending[index + 1] == UInt8(ascii: "["), pending[index + 2] == SGRMouseSequence.marker {
                        discarding = true
                        index += 3
                    } else {
                        index += 1
                    }
                    continue
                }
                pending.removeFirst(index)
                return events
            }
        }
        pending.removeAll()
        return events
    }

    /// The keys for whatever is pending, as if no more bytes will come: a lone `ESC` becomes ``Key/escape``; an
    /// incomplete sequence becomes Esc followed by its other bytes as typed, except a mouse report's start
    /// (`ESC [ <` or `ESC [ M`), which no one types and is dropped; a cut UTF-8 character is dropped.
    public mutating func flush() -> [Key] {
        discarding = false
        guard let first = pending.first else { return [] }
        let rest = pending.dropFirst()
        let isMouseReport =
            rest.starts(with: [UInt8(ascii: "["), SGRMouseSequence.marker])
            || rest.starts(with: Array("[M".utf8))
        pending.removeAll()
        guard first == 0x1B, !isMouseReport else { return [] }
        return [.escape] + decode(rest)
    }

    private enum Step {
        case event(TerminalEvent, length: Int)
        case skip(length: Int)
        case incomplete

        static func key(_ key: Key, length: Int) -> Step { .event(.key(key), length: length) }
    }

    private func step(at index: Int) -> Step {
        let byte = pending[index]
        switch byte {
        case 0x1B: return escapeSequence(at: index)
        case 0x0D, 0x0A: return .key(.enter, length: 1)
        case 0x09: return .key(.tab, length: 1)
        case 0x7F, 0x08: return .key(.backspace, length: 1)
        case 0x01...0x1A: return .key(.control(Character(Unicode.Scalar(byte + 0x60))), length: 1)
        case 0x00, 0x1C...0x1F: return .skip(length: 1)
        case 0x20...0x7E: return .key(.character(Character(Unicode.Scalar(byte))), length: 1)
        default: return utf8Character(at: index)
        }
    }

    private func escapeSequence(at index: Int) -> Step {
        guard index + 1 < pending.count else { return .incomplete }
        switch pending[index + 1] {
        case UInt8(ascii: "["):
            return controlSequence(at: index)
        case UInt8(ascii: "O"):
            guard index + 2 < pending.count else { return .incomplete }
            let final = pending[index + 2]
            let key: Key? = final == UInt8(ascii: "M") ? .enter : Self.cursorKey(final: final)
            return key.map { .key($0, length: 3) } ?? .skip(length: 3)
        case let byte where (0x20...0x7E).contains(byte):
            // Alt with a printable key arrives as `ESC` and the key in one write.
            return .key(.alt(Character(Unicode.Scalar(byte))), length: 2)
        default:
            // Esc twice, or Esc before a control key: Esc, then the rest on its own.
            return .key(.escape, length: 1)
        }
    }

    /// `ESC [`, parameter bytes 0x30–0x3F, intermediate bytes 0x20–0x2F, one final byte 0x40–0x7E.
    private func controlSequence(at index: Int) -> Step {
        var end = index + 2
        while end < pending.count, (0x20...0x3F).contains(pending[end]) { end += 1 }
        guard end < pending.count else { return .incomplete }
        let final = pending[end]
        let length = end - index + 1
        guard (0x40...0x7E).contains(final) else { return .skip(length: length - 1) }
        if index + 2 < end, pending[index + 2] == SGRMouseSequence.marker {
            let event = SGRMouseSequence.event(parameters: pending[(index + 3)..<end], final: final)
            return event.map { .event(.mouse($0), length: length) } ?? .skip(length: length)
        }
        if final == UInt8(ascii: "M"), end == index + 2 {
            // A legacy X10 mouse report: `ESC [ M` and three raw bytes (button, column, row), any of which may be
            // printable; they are dropped with it, never typed.
            return index + 5 < pending.count ? .skip(length: 6) : .incomplete
        }
        let parameters = String(decoding: pending[(index + 2)..<end], as: UTF8.self)
        let first = parameters.split(separator: ";", omittingEmptySubsequences: false).first.map(String.init) ?? ""
        let key: Key? =
            switch final {
            case UInt8(ascii: "Z"): .backTab
            case UInt8(ascii: "~"):
                switch first {
                case "1", "7": .home
                case "2": .insert
                case "3": .delete
                case "4", "8": .end
                case "5": .pageUp
                case "6": .pageDown
                default: nil
                }
            default: Self.cursorKey(final: final)
            }
        return key.map { .key($0, length: length) } ?? .skip(length: length)
    }

    /// The cursor and Home/End key a final byte names, the same after `ESC [` and `ESC O`: `A` up, `B` down,
    /// `C` right, `D` left, `H` Home, `F` End; nil for any other byte.
    private static func cursorKey(final: UInt8) -> Key? {
        switch final {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        default: nil
        }
    }

    private func utf8Character(at index: Int) -> Step {
        let lead = pending[index]
        let length: Int
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return .skip(length: 1)
        }
        var end = index + 1
        while end < pending.count, end < index + length {
            guard (0x80...0xBF).contains(pending[end]) else { return .skip(length: end - index) }
            end += 1
        }
        guard end == index + length else { return .incomplete }
        var decoder = UTF8()
        var iterator = pending[index..<end].makeIterator()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return .skip(length: length) }
        return .key(.character(Character(scalar)), length: length)
    }
}

import Foundation

/// Writes pretty-printed JSON as UTF-8 bytes in one pass, escaping as it writes; the `--json` format.
///
/// The layout is the one `atomic --json` has always printed: two spaces of indentation per level, `"key" : value`,
/// one member or element per line, and `[]` / `{}` for empty collections. Strings escape `"` and `\`, the C0
/// controls (`\b`, `\t`, `\n`, `\f`, `\r`, others as `\u00XX`), and, because a terminal would act on them, DEL, the
/// C1 controls U+0080–U+009F, the separators U+2028/U+2029, and the bidirectional embeddings, overrides and
/// isolates U+202A–U+202E and U+2066–U+2069 as `\uXXXX` (lower-case hex). Every other character, `/` included,
/// is written as it is. Decoded, every string is unchanged.
///
/// Callers write members in the order they want them printed (the shapes of ``JSONOutput`` follow the APIs).
/// With ``fields`` (`--json=FIELDS`), the members of the selected objects whose keys are not among them are
/// dropped as they are written, values and all; the order stays the callers'.
///
/// The ``Format`` chooses the layout: ``Format/indented`` (above), ``Format/compact`` (no space or line break at
/// all, `"key":value`: one line a document, for pipes) or ``Format/terminal`` (indented, with keys, strings,
/// numbers, booleans and `null` in colour). Only the layout and the colours differ: the values are the same.
struct JSONWriter {
    /// The keys kept in the selected objects (the value at the top when it is an object, and each object element
    /// of an array at the top); nil keeps every key.
    let fields: Set<String>?
    /// How JSON is laid out and whether it is coloured.
    struct Format: Sendable, Equatable {
        /// Two spaces of indentation per level and one member or element a line; otherwise one line.
        var isIndented: Bool
        /// Whether keys and values are coloured with SGR escape sequences (never inside a string's text).
        var isColored: Bool

        /// Indented, without colours: `atomic --json`'s layout before colours, and what tests compare with.
        static let indented = Format(isIndented: true, isColored: false)
        /// One line without spaces, for pipes and files.
        static let compact = Format(isIndented: false, isColored: false)
        /// Indented and coloured, for a terminal.
        static let terminal = Format(isIndented: true, isColored: true)
    }

    /// The text written so far, as UTF-8.
    private(set) var bytes: [UInt8] = []
    /// For each open container, whether it has a member or element yet.
    private var hasMembers: [Bool] = []
    /// Whether the next value follows a key on the same line.
    private var afterKey = false
    /// For each open container, whether it is an array.
    private var isArray: [Bool] = []
    /// While a member is being dropped: how many containers deep inside its value the writer is.
    private var droppedDepth: Int?

    /// The layout and colours.
    private let format: Format

    /// The SGR parameters of each kind of token: bold blue keys, green strings, cyan numbers, yellow booleans,
    /// dim `null`.
    private enum Color {
        static let key = Array("1;34".utf8)
        static let string = Array("32".utf8)
        static let number = Array("36".utf8)
        static let boolean = Array("33".utf8)
        static let null = Array("2".utf8)
    }

    /// An empty writer in `format`, with room for about `capacity` bytes, keeping only `fields` in the selected
    /// objects (every key when nil).
    init(capacity: Int = 256, fields: Set<String>? = nil, format: Format = .indented) {
        self.fields = fields
        self.format = format
        bytes.reserveCapacity(capacity)
    }

    /// Makes room for `additional` more bytes, so that a long output grows its buffer once.
    mutating func reserveCapacity(_ additional: Int) {
        bytes.reserveCapacity(bytes.count + max(additional, 0))
    }

    /// Hands the bytes written so far to `sink` and goes on in an empty buffer of the same capacity: for output
    /// written in pieces as it is made.
    mutating func drain(into sink: ([UInt8]) -> Void) {
        sink(bytes)
        bytes.removeAll(keepingCapacity: true)
    }

    /// Ends the output with a newline, as ``text`` does.
    mutating func newline() {
        bytes.append(UInt8(ascii: "\n"))
    }

    /// The bytes written so far, counted.
    var byteCount: Int { bytes.count }

    /// The text written, followed by a newline.
    var text: String {
        var finished = bytes
        finished.append(UInt8(ascii: "\n"))
        return String(decoding: finished, as: UTF8.self)
    }

    /// Starts an object (as a value: at the top, after a key, or as an array element).
    mutating func beginObject() {
        if dropsValue(opening: true) { return }
        beginValue()
        bytes.append(UInt8(ascii: "{"))
        hasMembers.append(false)
        isArray.append(false)
    }

    /// Ends the innermost object.
    mutating func endObject() {
        endContainer(UInt8(ascii: "}"))
    }

    /// Starts an array.
    mutating func beginArray() {
        if dropsValue(opening: true) { return }
        beginValue()
        bytes.append(UInt8(ascii: "["))
        hasMembers.append(false)
        isArray.append(true)
    }

    /// Ends the innermost array.
    mutating func endArray() {
        endContainer(UInt8(ascii: "]"))
    }

    /// Writes the key of the next member of the innermost object; the value follows with one of the value methods.
    mutating func key(_ key: String) {
        if droppedDepth != nil { return }
        if let fields, isSelectedObject, !fields.contains(key) {
            droppedDepth = 0
            return
        }
        beginValue()
        startColor(Color.key)
        appendString(key)
        endColor()
        if format.isIndented {
            bytes.append(contentsOf: [0x20, UInt8(ascii: ":"), 0x20])
        } else {
            bytes.append(UInt8(ascii: ":"))
        }
        afterKey = true
    }

    /// Writes `value` as a string, or `null`.
    mutating func string(_ value: String?) {
        if dropsValue(opening: false) { return }
        beginValue()
        guard let value else { return appendLiteral("null", color: Color.null) }
        startColor(Color.string)
        appendString(value)
        endColor()
    }

    /// Writes `value` as a number, or `null`.
    mutating func int<Number: BinaryInteger>(_ value: Number?) {
        if dropsValue(opening: false) { return }
        beginValue()
        guard let value else { return appendLiteral("null", color: Color.null) }
        guard !format.isColored, let number = Int(exactly: value) else {
            return appendLiteral(String(value), color: Color.number)
        }
        appendDecimal(number)
    }

    /// Appends the digits of `value` in place, without making a `String` first.
    private mutating func appendDecimal(_ value: Int) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var rest = value.magnitude
        var divisor: UInt = 1
        while rest / divisor >= 10 { divisor *= 10 }
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(rest / divisor))
            rest %= divisor
            divisor /= 10
        }
    }

    /// Writes `true` or `false`.
    mutating func bool(_ value: Bool) {
        if dropsValue(opening: false) { return }
        beginValue()
        appendLiteral(value ? "true" : "false", color: Color.boolean)
    }

    /// Writes `value` as an ISO 8601 string in UTC (`2011-01-25T18:44:36Z`), or `null`.
    mutating func date(_ value: Date?) {
        string(value.map { $0.formatted(.iso8601) })
    }

    /// Places the next value: after a key on the same line, otherwise on a new line (after a comma when the
    /// container already has one).
    private mutating func beginValue() {
        if afterKey {
            afterKey = false
            return
        }
        guard let last = hasMembers.indices.last else { return }
        if hasMembers[last] { bytes.append(UInt8(ascii: ",")) }
        hasMembers[last] = true
        guard format.isIndented else { return }
        bytes.append(UInt8(ascii: "\n"))
        appendIndent(hasMembers.count)
    }

    /// Whether the innermost open container is an object whose keys ``fields`` selects.
    private var isSelectedObject: Bool {
        switch isArray.count {
        case 1: !isArray[0]
        case 2: isArray[0] && !isArray[1]
        default: false
        }
    }

    /// Whether the value about to start (`opening` a container) or end belongs to a dropped member, keeping
    /// count of the containers inside it; the member ends with its value.
    private mutating func dropsValue(opening: Bool) -> Bool {
        guard let depth = droppedDepth else { return false }
        if opening {
            droppedDepth = depth + 1
        } else if depth == 0 {
            droppedDepth = nil
        }
        return true
    }

    private mutating func endContainer(_ closer: UInt8) {
        if let depth = droppedDepth {
            droppedDepth = depth > 1 ? depth - 1 : nil
            return
        }
        isArray.removeLast()
        let hadMembers = hasMembers.removeLast()
        if hadMembers && format.isIndented {
            bytes.append(UInt8(ascii: "\n"))
            appendIndent(hasMembers.count)
        }
        bytes.append(closer)
    }

    private mutating func appendIndent(_ depth: Int) {
        bytes.append(contentsOf: repeatElement(0x20, count: depth * 2))
    }

    private mutating func appendLiteral(_ literal: String, color: [UInt8]) {
        startColor(color)
        bytes.append(contentsOf: literal.utf8)
        endColor()
    }

    /// Starts an SGR colour (`ESC [ parameters m`) when the format is coloured.
    private mutating func startColor(_ parameters: [UInt8]) {
        guard format.isColored else { return }
        bytes.append(contentsOf: [0x1B, UInt8(ascii: "[")])
        bytes.append(contentsOf: parameters)
        bytes.append(UInt8(ascii: "m"))
    }

    /// Resets the colour (`ESC [ 0 m`) when the format is coloured.
    private mutating func endColor() {
        guard format.isColored else { return }
        bytes.append(contentsOf: [0x1B, UInt8(ascii: "["), UInt8(ascii: "0"), UInt8(ascii: "m")])
    }

    private mutating func appendString(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { utf8 in
            // Most text needs no escape at all: copy it in one go.
            let needsLook = Self.mayNeedEscapeTable.withUnsafeBufferPointer { table in
                utf8.contains { table[Int($0)] }
            }
            if !needsLook {
                bytes.append(contentsOf: utf8)
                return
            }
            var index = 0
            while index < utf8.count {
                let byte = utf8[index]
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                    bytes.append(UInt8(ascii: "\\"))
                    bytes.append(byte)
                case 0x08: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "b")])
                case 0x09: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
                case 0x0A: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
                case 0x0C: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "f")])
                case 0x0D: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
                case 0x00..<0x20, 0x7F:
                    appendEscape(UInt32(byte))
                case 0xC2 where index + 1 < utf8.count && (0x80...0x9F).contains(utf8[index + 1]):
                    appendEscape(UInt32(utf8[index + 1]))
                    index += 1
                case 0xE2 where index + 2 < utf8.count && Self.isEscapedAboveASCII(utf8[index + 1], utf8[index + 2]):
                    appendEscape(0x2000 | (UInt32(utf8[index + 1] & 0x3F) << 6) | UInt32(utf8[index + 2] & 0x3F))
                    index += 2
                default:
                    bytes.append(byte)
                }
                index += 1
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// For each byte value, whether it is, or starts, something that may be escaped: a quote, a backslash, a
    /// control, DEL, or the first byte of U+0080–U+00BF or U+2000–U+2FFF.
    private static let mayNeedEscapeTable: [Bool] = (0...255).map { value in
        value < 0x20 || value == Int(UInt8(ascii: "\"")) || value == Int(UInt8(ascii: "\\")) || value == 0x7F
            || value == 0xC2 || value == 0xE2
    }

    /// Whether `E2 second third` encodes U+2028–U+202E or U+2066–U+2069.
    private static func isEscapedAboveASCII(_ second: UInt8, _ third: UInt8) -> Bool {
        (second == 0x80 && (0xA8...0xAE).contains(third)) || (second == 0x81 && (0xA6...0xA9).contains(third))
    }

    private mutating func appendEscape(_ scalar: UInt32) {
        let hex: [UInt8] = Array("0123456789abcdef".utf8)
        bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "u")])
        for shift in stride(from: 12, through: 0, by: -4) {
            bytes.append(hex[Int((scalar >> UInt32(shift)) & 0xF)])
        }
    }
}

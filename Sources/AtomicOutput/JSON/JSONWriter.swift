import Foundation

/// Writes pretty-printed JSON as UTF-8 bytes in one pass, escaping as it writes; the `--json` format.
///
/// The layout is the one `atomic --json` has always printed: two spaces of indentation per level, `"key" : value`,
/// one member or element per line, and `[]` / `{}` for empty collections. Strings escape `"` and `\`, the C0
/// controls (`\b`, `\t`, `\n`, `\f`, `\r`, others as `\u00XX`), and, because a terminal would act on them, DEL, the
/// C1 controls U+0080–U+009F, the separators U+2028/U+2029 and the invisible characters (the bidirectional controls
/// among them) as `\uXXXX` in lower-case hex (see ``JSONEscaping``). Every other character, `/` included, is
/// written as it is. Decoded, every string is unchanged.
///
/// Callers write members in the order they want them printed (`atomic`'s shapes follow the APIs): a key and then its
/// value, or a whole object at once with `object(_:)`. With ``fields`` (`--json=FIELDS`), the members of the selected
/// objects whose keys are not among them are dropped as they are written, values and all; the order stays the
/// callers'. ``render(_:format:fields:)`` writes a whole document.
///
/// The ``Format`` chooses the layout: ``Format/indented`` (above), ``Format/compact`` (no space or line break at
/// all, `"key":value`: one line a document, for pipes) or ``Format/terminal`` (indented, with keys, strings,
/// numbers, booleans and `null` in colour). Only the layout and the colours differ: the values are the same.
public struct JSONWriter: Sendable {
    /// The keys kept in the selected objects (the value at the top when it is an object, and each object element
    /// of an array at the top); nil keeps every key.
    public let fields: Set<String>?
    /// The text written so far, as UTF-8.
    public private(set) var bytes: [UInt8] = []
    /// For each open container around the innermost one, whether it has a member or element yet.
    private var outerHasMembers: [Bool] = []
    /// Whether the innermost open container has a member or element yet (`false` when none is open).
    private var innermostHasMembers = false
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
        static let key: StaticString = "1;34"
        static let string: StaticString = "32"
        static let number: StaticString = "36"
        static let boolean: StaticString = "33"
        static let null: StaticString = "2"
    }

    /// An empty writer in `format`, with room for about `capacity` bytes, keeping only `fields` in the selected
    /// objects (every key when nil).
    public init(capacity: Int = 256, fields: Set<String>? = nil, format: Format = .indented) {
        self.fields = fields
        self.format = format
        bytes.reserveCapacity(capacity)
    }

    /// Makes room for `additional` more bytes, so that a long output grows its buffer once.
    public mutating func reserveCapacity(_ additional: Int) {
        bytes.reserveCapacity(bytes.count + max(additional, 0))
    }

    /// Hands the bytes written so far to `sink` and goes on in an empty buffer of the same capacity: for output
    /// written in pieces as it is made.
    public mutating func drain(into sink: ([UInt8]) -> Void) {
        sink(bytes)
        bytes.removeAll(keepingCapacity: true)
    }

    /// Ends the output with a newline, as ``text`` does.
    public mutating func newline() {
        bytes.append(UInt8(ascii: "\n"))
    }

    /// The bytes written so far, counted.
    public var byteCount: Int { bytes.count }

    /// The text written, followed by a newline.
    public var text: String {
        var finished = bytes
        finished.append(UInt8(ascii: "\n"))
        return String(decoding: finished, as: UTF8.self)
    }

    /// Starts an object (as a value: at the top, after a key, or as an array element).
    public mutating func beginObject() {
        beginContainer(UInt8(ascii: "{"), isArray: false)
    }

    /// Ends the innermost object.
    public mutating func endObject() {
        endContainer(UInt8(ascii: "}"))
    }

    /// Starts an array.
    public mutating func beginArray() {
        beginContainer(UInt8(ascii: "["), isArray: true)
    }

    /// Ends the innermost array.
    public mutating func endArray() {
        endContainer(UInt8(ascii: "]"))
    }

    /// Writes the key of the next member of the innermost object; the value follows with one of the value methods.
    ///
    /// The keys of the shapes are literals: their bytes are copied without making a `String`.
    public mutating func key(_ key: StaticString) {
        guard keepsMember(named: key.description) else { return }
        writeKey { bytes in key.withUTF8Buffer { JSONEscaping.appendQuoted($0, to: &bytes) } }
    }

    /// Writes `key`, quoted and escaped once beforehand, as `key(_:)` does a literal: for the members written
    /// many times, such as those of each row of a long list.
    public mutating func key(_ key: Key) {
        guard keepsMember(named: key.name) else { return }
        writeKey { $0.append(contentsOf: key.quoted) }
    }

    /// Writes `name` as the key of the next member of the innermost object, as `key(_:)` does a literal: for keys
    /// known only at run time, such as a dictionary's.
    public mutating func key(named name: String) {
        guard keepsMember(named: name) else { return }
        writeKey { bytes in
            var name = name
            name.withUTF8 { JSONEscaping.appendQuoted($0, to: &bytes) }
        }
    }

    /// Whether the member whose key is `name` is written; when ``fields`` leaves it out, starts dropping it.
    private mutating func keepsMember(named name: @autoclosure () -> String) -> Bool {
        if droppedDepth != nil { return false }
        guard let fields, isSelectedObject, !fields.contains(name()) else { return true }
        droppedDepth = 0
        return false
    }

    /// Places a key (which `appendQuotedKey` appends in quotes), with its colour and what separates it from the value
    /// that follows on its line.
    private mutating func writeKey(_ appendQuotedKey: (inout [UInt8]) -> Void) {
        beginValue()
        startColor(Color.key)
        appendQuotedKey(&bytes)
        endColor()
        if format.isIndented {
            bytes.append(contentsOf: [0x20, UInt8(ascii: ":"), 0x20])
        } else {
            bytes.append(UInt8(ascii: ":"))
        }
        afterKey = true
    }

    /// Writes `value` as a string, or `null`.
    public mutating func string(_ value: String?) {
        if dropsValue(opening: false) { return }
        beginValue()
        guard let value else { return appendLiteral("null", color: Color.null) }
        startColor(Color.string)
        appendString(value)
        endColor()
    }

    /// Writes `value` as a number, or `null`: the common case of the generic `int(_:)`, without going through
    /// `BinaryInteger`'s requirements, as a caller in another module would for a generic one.
    public mutating func int(_ value: Int?) {
        if dropsValue(opening: false) { return }
        beginValue()
        guard let value else { return appendLiteral("null", color: Color.null) }
        guard !format.isColored else { return appendLiteral(String(value), color: Color.number) }
        appendDecimal(value)
    }

    /// Writes `value` as a number, or `null`; a value that fits an `Int` is written by the `Int?` form.
    public mutating func int<Number: BinaryInteger>(_ value: Number?) {
        guard let value else { return int(Int?.none) }
        if let number = Int(exactly: value) { return int(number) }
        if dropsValue(opening: false) { return }
        beginValue()
        appendLiteral(String(value), color: Color.number)
    }

    /// Appends the digits of `value` in place, without making a `String` first.
    private mutating func appendDecimal(_ value: Int) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var rest = value.magnitude
        // 20 digits hold `UInt.max`; they are made from the last one back.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var start = digits.count
            repeat {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            } while rest > 0
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start...]))
        }
    }

    /// Writes `value` as a number in the shortest form that reads back as the same `Double` (`0.1`, `1e-07`),
    /// or `null` when it is `nil`, infinite or not a number (which JSON cannot write).
    public mutating func double(_ value: Double?) {
        if dropsValue(opening: false) { return }
        beginValue()
        guard let value, value.isFinite else { return appendLiteral("null", color: Color.null) }
        appendLiteral(value.description, color: Color.number)
    }

    /// Writes `true` or `false`.
    public mutating func bool(_ value: Bool) {
        if dropsValue(opening: false) { return }
        beginValue()
        appendLiteral(value ? "true" : "false", color: Color.boolean)
    }

    /// Writes `value` as an ISO 8601 string in UTC (`2011-01-25T18:44:36Z`), or `null`.
    public mutating func date(_ value: Date?) {
        string(value.map { $0.formatted(.iso8601) })
    }

    /// Places the next value: after a key on the same line, otherwise on a new line (after a comma when the
    /// container already has one).
    private mutating func beginValue() {
        if afterKey {
            afterKey = false
            return
        }
        guard !isArray.isEmpty else { return }
        if innermostHasMembers { bytes.append(UInt8(ascii: ",")) }
        innermostHasMembers = true
        guard format.isIndented else { return }
        bytes.append(UInt8(ascii: "\n"))
        appendIndent(isArray.count)
    }

    /// Writes `opener` and makes the container it begins the innermost one, unless it belongs to a dropped member.
    private mutating func beginContainer(_ opener: UInt8, isArray array: Bool) {
        if dropsValue(opening: true) { return }
        beginValue()
        bytes.append(opener)
        if !isArray.isEmpty { outerHasMembers.append(innermostHasMembers) }
        innermostHasMembers = false
        isArray.append(array)
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
        let hadMembers = innermostHasMembers
        innermostHasMembers = outerHasMembers.popLast() ?? false
        if hadMembers && format.isIndented {
            bytes.append(UInt8(ascii: "\n"))
            appendIndent(isArray.count)
        }
        bytes.append(closer)
    }

    private mutating func appendIndent(_ depth: Int) {
        bytes.append(contentsOf: repeatElement(0x20, count: depth * 2))
    }

    private mutating func appendLiteral(_ literal: String, color: StaticString) {
        startColor(color)
        bytes.append(contentsOf: literal.utf8)
        endColor()
    }

    /// Starts an SGR colour (`ESC [ parameters m`) when the format is coloured.
    @inline(__always)
    private mutating func startColor(_ parameters: StaticString) {
        guard format.isColored else { return }
        bytes.append(contentsOf: [0x1B, UInt8(ascii: "[")])
        parameters.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(UInt8(ascii: "m"))
    }

    /// Resets the colour (`ESC [ 0 m`) when the format is coloured.
    @inline(__always)
    private mutating func endColor() {
        guard format.isColored else { return }
        bytes.append(contentsOf: [0x1B, UInt8(ascii: "["), UInt8(ascii: "0"), UInt8(ascii: "m")])
    }

    /// Writes `value` in quotes, escaped (see ``JSONEscaping``).
    private mutating func appendString(_ value: String) {
        var value = value
        value.withUTF8 { JSONEscaping.appendQuoted($0, to: &bytes) }
    }
}

import AtomicOutput
import Testing

/// Integers of every type are written as their decimal digits, in colour on a terminal, `null` when absent, and
/// dropped with their member when `--json=FIELDS` leaves the key out.
@Suite struct JSONWriterIntegerTests {
    /// One object `{"n": value, "kept": 1}` with `value` written by `write`.
    private static func object(
        format: JSONWriter.Format, fields: Set<String>? = nil, _ write: (inout JSONWriter) -> Void
    ) -> String {
        var writer = JSONWriter(fields: fields, format: format)
        writer.beginObject()
        writer.key("n")
        write(&writer)
        writer.key("kept")
        writer.int(1)
        writer.endObject()
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    @Test func integersBeyondIntAndOfOtherWidthsAreWrittenInDecimal() {
        #expect(Self.object(format: .compact) { $0.int(UInt64.max) } == #"{"n":18446744073709551615,"kept":1}"#)
        #expect(Self.object(format: .compact) { $0.int(Int8(-128)) } == #"{"n":-128,"kept":1}"#)
        #expect(Self.object(format: .compact) { $0.int(Int.min) } == #"{"n":-9223372036854775808,"kept":1}"#)
        #expect(Self.object(format: .compact) { $0.int(UInt32?.none) } == #"{"n":null,"kept":1}"#)
    }

    @Test func onATerminalEveryIntegerIsColouredAlike() {
        let wide = Self.object(format: .terminal) { $0.int(UInt64.max) }
        let small = Self.object(format: .terminal) { $0.int(Int16(7)) }
        #expect(wide.contains("\u{1B}[36m18446744073709551615\u{1B}[0m"))
        #expect(small.contains("\u{1B}[36m7\u{1B}[0m"))
        let none = Self.object(format: .terminal) { $0.int(UInt8?.none) }
        #expect(none.contains("\u{1B}[2mnull\u{1B}[0m"))
    }

    @Test func aMemberLeftOutByTheFieldsIsDroppedWhateverItsType() {
        #expect(Self.object(format: .compact, fields: ["kept"]) { $0.int(UInt64.max) } == #"{"kept":1}"#)
        #expect(Self.object(format: .compact, fields: ["kept"]) { $0.int(Int64?.none) } == #"{"kept":1}"#)
    }
}

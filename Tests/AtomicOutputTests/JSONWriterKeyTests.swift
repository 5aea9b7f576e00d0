import AtomicOutput
import Testing

/// A key escaped once beforehand is written exactly as the same key given as a literal, in every format, and
/// `--json=FIELDS` selects it by its name.
@Suite struct JSONWriterKeyTests {
    /// One object with the member `"say \"hi\"": 1` then `b: true`, its first key written by `writeFirstKey`.
    private func object(
        format: JSONWriter.Format, fields: Set<String>? = nil, writeFirstKey: (inout JSONWriter) -> Void
    ) -> String {
        var writer = JSONWriter(fields: fields, format: format)
        writer.beginObject()
        writeFirstKey(&writer)
        writer.int(1)
        writer.key("b")
        writer.bool(true)
        writer.endObject()
        return writer.text
    }

    @Test("the quoted bytes are the key in quotes, escaped")
    func quotedBytes() {
        #expect(JSONWriter.Key("login").quoted == Array(#""login""#.utf8))
        #expect(JSONWriter.Key("say \"hi\"\u{7F}").quoted == Array(#""say \"hi\"\u007f""#.utf8))
        #expect(JSONWriter.Key("").quoted == Array(#""""#.utf8))
    }

    @Test(
        "written as a literal key is, indented, compact and coloured",
        arguments: [
            JSONWriter.Format.indented, .compact, .terminal,
        ])
    func sameAsALiteral(format: JSONWriter.Format) {
        let key = JSONWriter.Key("say \"hi\"")
        let escapedOnce = object(format: format) { $0.key(key) }
        let literal = object(format: format) { $0.key("say \"hi\"") }
        let named = object(format: format) { $0.key(named: "say \"hi\"") }
        #expect(escapedOnce == literal)
        #expect(named == literal)
        #expect(literal.contains(#""say \"hi\"""#))
    }

    @Test("--json=FIELDS keeps or drops the member by the key's name")
    func selectedByName() {
        let key = JSONWriter.Key("a")
        #expect(object(format: .compact, fields: ["a"]) { $0.key(key) } == #"{"a":1}"# + "\n")
        #expect(object(format: .compact, fields: ["b"]) { $0.key(key) } == #"{"b":true}"# + "\n")
    }
}

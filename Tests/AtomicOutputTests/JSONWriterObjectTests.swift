import AtomicOutput
import Foundation
import Testing

/// `object(_:)` and `member(_:_:)` write the same bytes as a key and a value call each, in every format,
/// with the keys in the order given, `null` for what is missing, and `--json=FIELDS` applied as to any member.
@Suite struct JSONWriterObjectTests {
    private static let date = Date(timeIntervalSince1970: 1_295_981_076)

    /// The members written one call at a time.
    private static func byHand(_ writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("name")
        writer.string("say \"hi\"")
        writer.key("missing")
        writer.string(nil)
        writer.key("count")
        writer.int(-42)
        writer.key("none")
        writer.int(Int?.none)
        writer.key("flag")
        writer.bool(false)
        writer.key("at")
        writer.date(date)
        writer.key("never")
        writer.date(nil)
        writer.key("list")
        [1, 2].write(to: &writer)
        writer.key("absent")
        writer.string(nil)
        writer.endObject()
    }

    /// The same members in one `object(_:)`.
    private static func atOnce(_ writer: inout JSONWriter) {
        writer.object([
            "name": .string("say \"hi\""), "missing": .string(nil), "count": .int(-42), "none": .int(nil),
            "flag": .bool(false), "at": .date(date), "never": .date(nil), "list": .value([1, 2]), "absent": .value(nil),
        ])
    }

    private static func text(
        _ format: JSONWriter.Format, fields: Set<String>? = nil, _ write: (inout JSONWriter) -> Void
    ) -> String {
        var writer = JSONWriter(fields: fields, format: format)
        write(&writer)
        return writer.text
    }

    @Test(arguments: [JSONWriter.Format.indented, .compact, .terminal])
    func theSameBytesAsMemberByMember(format: JSONWriter.Format) {
        #expect(Self.text(format, Self.atOnce) == Self.text(format, Self.byHand))
    }

    @Test func keysInTheOrderGivenAndNullForWhatIsMissing() {
        #expect(
            Self.text(.compact, Self.atOnce)
                == #"{"name":"say \"hi\"","missing":null,"count":-42,"none":null,"flag":false,"#
                + #""at":"2011-01-25T18:44:36Z","never":null,"list":[1,2],"absent":null}"# + "\n")
    }

    @Test func membersWithKeysQuotedBeforehandWriteTheSameObject() {
        let quoted = Self.text(.indented) { writer in
            writer.beginObject()
            writer.member(JSONWriter.Key("name"), .string("x"))
            writer.member(JSONWriter.Key("list"), .value(["a"]))
            writer.endObject()
        }
        #expect(quoted == Self.text(.indented) { $0.object(["name": .string("x"), "list": .value(["a"])]) })
    }

    @Test func theFieldsSelectAmongItsMembersValuesAndAll() {
        #expect(
            Self.text(.compact, fields: ["count", "absent"], Self.atOnce) == #"{"count":-42,"absent":null}"# + "\n")
        #expect(
            Self.text(.compact, fields: ["name"], Self.atOnce) == Self.text(.compact, fields: ["name"], Self.byHand))
    }

    @Test func renderWritesOneDocumentWithTheFieldsItIsGiven() {
        let rows = [TestRow(id: 1, login: "a", avatar: nil, profile: nil)]
        #expect(
            JSONWriter.render(rows, format: .compact) == #"[{"login":"a","id":1,"avatarUrl":null,"htmlUrl":null}]"#
                + "\n")
        #expect(JSONWriter.render(rows, format: .compact, fields: ["id"]) == #"[{"id":1}]"# + "\n")
        #expect(JSONWriter.render(rows, format: .compact, fields: []) == "[{}]\n")
    }
}

import AtomicOutput
import Foundation
import Testing

/// `--json=FIELDS`: the writer drops the members the selection leaves out, at the top or in each element of a
/// list at the top, values and all, and keeps the order and everything nested.
@Suite struct JSONOutputFieldTests {
    private let users = [
        TestRow(id: 1, login: "mojombo", avatar: "https://a.test/1", profile: "https://github.com/mojombo"),
        TestRow(id: 2, login: "defunkt", avatar: nil, profile: nil),
    ]

    @Test func everyFieldWithoutASelection() {
        let text = JSONWriter.render(users)
        #expect(text.contains("\"avatarUrl\""))
        #expect(text.contains("\"htmlUrl\""))
    }

    @Test func aListKeepsTheSelectedKeysOfEachElementInTheirOrder() {
        let text = JSONWriter.render(users, fields: ["login", "id"])
        #expect(
            text == """
                [
                  {
                    "login" : "mojombo",
                    "id" : 1
                  },
                  {
                    "login" : "defunkt",
                    "id" : 2
                  }
                ]

                """)
    }

    @Test func droppedMembersTakeTheirNestedValuesWithThemAndKeptOnesStayWhole() {
        let overview = TestOverview(rows: users, names: ["a post"])
        let text = JSONWriter.render(overview, fields: ["users"])
        let decoded = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        #expect(decoded?.keys.sorted() == ["users"])
        let first = (decoded?["users"] as? [[String: Any]])?.first
        #expect(first?.keys.sorted() == ["avatarUrl", "htmlUrl", "id", "login"])
    }

    @Test func aFieldLastInAnObjectLeavesNoTrailingComma() {
        var writer = JSONWriter(fields: ["a"])
        writer.beginObject()
        writer.key("a")
        writer.int(1)
        writer.key("b")
        writer.beginArray()
        writer.beginObject()
        writer.key("c")
        writer.bool(true)
        writer.endObject()
        writer.endArray()
        writer.endObject()
        #expect(writer.text == "{\n  \"a\" : 1\n}\n")
    }

    @Test func nothingSelectedLeavesAnEmptyObject() {
        var writer = JSONWriter(fields: ["missing"])
        writer.beginObject()
        writer.key("a")
        writer.string("x")
        writer.endObject()
        #expect(writer.text == "{}\n")
    }
}

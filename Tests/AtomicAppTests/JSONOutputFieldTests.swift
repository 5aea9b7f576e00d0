import Domain
import Foundation
import Testing

@testable import AtomicApp

/// `--json=FIELDS`: the writer drops the members the selection leaves out, at the top or in each element of a
/// list at the top, values and all, and keeps the order and everything nested.
@Suite struct JSONOutputFieldTests {
    private let users = [
        GitHubUser(
            id: 1, login: "mojombo", avatarURLText: "https://a.test/1", profileURLText: "https://github.com/mojombo"),
        GitHubUser(id: 2, login: "defunkt", avatarURLText: nil, profileURLText: nil),
    ]

    @Test func everyFieldWithoutASelection() {
        let text = JSONOutput.render(users.map(JSONOutput.UserItem.init))
        #expect(text.contains("\"avatarUrl\""))
        #expect(text.contains("\"htmlUrl\""))
    }

    @Test func aListKeepsTheSelectedKeysOfEachElementInTheirOrder() {
        let text = JSONOutput.$fields.withValue(["login", "id"]) {
            JSONOutput.render(users.map(JSONOutput.UserItem.init))
        }
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
        let overview = JSONOutput.Overview(
            users: users.map(JSONOutput.UserItem.init), posts: [])
        let text = JSONOutput.$fields.withValue(["users"]) { JSONOutput.render(overview) }
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

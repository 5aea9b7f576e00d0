import AtomicOutput
import Testing

/// The examples of Sources/AtomicOutput/AtomicOutput.docc.
@Suite struct AtomicOutputExamples {
    @Test func jsonAndATable() {
        let rows = [["id": 1, "stars": 12], ["id": 2, "stars": 7]]
        #expect(JSONWriter.render(rows, format: .compact, fields: ["id"]) == "[{\"id\":1},{\"id\":2}]\n")
        var writer = JSONWriter(format: .compact)
        writer.object(["login": .string("octocat"), "bio": .string(nil), "followers": .int(9_000)])
        #expect(writer.text == "{\"login\":\"octocat\",\"bio\":null,\"followers\":9000}\n")
        let table = TextTable(
            columns: [.init(title: "ID", alignsRight: true), .init(title: "LOGIN")],
            rows: [["7", "ada"], ["1140", "grace"]])
        #expect(table.render(width: 80, style: TextStyle(isEnabled: false)) == "  ID  LOGIN\n   7  ada\n1140  grace\n")
        #expect(table.renderTabSeparated() == "7\tada\n1140\tgrace\n")
    }
}

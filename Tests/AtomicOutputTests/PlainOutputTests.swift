import AtomicOutput
import Foundation
import TerminalUI
import Testing

/// Plain output of very long remote fields: fitted in linear time, shortened with a note past the field limit;
/// tables and wrapping at any width. (The profile and post shapes built of these are checked through the binary in
/// `EndToEndPlainOutputTests`.)
@Suite struct PlainOutputTests {
    static let output = PlainOutput(width: 80, style: TextStyle(isEnabled: false))

    @Test(
        "a field within the limit is shown whole",
        arguments: [0, 1, 160, FieldLimit.maximumCharacters])
    func shortFieldIsWhole(length: Int) {
        let text = String(repeating: "é", count: length)
        #expect(FieldLimit.apply(text) == text)
    }

    @Test(
        "a field past the limit shows its start and how much was left out",
        arguments: [
            (1, "1 more character"), (48_213, "48,213 more characters"), (1_048_576, "1,048,576 more characters"),
        ])
    func longFieldIsShortened(extra: Int, note: String) {
        let text = String(repeating: "x", count: FieldLimit.maximumCharacters + extra)
        #expect(
            FieldLimit.apply(text)
                == String(repeating: "x", count: FieldLimit.maximumCharacters) + " … \(note); see --json")
    }

    @Test("cleaning sanitises remote text and cuts it to the field limit")
    func cleanSanitisesAndLimits() {
        #expect(Self.output.clean("a\u{1B}[2Jb\u{07}") == "ab")
        #expect(Self.output.clean("line\nnext", keepNewlines: true) == "line\nnext")
        let text = Self.output.clean(String(repeating: "\u{1B}[1mx", count: FieldLimit.maximumCharacters + 5))
        #expect(
            text == String(repeating: "x", count: FieldLimit.maximumCharacters) + " … 5 more characters; see --json")
    }

    @Test("a table cell of 1 MiB is cut to the column")
    func hugeTableCell() {
        let login = String(repeating: "l", count: 1 << 20)
        let text = Self.output.render(Self.usersTable([("1", login)]))
        #expect(text.split(separator: "\n").allSatisfy { TextWidth.displayWidth(of: String($0)) <= 80 })
        #expect(text.contains("…"))
    }

    @Test(
        "tables and wrapped text at extreme widths neither trap nor grow without bound",
        arguments: [Int.min, 0, 1, Int.max])
    func extremeWidths(width: Int) {
        let output = PlainOutput(width: width, style: TextStyle(isEnabled: false))
        let table = output.render(Self.usersTable([("\(Int.max)", "octocat"), ("\(Int.min)", "x")]))
        #expect(table.contains("octoc"))
        #expect(table.utf8.count < 1_000)
        let wrapped = output.wrapped("a short bio").joined(separator: "\n")
        #expect(wrapped.contains("a short bio") || width <= 1)
        #expect(wrapped.utf8.count < 100)
    }

    @Test("for tools a table is tab-separated records without a header, nothing cut")
    func tabSeparatedForTools() {
        var output = Self.output
        output.tabSeparated = true
        let login = String(repeating: "l", count: 200)
        #expect(output.render(Self.usersTable([("1", login), ("2", "a\tb\nc")])) == "1\t\(login)\t-\n2\ta b c\t-\n")
    }

    @Test("a day is the ISO 8601 date in UTC")
    func dayInUTC() {
        #expect(PlainOutput.day(Date(timeIntervalSince1970: 1_295_981_076)) == "2011-01-25")
    }

    /// A table laid out as `atomic users` lays out its table: right-aligned ids, a login that is never cut before the
    /// profile column is dropped, a droppable link column.
    private static func usersTable(_ rows: [(id: String, login: String)]) -> TextTable {
        TextTable(
            columns: [
                .init(title: "ID", alignsRight: true),
                .init(title: "LOGIN", isFlexible: true, minimumWidth: nil),
                .init(title: "PROFILE", isDroppable: true, isLink: true),
            ],
            rows: rows.map { [$0.id, $0.login, "-"] })
    }
}

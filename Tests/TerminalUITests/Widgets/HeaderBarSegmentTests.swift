import TerminalUI
import Testing

@Suite struct HeaderBarSegmentTests {
    /// The part of the path each column of the drawn header shows, read back from the cells: the index of the part
    /// whose text the column is in, nil on a separator or past the path.
    private func expectSegmentsMatchTheDrawing(_ header: HeaderBar, width: Int) {
        let area = Rect(x: 0, y: 0, width: width, height: 1)
        var buffer = CellBuffer(size: TerminalSize(columns: width, rows: 1))
        header.render(into: &buffer, area: area)
        let drawn = Array(buffer.plainText.split(separator: "\n").first.map(String.init) ?? "")
        let parts = [header.title] + header.breadcrumb
        for column in 0..<width {
            guard let segment = header.segment(atColumn: column, row: 0, in: area) else { continue }
            let character = column < drawn.count ? drawn[column] : " "
            #expect(
                parts[segment].contains(character) || character == "…",
                "column \(column) is \(character), not in \(parts[segment])")
        }
    }

    @Test func eachColumnOfAPartNamesThatPart() {
        let header = HeaderBar(title: "AtomicArch", breadcrumb: ["Home", "Users", "octocat"], trailing: "30 users")
        let area = Rect(x: 0, y: 0, width: 80, height: 1)
        #expect(header.segment(atColumn: 0, row: 0, in: area) == nil)
        #expect(header.segment(atColumn: 1, row: 0, in: area) == 0)
        #expect(header.segment(atColumn: 10, row: 0, in: area) == 0)
        #expect(header.segment(atColumn: 11, row: 0, in: area) == nil)
        #expect(header.segment(atColumn: 12, row: 0, in: area) == nil)
        #expect(header.segment(atColumn: 14, row: 0, in: area) == 1)
        #expect(header.segment(atColumn: 21, row: 0, in: area) == 2)
        #expect(header.segment(atColumn: 28, row: 0, in: area) == nil)
        #expect(header.segment(atColumn: 29, row: 0, in: area) == 3)
        #expect(header.segment(atColumn: 35, row: 0, in: area) == 3)
        #expect(header.segment(atColumn: 36, row: 0, in: area) == nil)
        #expect(header.segment(atColumn: 75, row: 0, in: area) == nil)
        #expect(header.segment(atColumn: 14, row: 1, in: area) == nil)
        expectSegmentsMatchTheDrawing(header, width: 80)
    }

    @Test func aCutPathNamesOnlyWhatIsDrawn() {
        let header = HeaderBar(
            title: "AtomicArch", breadcrumb: ["Home", "Users", "a-very-long-login-name", "Followers"],
            trailing: "30 users")
        expectSegmentsMatchTheDrawing(header, width: 40)
        let area = Rect(x: 0, y: 0, width: 40, height: 1)
        #expect(header.segment(atColumn: 39, row: 0, in: area) == nil)
        #expect(header.segment(atColumn: Int.max, row: 0, in: area) == nil)
        #expect(header.segment(atColumn: Int.min, row: 0, in: area) == nil)
    }

    @Test func aListViewLineNamesTheItemDrawnOnIt() {
        let state = ListSelection(selected: 12, offset: 10)
        #expect(ListView.item(atLine: 0, state: state, itemCount: 30) == 10)
        #expect(ListView.item(atLine: 19, state: state, itemCount: 30) == 29)
        #expect(ListView.item(atLine: 20, state: state, itemCount: 30) == nil)
        #expect(ListView.item(atLine: -1, state: state, itemCount: 30) == nil)
        #expect(ListView.item(atLine: Int.max, state: state, itemCount: 30) == nil)
    }
}

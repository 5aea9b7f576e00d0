import TerminalUI
import Testing

/// Widgets drawn into buffers of 80 × 24 and 40 × 12, compared as text with the files in `Snapshots`.
@Suite struct WidgetSnapshotTests {
    static let sizes = [TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 40, rows: 12)]

    static let users = (0..<60).map { index in
        ListRow("user-\(index + 1)", detail: "#\(1000 + index * 37)")
    }

    static let hints = [
        KeyHint("↑↓", "move"), KeyHint("Enter", "open"), KeyHint("/", "filter"), KeyHint("?", "help"),
        KeyHint("q", "quit"),
    ]

    /// A list screen: header, notice, list scrolled to the selection, status bar.
    static func listScreen(size: TerminalSize, selected: Int, footer: ListRow?) -> CellBuffer {
        var buffer = CellBuffer(size: size)
        let area = buffer.area
        HeaderBar(title: "AtomicArch", breadcrumb: ["GitHub", "Users"], trailing: "60 loaded")
            .render(into: &buffer, area: area.row(0))
        NoticeBanner("offline · data from 12 min ago", kind: .warning).render(into: &buffer, area: area.row(1))
        var state = ListSelection(selected: selected)
        ListView(rows: users, footer: footer)
            .render(into: &buffer, area: Rect(x: 0, y: 2, width: size.columns, height: size.rows - 3), state: &state)
        StatusBar(hints: hints, message: "GitHub 4,998/5,000").render(into: &buffer, area: area.row(size.rows - 1))
        return buffer
    }

    @Test(arguments: sizes)
    func listAtTheTop(size: TerminalSize) {
        Snapshot.files.expect(Self.listScreen(size: size, selected: 0, footer: nil), named: "list-top")
    }

    @Test(arguments: sizes)
    func listScrolledToTheEndWithALoadingFooter(size: TerminalSize) {
        let footer = ListRow("\(Spinner.frame(at: 2)) Loading more…")
        Snapshot.files.expect(Self.listScreen(size: size, selected: 59, footer: footer), named: "list-loading-more")
    }

    @Test(arguments: sizes)
    func listWithAFailedLoadMoreRow(size: TerminalSize) {
        let footer = ListRow("✗ Couldn't load more — r to retry", style: Theme.standard.error)
        Snapshot.files.expect(Self.listScreen(size: size, selected: 30, footer: footer), named: "list-load-more-failed")
    }

    @Test(arguments: sizes)
    func helpOverlayOverAList(size: TerminalSize) {
        var buffer = Self.listScreen(size: size, selected: 3, footer: nil)
        let entries = [
            KeyHint("↑ ↓ j k", "move"), KeyHint("PgUp PgDn", "page"), KeyHint("g G Home End", "first, last"),
            KeyHint("Enter → l", "open"), KeyHint("Esc ← h", "back"), KeyHint("r", "refresh or retry"),
            KeyHint("/", "filter"), KeyHint("q", "quit"),
        ]
        HelpOverlay(entries: entries).render(into: &buffer, area: buffer.area)
        Snapshot.files.expect(buffer, named: "help-overlay")
    }

    @Test(arguments: sizes)
    func errorPanel(size: TerminalSize) {
        var buffer = CellBuffer(size: size)
        HeaderBar(title: "AtomicArch", breadcrumb: ["GitHub", "Users"]).render(into: &buffer, area: buffer.area.row(0))
        ErrorPanel(
            title: "Couldn't load users",
            message: "The network is unreachable and nothing is cached yet. Check the connection and try again."
        ).render(into: &buffer, area: Rect(x: 0, y: 1, width: size.columns, height: size.rows - 2))
        StatusBar(hints: [KeyHint("r", "retry"), KeyHint("q", "quit")])
            .render(into: &buffer, area: buffer.area.row(size.rows - 1))
        Snapshot.files.expect(buffer, named: "error-panel")
    }

    @Test(arguments: sizes)
    func textViewScrolledWithAFilterInput(size: TerminalSize) {
        var buffer = CellBuffer(size: size)
        HeaderBar(title: "AtomicArch", breadcrumb: ["Posts", "sunt aut facere"]).render(
            into: &buffer, area: buffer.area.row(0))
        let view = TextView(
            paragraphs: [
                StyledText("sunt aut facere repellat provident occaecati", style: .bold),
                StyledText("by Leanne Graham <Sincere@april.biz>", style: .dim),
                StyledText(""),
                StyledText(
                    "quia et suscipit\nsuscipit recusandae consequuntur expedita et cum reprehenderit molestiae ut ut quas "
                        + "totam nostrum rerum est autem sunt rem eveniet architecto 日本語のテキストも折り返す。"),
                StyledText(""),
                StyledText("Comments (5)", style: .bold),
            ] + (1...5).map { StyledText("\($0). laudantium enim quasi est quidem magnam voluptate ipsam eos") })
        var state = TextScrollState(offset: 2)
        view.render(
            into: &buffer, area: Rect(x: 1, y: 1, width: size.columns - 2, height: size.rows - 3), state: &state)
        var input = LineInput()
        for character in "lau" { _ = input.handle(.character(character)) }
        LineInputView(input: input).render(into: &buffer, area: buffer.area.row(size.rows - 2))
        Spinner(tick: 0, label: "Refreshing…").render(
            into: &buffer, area: Rect(x: 0, y: size.rows - 1, width: 20, height: 1))
        Snapshot.files.expect(buffer, named: "text-view")
    }
}

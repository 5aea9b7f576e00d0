/// The text the shell draws for a generated screen, predicted from the shell's layout so that the generator can write
/// the snapshot files its tests compare with (a snapshot test fails on a missing file).
///
/// It follows `TerminalUI`'s `HeaderBar`, `StatusBar`, `ListView`, `TextView`, `TextWrapper` and `TextWidth` as the
/// shell (`ShellState.draw(size:)`) puts them together: the header on the first row, the content below it, the
/// status bar on the last row. Every character is taken as one column wide, which holds for printable ASCII and
/// the shell's own marks (`›`, `…`, `↑↓`, `—`, `▼`); the snapshot's data is printable ASCII for that reason
/// (``plain(_:)``).
enum ShellSnapshotText {
    /// A terminal's size in columns and rows.
    struct Size: Hashable, Sendable {
        let columns: Int
        let rows: Int
    }

    /// The sizes every screen is checked at, as `ScreenSnapshot.sizes`.
    static let sizes = [Size(columns: 80, rows: 24), Size(columns: 40, rows: 12)]

    /// A key hint of the status bar: the key and what it does.
    typealias Hint = (key: String, action: String)

    /// The hints of the shell's list pane, then the shell's own.
    static let listHints: [Hint] = [
        ("↑↓", "move"), ("Enter", "open"), ("/", "filter"), ("?", "help"), ("i", "inspect"),
    ]
    /// The hints of the shell's detail pane, then the shell's own.
    static let detailHints: [Hint] = [
        ("↑↓", "scroll"), ("o", "browser"), ("Esc", "back"), ("?", "help"), ("i", "inspect"),
    ]

    /// `text` with every character that is not printable ASCII replaced by `?`, so that it is drawn as it is,
    /// one column per character, and no sanitiser changes it.
    static func plain(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { (0x20..<0x7F).contains($0.value) ? $0 : "?" }))
    }

    /// `TextWidth.truncate`: `text` cut to `width` columns, ending in "…" when anything was cut.
    static func truncate(_ text: String, toWidth width: Int) -> String {
        guard width > 0 else { return "" }
        guard text.count > width else { return text }
        return String(text.prefix(width - 1)) + "…"
    }

    /// `TextWidth.fit`: `text` cut, then padded with spaces to exactly `width` columns.
    static func fit(_ text: String, toWidth width: Int) -> String {
        guard width > 0 else { return "" }
        let cut = truncate(text, toWidth: width)
        return cut + String(repeating: " ", count: max(0, width - cut.count))
    }

    /// `HeaderBar`: the app's name and the breadcrumb, the trailing text on the right when both fit.
    static func header(breadcrumb: [String], trailing: String, width: Int) -> String {
        let path = (["AtomicArch"] + breadcrumb).joined(separator: " › ")
        let room = width - 2
        if !trailing.isEmpty, path.count + trailing.count + 3 <= room {
            return " " + fit(path, toWidth: room - trailing.count - 1) + " " + trailing + " "
        }
        return " " + fit(path, toWidth: room) + " "
    }

    /// What the status bar says on a generated screen's snapshot: no budget is known there, and the test's run
    /// has no token (`TokenSource.signInSummary`).
    static let signedOut = "not signed in · 60 requests an hour"

    /// `StatusBar` with `message` on the right: the hints that fit before it, two spaces apart.
    static func statusBar(hints: [Hint], message: String = signedOut, width: Int) -> String {
        var row = Array(repeating: Character(" "), count: width)
        let room = width - 2
        // The message on the right, cut to the room; the hints before it, as many as fit with two columns between.
        let shown = Array(message.prefix(room))
        for (offset, character) in shown.enumerated() { row[width - 1 - shown.count + offset] = character }
        let hintRoom = room - shown.count - (shown.isEmpty ? 0 : 2)
        var x = 1
        for hint in hints {
            guard x + hint.key.count + 1 + hint.action.count <= 1 + hintRoom else { break }
            for (offset, character) in (hint.key + " " + hint.action).enumerated() { row[x + offset] = character }
            x += hint.key.count + 1 + hint.action.count + 2
        }
        return String(row)
    }

    /// A `ListView` row: the text, and the detail on the right when there is room for it and 8 columns of text.
    static func listRow(text: String, detail: String, width: Int) -> String {
        let inner = width - 2
        if !detail.isEmpty, detail.count + 2 + 8 <= inner {
            let textWidth = inner - detail.count - 2
            return " " + fit(truncate(text, toWidth: textWidth), toWidth: textWidth) + "  " + detail + " "
        }
        return " " + fit(truncate(text, toWidth: inner), toWidth: inner) + " "
    }

    /// `TextWrapper.wrap` of one line without line breaks: words at spaces, a word too wide cut into pieces.
    static func wrap(_ text: String, toWidth width: Int) -> [String] {
        let width = max(1, width)
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, word.count < width, line.count + 1 + word.count <= width {
                line += " " + word
                continue
            }
            if !line.isEmpty {
                lines.append(line)
                line = ""
            }
            guard word.count > width else {
                line = String(word)
                continue
            }
            var rest = Substring(word)
            while rest.count > width {
                lines.append(String(rest.prefix(width)))
                rest = rest.dropFirst(width)
            }
            line = String(rest)
        }
        lines.append(line)
        return lines
    }

    /// A list screen at `size`: the header with the count, one row per item, the list's hints.
    static func listScreen(
        breadcrumb: [String], trailing: String, rows: [(text: String, detail: String)], size: Size
    ) -> String {
        var lines = [header(breadcrumb: breadcrumb, trailing: trailing, width: size.columns)]
        for index in 0..<(size.rows - 2) {
            lines.append(
                index < rows.count
                    ? listRow(text: rows[index].text, detail: rows[index].detail, width: size.columns)
                    : String(repeating: " ", count: size.columns))
        }
        lines.append(statusBar(hints: listHints, width: size.columns))
        return framed(lines)
    }

    /// A detail screen at `size`: the header, the paragraphs wrapped one column in, "▼" when lines are hidden below.
    static func detailScreen(breadcrumb: [String], paragraphs: [String], size: Size) -> String {
        let textWidth = size.columns - 2
        let wrapped = paragraphs.flatMap { wrap($0, toWidth: textWidth) }
        let height = size.rows - 2
        var lines = [header(breadcrumb: breadcrumb, trailing: "", width: size.columns)]
        for index in 0..<height {
            let text = index < wrapped.count ? wrapped[index] : ""
            let mark = index == height - 1 && wrapped.count > height ? "▼" : " "
            lines.append(" " + fit(text, toWidth: textWidth) + mark)
        }
        lines.append(statusBar(hints: detailHints, width: size.columns))
        return framed(lines)
    }

    /// `SnapshotFiles.framed`: each row between `|` marks, each followed by a line break.
    static func framed(_ rows: [String]) -> String {
        rows.map { "|" + $0 + "|\n" }.joined()
    }
}

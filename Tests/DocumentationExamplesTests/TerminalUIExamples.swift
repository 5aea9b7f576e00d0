import TerminalUI
import Testing

/// The examples of Sources/TerminalUI/TerminalUI.docc.
@Suite struct TerminalUIExamples {
    @Test func textIsMeasuredInColumnsAndSanitised() {
        #expect(TextWidth.displayWidth(of: "日本") == 4)
        #expect(TextWidth.truncate("a long login name", toWidth: 8) == "a long …")
        #expect(TerminalSanitizer.sanitize("evil\u{1B}]0;owned\u{07} bio") == "evil bio")
        #expect(TextWrapper.wrap("one two three", toWidth: 7) == ["one two", "three"])
    }

    @Test func aCellBufferHoldsSanitisedCellsByColumn() {
        var buffer = CellBuffer(width: 12, height: 3)
        let used = buffer.write("日本 ok", x: 0, y: 0)
        #expect(used == 7)
        #expect(buffer[0, 0].width == 2)
        #expect(buffer[1, 0].isContinuation)

        buffer.write("\u{1B}[2Jwiped?", x: 0, y: 1)
        #expect(buffer.plainText == "日本 ok\nwiped?\n")

        buffer.write("abcdefghijklmnop", x: 0, y: 2, maxWidth: 5)
        #expect(buffer.plainText.hasSuffix("abcde"))
    }

    @Test func widgetsDrawIntoTheirArea() {
        var screen = CellBuffer(width: 40, height: 3)
        HeaderBar(title: "AtomicArch", breadcrumb: ["Home", "Posts"], trailing: "100 posts")
            .render(into: &screen, area: screen.area.row(0))
        StatusBar(hints: [KeyHint("q", "quit")])
            .render(into: &screen, area: screen.area.row(2))
        let lines = screen.plainText.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0].contains("Posts") && lines[0].hasSuffix("100 posts"))
        #expect(lines[2].contains("quit"))
    }

    @Test func theRendererWritesOnlyWhatChanged() {
        var frame = CellBuffer(width: 10, height: 2)
        frame.write("count: 1", x: 0, y: 0)
        var renderer = DiffRenderer(colorDepth: .none)
        #expect(String(decoding: renderer.render(frame), as: UTF8.self).contains("count: 1"))

        frame.write("2", x: 7, y: 0)
        let change = String(decoding: renderer.render(frame), as: UTF8.self)
        #expect(change.contains("2"))
        #expect(!change.contains("count"))

        renderer.invalidate()
        #expect(String(decoding: renderer.render(frame), as: UTF8.self).contains("count: 2"))
    }

    @Test func aPictureIsPlacedOverCellsAndWrittenWhenItComes() {
        let avatar = TerminalGraphic(
            imageProtocol: .sixel, columns: 4, rows: 2, identity: 42, sequence: Array("\u{1B}Pq#0~\u{1B}\\".utf8))
        var screen = CellBuffer(width: 20, height: 4)
        let placed = screen.place(avatar, x: 1, y: 1)
        let crossingTheEdge = screen.place(avatar, x: 18, y: 1)
        #expect(placed && !crossingTheEdge)
        var painter = DiffRenderer(colorDepth: .none)
        #expect(String(decoding: painter.render(screen), as: UTF8.self).contains("\u{1B}[2;2H\u{1B}Pq"))
        #expect(painter.render(screen).isEmpty)

        screen.write("a dialog", x: 0, y: 2)
        #expect(screen.graphics.isEmpty)
    }
}

import TerminalUI
import Testing

@Suite struct DiffRendererTests {
    private static let begin = "\u{1B}[?2026h"
    private static let end = "\u{1B}[?2026l"

    private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    @Test func theFirstFrameErasesAndWritesOnlyNonBlankCells() {
        var renderer = DiffRenderer(colorDepth: .ansi16)
        var frame = CellBuffer(width: 4, height: 2)
        frame.write("ab", x: 0, y: 0)
        frame.write("c", x: 3, y: 1, style: .bold)
        let expected = Self.begin + "\u{1B}[0m\u{1B}[2J\u{1B}[1;1Hab\u{1B}[2;4H\u{1B}[0;1mc\u{1B}[0m" + Self.end
        #expect(text(renderer.render(frame)) == expected)
    }

    @Test func aChangeWritesOnlyTheChangedCells() {
        var renderer = DiffRenderer(colorDepth: .ansi16)
        var frame = CellBuffer(width: 6, height: 3)
        frame.write("hello", x: 0, y: 0)
        frame.write("world", x: 0, y: 2)
        _ = renderer.render(frame)
        frame.write("Ja", x: 0, y: 0)
        frame.write("y", x: 2, y: 0)
        frame.write("W", x: 0, y: 2, style: Style(foreground: .red))
        let expected = Self.begin + "\u{1B}[1;1HJay\u{1B}[3;1H\u{1B}[0;31mW\u{1B}[0m" + Self.end
        #expect(text(renderer.render(frame)) == expected)
    }

    @Test func aShortRunOfUnchangedCellsIsRewrittenInsteadOfMovedOver() {
        var renderer = DiffRenderer(colorDepth: .ansi16)
        var frame = CellBuffer(width: 40, height: 1)
        frame.write("hello", x: 0, y: 0)
        frame.write("far", x: 30, y: 0)
        _ = renderer.render(frame)
        frame.write("jelly", x: 0, y: 0)
        frame.write("war", x: 30, y: 0)
        #expect(text(renderer.render(frame)) == Self.begin + "\u{1B}[1;1Hjelly\u{1B}[1;31Hw" + Self.end)
    }

    @Test func anUnchangedFrameWritesNothing() {
        var renderer = DiffRenderer(colorDepth: .trueColor)
        var frame = CellBuffer(width: 10, height: 3)
        frame.write("same", x: 2, y: 1, style: .reverse)
        _ = renderer.render(frame)
        #expect(renderer.render(frame).isEmpty)
    }

    @Test func invalidateAndANewSizeDrawTheWholeFrame() {
        var renderer = DiffRenderer(colorDepth: .ansi16)
        var frame = CellBuffer(width: 5, height: 2)
        frame.write("hi", x: 0, y: 0)
        let first = renderer.render(frame)
        renderer.invalidate()
        #expect(renderer.render(frame) == first)
        var larger = CellBuffer(width: 6, height: 2)
        larger.write("hi", x: 0, y: 0)
        #expect(text(renderer.render(larger)).contains("\u{1B}[2J\u{1B}[1;1Hhi"))
    }

    @Test func theBytesReproduceEveryFrame() {
        var renderer = DiffRenderer(colorDepth: .indexed256)
        var model = ScreenModel(width: 12, height: 6)
        let frames: [[String]] = [
            ["title", "a", "b", "c", "d", "status"],
            ["title", "b", "c", "d", "e", "status"],
            ["title", "日本", "c", "d", "e", "status 2"],
            ["title", "x", "日本", "c", "d", "status 2"],
            ["other", "a😀b", "", "", "", ""],
        ]
        for (number, rows) in frames.enumerated() {
            var frame = CellBuffer(width: 12, height: 6)
            for (y, row) in rows.enumerated() {
                frame.write(row, x: 0, y: y, style: y == 1 ? .reverse : Style(foreground: .rgb(200, 10, 10)))
            }
            model.apply(renderer.render(frame))
            #expect(model.screen.plainText == frame.plainText, "frame \(number)")
        }
    }

    /// A 200 × 60 list screen: a header, 58 rows of users from `firstItem` (short rows, or rows filling the
    /// width when `dense`), the selection on `selected`, and a status bar.
    private func listFrame(firstItem: Int, selected: Int, dense: Bool) -> CellBuffer {
        var frame = CellBuffer(width: 200, height: 60)
        frame.write("AtomicArch › GitHub › Users", x: 0, y: 0, width: 200, style: Style(attributes: [.bold, .reverse]))
        for row in 1..<59 {
            let item = firstItem + row
            let text =
                dense
                ? String(repeating: "user-\(item) #\(item * 7919) ", count: 20)
                : "user-\(item)  #\(item * 7919)  some longer description of row \(item)"
            let style = item == selected ? Style.reverse : Style(foreground: .rgb(120, 200, 40))
            frame.write(text, x: 1, y: row, maxWidth: 198, style: style)
        }
        frame.write("↑↓ move  Enter open  q quit", x: 0, y: 59, width: 200, style: .reverse)
        return frame
    }

    @Test(arguments: [false, true])
    func aOneRowScrollWritesFarFewerBytesThanAFullRedraw(dense: Bool) {
        var renderer = DiffRenderer(colorDepth: .trueColor)
        let full = renderer.render(listFrame(firstItem: 0, selected: 58, dense: dense))
        var model = ScreenModel(width: 200, height: 60)
        model.apply(full)
        // Moving down from the last visible row scrolls the list by one row; the selection stays on screen row 58.
        let scrolled = listFrame(firstItem: 1, selected: 59, dense: dense)
        let scroll = renderer.render(scrolled)
        model.apply(scroll)
        #expect(model.screen == scrolled)
        #expect(scroll.count * 4 <= full.count, "scroll \(scroll.count) bytes vs full \(full.count) bytes")
    }

    @Test func aRowScrollDownIsAlsoReproduced() {
        var renderer = DiffRenderer(colorDepth: .ansi16)
        var model = ScreenModel(width: 8, height: 10)
        for start in [5, 4, 2, 7] {
            var frame = CellBuffer(width: 8, height: 10)
            for row in 0..<10 { frame.write("r\(start + row)", x: 0, y: row) }
            model.apply(renderer.render(frame))
            #expect(model.screen.plainText == frame.plainText, "start \(start)")
        }
    }
}

@Suite struct TerminalDependentWidthTests {
    @Test func anEmojiSequenceIsDrawnOverBlanksAndTheCursorIsPlacedAfterIt() {
        var renderer = DiffRenderer(colorDepth: .ansi16)
        var frame = CellBuffer(width: 6, height: 1)
        frame.write("❤️ab", x: 0, y: 0)
        let output = String(decoding: renderer.render(frame), as: UTF8.self)
        #expect(output.contains("\u{1B}[1;1H  \u{1B}[1;1H❤️\u{1B}[1;3Hab"))
    }

    @Test func singleScalarWideCharactersNeedNoCursorMove() {
        var renderer = DiffRenderer(colorDepth: .ansi16)
        var frame = CellBuffer(width: 8, height: 1)
        frame.write("日😀ab", x: 0, y: 0)
        let output = String(decoding: renderer.render(frame), as: UTF8.self)
        #expect(output.contains("\u{1B}[1;1H日😀ab"))
    }
}

import Testing

@testable import TerminalUI

/// Graphics whose sequences `ScreenModel` understands: a kitty APC with its size in `c` and `r`, and a sixel DCS
/// with a label and its size in cells.
enum TestGraphics {
    static func kitty(_ identity: UInt64, columns: Int = 2, rows: Int = 2) -> TerminalGraphic {
        TerminalGraphic(
            imageProtocol: .kitty, columns: columns, rows: rows, identity: identity,
            sequence: Array("\u{1B}_Ga=T,c=\(columns),r=\(rows);k\(identity)\u{1B}\\".utf8))
    }

    static func sixel(_ identity: UInt64, columns: Int = 2, rows: Int = 2) -> TerminalGraphic {
        TerminalGraphic(
            imageProtocol: .sixel, columns: columns, rows: rows, identity: identity,
            sequence: Array("\u{1B}Pqs\(identity);\(columns);\(rows)\u{1B}\\".utf8))
    }
}

@Suite struct TerminalGraphicTests {
    @Test func equalityAndHashIgnoreTheSequence() {
        let one = TerminalGraphic(imageProtocol: .sixel, columns: 3, rows: 2, identity: 7, sequence: [1, 2, 3])
        let same = TerminalGraphic(imageProtocol: .sixel, columns: 3, rows: 2, identity: 7, sequence: [9])
        #expect(one == same)
        #expect(one.hashValue == same.hashValue)
        #expect(Set([one, same]).count == 1)
        #expect(one != TerminalGraphic(imageProtocol: .sixel, columns: 3, rows: 2, identity: 8, sequence: [1, 2, 3]))
        #expect(one != TerminalGraphic(imageProtocol: .kitty, columns: 3, rows: 2, identity: 7, sequence: [1, 2, 3]))
        #expect(one != TerminalGraphic(imageProtocol: .sixel, columns: 4, rows: 2, identity: 7, sequence: [1, 2, 3]))
        #expect(one != TerminalGraphic(imageProtocol: .sixel, columns: 3, rows: 1, identity: 7, sequence: [1, 2, 3]))
    }

    @Test func aSizeBelowOneCellBecomesOne() {
        let graphic = TerminalGraphic(imageProtocol: .kitty, columns: 0, rows: -3, identity: 1, sequence: [])
        #expect(graphic.columns == 1)
        #expect(graphic.rows == 1)
    }
}

@Suite struct CellBufferGraphicsTests {
    @Test func aGraphicThatDoesNotFitWhollyIsRefused() {
        var buffer = CellBuffer(width: 6, height: 4)
        let graphic = TestGraphics.kitty(1, columns: 3, rows: 2)
        for (x, y) in [(-1, 0), (0, -1), (4, 0), (0, 3), (Int.max, 0), (0, Int.max)] {
            let placed = buffer.place(graphic, x: x, y: y)
            #expect(!placed, "at \(x), \(y)")
        }
        #expect(buffer.graphics.isEmpty)
        let placed = buffer.place(graphic, x: 3, y: 2)
        #expect(placed)
        #expect(buffer.graphics == [GraphicPlacement(graphic: graphic, x: 3, y: 2)])
        #expect(buffer.graphics[0].area == Rect(x: 3, y: 2, width: 3, height: 2))
        var empty = CellBuffer(width: 0, height: 0)
        let placedInEmpty = empty.place(TestGraphics.sixel(1, columns: 1, rows: 1), x: 0, y: 0)
        #expect(!placedInEmpty)
    }

    @Test func textWrittenOverTheBoxRemovesThePlacementAndTextBesideItDoesNot() {
        var buffer = CellBuffer(width: 10, height: 4)
        buffer.place(TestGraphics.sixel(1, columns: 3, rows: 2), x: 3, y: 1)
        buffer.write("abc", x: 0, y: 1)  // ends at column 2, left of the box
        buffer.write("xyz", x: 6, y: 2)  // starts right of the box
        buffer.write("row 0 and row 3", x: 0, y: 0)
        buffer.write("row 3", x: 0, y: 3)
        buffer.write("wide 日本", x: -20, y: 2)  // wholly left of the visible buffer
        #expect(buffer.graphics.count == 1)
        buffer.write("abcd", x: 0, y: 2)  // its last column is the box's first
        #expect(buffer.graphics.isEmpty)
    }

    @Test func everyWayOfDrawingOverTheBoxRemovesIt() {
        let graphic = TestGraphics.kitty(1, columns: 2, rows: 2)
        let draws: [(String, (inout CellBuffer) -> Void)] = [
            ("fill", { $0.fill(Rect(x: 0, y: 0, width: 3, height: 2)) }),
            ("fill inside", { $0.fill(Rect(x: 3, y: 2, width: 1, height: 1)) }),
            ("fitted text", { $0.write("name", x: 0, y: 1, width: 6) }),
            ("box", { $0.drawBox(Rect(x: 3, y: 0, width: 4, height: 4)) }),
            ("wide text", { $0.write("日本", x: 3, y: 2) }),
            ("combining mark", { $0.write("\u{301}", x: 4, y: 1) }),  // joins the cell at column 3
            ("cell", { $0[3, 1] = .space(.bold) }),
            ("other graphic", { $0.place(TestGraphics.sixel(2, columns: 2, rows: 1), x: 1, y: 2) }),
        ]
        for (name, draw) in draws {
            var buffer = CellBuffer(width: 8, height: 4)
            buffer.place(graphic, x: 2, y: 1)
            draw(&buffer)
            #expect(!buffer.graphics.contains { $0.graphic == graphic }, "\(name)")
        }
    }

    @Test func restylingTheBoxAndDrawingElsewhereKeepIt() {
        var buffer = CellBuffer(width: 8, height: 4)
        let graphic = TestGraphics.kitty(1, columns: 2, rows: 2)
        buffer.place(graphic, x: 2, y: 1)
        buffer.setStyle(.reverse, in: Rect(x: 0, y: 1, width: 8, height: 1))
        buffer.fill(Rect(x: 4, y: 0, width: 4, height: 4), with: "-")
        buffer.fill(Rect(x: 0, y: 3, width: 8, height: 1))
        buffer.place(TestGraphics.sixel(2, columns: 1, rows: 1), x: 1, y: 1)
        #expect(buffer.graphics.map(\.graphic) == [graphic, TestGraphics.sixel(2, columns: 1, rows: 1)])
    }
}

@Suite struct DiffRendererGraphicsTests {
    private static let begin = "\u{1B}[?2026h"
    private static let end = "\u{1B}[?2026l"
    private static let deleteKitty = "\u{1B}_Ga=d,d=A,q=2\u{1B}\\"

    private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }
    private func sequence(_ graphic: TerminalGraphic) -> String { text(graphic.sequence) }

    /// A frame of `width` × `height` with `text` on row 0 and the `graphics` placed.
    private func frame(
        width: Int = 8, height: Int = 4, text: String = "title", _ graphics: [(TerminalGraphic, Int, Int)] = []
    ) -> CellBuffer {
        var buffer = CellBuffer(width: width, height: height)
        buffer.write(text, x: 0, y: 0)
        for (graphic, x, y) in graphics {
            let placed = buffer.place(graphic, x: x, y: y)
            #expect(placed)
        }
        return buffer
    }

    // MARK: Kitty

    @Test func aKittyGraphicIsPlacedOnceAfterTheCellsAndCostsNothingWhileItStays() {
        var renderer = DiffRenderer(colorDepth: .ansi16)
        let avatar = TestGraphics.kitty(1)
        let first = frame([(avatar, 2, 1)])
        #expect(
            text(renderer.render(first))
                == Self.begin + "\u{1B}[0m\u{1B}[2J\u{1B}[1;1Htitle" + Self.deleteKitty + "\u{1B}[2;3H"
                + sequence(avatar) + Self.end)
        #expect(renderer.render(first).isEmpty)
        // A change elsewhere, or in the cells under it, writes those cells only.
        var changed = frame(text: "titles", [(avatar, 2, 1)])
        #expect(text(renderer.render(changed)) == Self.begin + "\u{1B}[1;6Hs" + Self.end)
        changed = frame(text: "titles", [])
        changed.write("x", x: 3, y: 2)
        changed.place(avatar, x: 2, y: 1)
        #expect(text(renderer.render(changed)) == Self.begin + "\u{1B}[3;4Hx" + Self.end)
    }

    @Test func aKittyGraphicThatMovesIsDeletedAndPlacedAgain() {
        var renderer = DiffRenderer(colorDepth: .ansi16)
        let avatar = TestGraphics.kitty(1)
        _ = renderer.render(frame([(avatar, 2, 1)]))
        #expect(
            text(renderer.render(frame([(avatar, 4, 2)])))
                == Self.begin + Self.deleteKitty + "\u{1B}[3;5H" + sequence(avatar) + Self.end)
        // Another picture at the same place is another set of placements.
        let other = TestGraphics.kitty(2)
        #expect(
            text(renderer.render(frame([(other, 4, 2)])))
                == Self.begin + Self.deleteKitty + "\u{1B}[3;5H" + sequence(other) + Self.end)
    }

    @Test func aKittyGraphicThatGoesIsDeleted() {
        var renderer = DiffRenderer(colorDepth: .ansi16)
        let kept = TestGraphics.kitty(1, columns: 1, rows: 1)
        let gone = TestGraphics.kitty(2, columns: 1, rows: 1)
        _ = renderer.render(frame([(kept, 0, 3), (gone, 4, 2)]))
        #expect(
            text(renderer.render(frame([(kept, 0, 3)])))
                == Self.begin + Self.deleteKitty + "\u{1B}[4;1H" + sequence(kept) + Self.end)
        #expect(text(renderer.render(frame())) == Self.begin + Self.deleteKitty + Self.end)
        // Then frames without graphics are written as they always were.
        #expect(text(renderer.render(frame(text: "tit"))) == Self.begin + "\u{1B}[1;4H  " + Self.end)
    }

    @Test func aFullRedrawDeletesKittyGraphicsTheScreenMayStillShow() {
        var renderer = DiffRenderer(colorDepth: .ansi16)
        let avatar = TestGraphics.kitty(1)
        _ = renderer.render(frame([(avatar, 2, 1)]))
        renderer.invalidate()
        #expect(
            text(renderer.render(frame([(avatar, 2, 1)])))
                == Self.begin + "\u{1B}[0m\u{1B}[2J\u{1B}[1;1Htitle" + Self.deleteKitty + "\u{1B}[2;3H"
                + sequence(avatar) + Self.end)
        renderer.invalidate()
        #expect(
            text(renderer.render(frame()))
                == Self.begin + "\u{1B}[0m\u{1B}[2J\u{1B}[1;1Htitle" + Self.deleteKitty + Self.end)
        renderer.invalidate()
        #expect(text(renderer.render(frame())) == Self.begin + "\u{1B}[0m\u{1B}[2J\u{1B}[1;1Htitle" + Self.end)
    }

    // MARK: Sixel

    @Test func aSixelGraphicIsWrittenOnceThenAgainAfterInvalidate() {
        var renderer = DiffRenderer(colorDepth: .ansi16)
        let avatar = TestGraphics.sixel(1)
        let shown = frame([(avatar, 2, 1)])
        let first = text(renderer.render(shown))
        #expect(
            first == Self.begin + "\u{1B}[0m\u{1B}[2J\u{1B}[1;1Htitle\u{1B}[2;3H" + sequence(avatar) + Self.end)
        #expect(renderer.render(shown).isEmpty)
        var elsewhere = shown
        elsewhere.write("!", x: 7, y: 3)
        #expect(text(renderer.render(elsewhere)) == Self.begin + "\u{1B}[4;8H!" + Self.end)
        renderer.invalidate()
        #expect(text(renderer.render(elsewhere)).hasSuffix("\u{1B}[2;3H" + sequence(avatar) + Self.end))
        var larger = CellBuffer(width: 9, height: 4)
        larger.place(avatar, x: 2, y: 1)
        #expect(text(renderer.render(larger)).contains("\u{1B}[2J\u{1B}[2;3H" + sequence(avatar)))
    }

    @Test func aCellWrittenInsideASixelBoxWritesTheGraphicAgainAfterIt() {
        var renderer = DiffRenderer(colorDepth: .ansi16)
        let avatar = TestGraphics.sixel(1)
        _ = renderer.render(frame([(avatar, 2, 1)]))
        var changed = frame()
        changed.write("x", x: 3, y: 2, style: .bold)
        changed.place(avatar, x: 2, y: 1)
        // The style is reset before the picture, whose pixels may take the current background.
        #expect(
            text(renderer.render(changed))
                == Self.begin + "\u{1B}[3;4H\u{1B}[0;1mx\u{1B}[2;3H\u{1B}[0m" + sequence(avatar) + Self.end)
    }

    @Test func unchangedCellsRewrittenToSaveACursorMoveCountAsWrittenInTheBox() {
        var renderer = DiffRenderer(colorDepth: .ansi16)
        let avatar = TestGraphics.sixel(1, columns: 2, rows: 1)
        var shown = CellBuffer(width: 8, height: 1)
        shown.write("abcdef", x: 0, y: 0)
        shown.place(avatar, x: 2, y: 0)
        _ = renderer.render(shown)
        var changed = CellBuffer(width: 8, height: 1)
        changed.write("aBcdEf", x: 0, y: 0)
        changed.place(avatar, x: 2, y: 0)
        // "cd" is written again instead of a cursor move, over the picture's pixels: the picture follows.
        #expect(
            text(renderer.render(changed))
                == Self.begin + "\u{1B}[1;2HBcdE\u{1B}[1;3H" + sequence(avatar) + Self.end)
    }

    @Test func theBoxOfASixelGraphicThatGoesIsWrittenAgainEvenWhereItsCellsAreEqual() {
        var renderer = DiffRenderer(colorDepth: .ansi16)
        let avatar = TestGraphics.sixel(1)
        var shown = frame()
        shown.write("ab", x: 2, y: 2)
        let plain = shown
        shown.place(avatar, x: 2, y: 1)
        _ = renderer.render(shown)
        #expect(text(renderer.render(plain)) == Self.begin + "\u{1B}[2;3H  \u{1B}[3;3Hab" + Self.end)
        // A wide character whose second half lies in the box is written from its first half.
        var wide = frame()
        wide.write("日", x: 1, y: 1)
        _ = renderer.render(wide)
        wide.place(avatar, x: 2, y: 1)
        _ = renderer.render(wide)
        var withoutAvatar = frame()
        withoutAvatar.write("日", x: 1, y: 1)
        #expect(text(renderer.render(withoutAvatar)) == Self.begin + "\u{1B}[2;2H日 \u{1B}[3;3H  " + Self.end)
    }

    @Test func aSixelGraphicThatMovesErasesItsOldBoxAndIsWrittenAtTheNewOne() {
        var renderer = DiffRenderer(colorDepth: .ansi16)
        let avatar = TestGraphics.sixel(1, columns: 2, rows: 1)
        _ = renderer.render(frame([(avatar, 2, 1)]))
        #expect(
            text(renderer.render(frame([(avatar, 5, 3)])))
                == Self.begin + "\u{1B}[2;3H  \u{1B}[4;6H" + sequence(avatar) + Self.end)
    }

    // MARK: Scrolling and replay

    /// A list of `rows` rows from `first`, with an avatar in the top-right corner when `avatar` is given.
    private func list(from first: Int, avatar: TerminalGraphic?) -> CellBuffer {
        var buffer = CellBuffer(width: 30, height: 12)
        for row in 0..<12 { buffer.write("item \(first + row) of the list", x: 0, y: row) }
        if let avatar { buffer.place(avatar, x: 26, y: 0) }
        return buffer
    }

    @Test(arguments: [TestGraphics.kitty(1), TestGraphics.sixel(1)])
    func rowsAreNotMovedWithAScrollingRegionWhileAGraphicIsShownOrComes(avatar: TerminalGraphic) {
        let scrollRegion = "\u{1B}[1;12r"
        var plain = DiffRenderer(colorDepth: .ansi16)
        _ = plain.render(list(from: 0, avatar: nil))
        #expect(text(plain.render(list(from: 1, avatar: nil))).contains(scrollRegion))
        let pairs: [(TerminalGraphic?, TerminalGraphic?)] = [(avatar, avatar), (avatar, nil), (nil, avatar)]
        for (before, after) in pairs {
            var renderer = DiffRenderer(colorDepth: .ansi16)
            var model = ScreenModel(width: 30, height: 12)
            model.apply(renderer.render(list(from: 0, avatar: before)))
            let next = list(from: 1, avatar: after)
            let bytes = renderer.render(next)
            model.apply(bytes)
            #expect(!text(bytes).contains("\u{1B}[r"))
            #expect(model.screen == CellBuffer(copyingCellsOf: next))
            #expect(model.pictures.allSatisfy { !$0.isDamaged })
            #expect(model.pictures.map(\.area) == next.graphics.map(\.area))
        }
    }

    @Test func replayedFramesShowEveryCellAndEveryPictureIntact() {
        var renderer = DiffRenderer(colorDepth: .indexed256)
        var model = ScreenModel(width: 16, height: 6)
        let kitty = TestGraphics.kitty(1, columns: 3, rows: 2)
        let sixel = TestGraphics.sixel(2, columns: 2, rows: 2)
        let otherSixel = TestGraphics.sixel(3, columns: 4, rows: 1)
        typealias Step = (text: [String], graphics: [(TerminalGraphic, Int, Int)], invalidate: Bool)
        let steps: [Step] = [
            (["header", "a", "b"], [(kitty, 0, 1), (sixel, 10, 1)], false),
            (["header", "a", "b"], [(kitty, 0, 1), (sixel, 10, 1)], false),
            (["header 2", "a      日本  xyz", "bb"], [(kitty, 0, 1), (sixel, 10, 1)], false),
            (["header 2", "a", "bb"], [(kitty, 1, 1), (sixel, 11, 2)], false),
            (["header 2", "a", "bb", "c"], [(sixel, 11, 2), (otherSixel, 0, 4)], false),
            (["header 2", "a", "bb", "c"], [(sixel, 11, 2), (otherSixel, 0, 4)], true),
            (["x", "y", "z", "w", "v", "u"], [(otherSixel, 1, 4)], false),
            (["x", "y", "z", "w", "v", "u"], [], false),
            (["x", "y", "z", "w", "v", "u"], [(kitty, 13, 3)], false),
        ]
        for (number, step) in steps.enumerated() {
            var frame = CellBuffer(width: 16, height: 6)
            for (y, line) in step.text.enumerated() { frame.write(line, x: 0, y: y, style: y == 1 ? .bold : .plain) }
            for (graphic, x, y) in step.graphics {
                let placed = frame.place(graphic, x: x, y: y)
                #expect(placed, "step \(number)")
            }
            if step.invalidate { renderer.invalidate() }
            model.apply(renderer.render(frame))
            #expect(model.screen == CellBuffer(copyingCellsOf: frame), "step \(number)")
            let expected = frame.graphics.map {
                ($0.graphic.imageProtocol == .kitty ? "k" : "s") + "\($0.graphic.identity) at \($0.area)"
            }
            #expect(model.pictures.map { "\($0.label) at \($0.area)" }.sorted() == expected.sorted(), "step \(number)")
            #expect(model.pictures.allSatisfy { !$0.isDamaged }, "step \(number)")
        }
    }
}

extension CellBuffer {
    /// A buffer with the cells of `other` and no graphics, to compare with what a `ScreenModel` shows.
    fileprivate init(copyingCellsOf other: CellBuffer) {
        self.init(width: other.width, height: other.height)
        for y in 0..<other.height { replaceRow(y, with: other.row(y)) }
    }
}

import AtomicCore
import ImagePipeline
import TerminalUI
import Testing

@testable import AtomicApp

/// How the app's avatar painter sizes image-protocol pictures and keeps them in their box.
@Suite struct AvatarPainterTests {
    private static func painter(_ mode: AvatarMode, cell: PixelBox?, needsKnownCells: Bool = true) -> AvatarPainter {
        AvatarPainter(
            mode: mode, environment: [:], colors: .trueColor, cellPixels: cell, needsKnownCells: needsKnownCells,
            logger: nil)
    }

    private static func square(_ side: Int) throws -> RGBAImage {
        try #require(RGBAImage(width: side, height: side, pixels: [UInt8](repeating: 200, count: side * side * 4)))
    }

    @Test func sixelWithAnUnknownCellSizeDrawsSymbolsInTheApp() {
        #expect(Self.painter(.sixel, cell: nil).mode == .symbols)
        #expect(Self.painter(.sixel, cell: PixelBox(width: 8, height: 16)).mode == .sixel)
        // A command's output has no box to spill over: the guess stands there.
        #expect(Self.painter(.sixel, cell: nil, needsKnownCells: false).mode == .sixel)
        #expect(Self.painter(.kitty, cell: nil).mode == .kitty)
    }

    @Test func aGraphicNeverPassesItsLargestSide() throws {
        let huge = PixelBox(width: 256, height: 256)
        let box = TerminalSize(columns: 20, rows: 10)
        let kitty = Self.painter(.kitty, cell: huge)
        let size = kitty.pixelSize(for: box)
        #expect(size.width <= AvatarPainter.largestGraphicSide && size.height <= AvatarPainter.largestGraphicSide)
        let cell = try #require(kitty.canvasCell(for: box))
        #expect(cell.width * 20 <= AvatarPainter.largestGraphicSide)
        #expect(cell.height * 10 <= AvatarPainter.largestGraphicSide)
        // Sixel cannot be scaled by the terminal: a box that large is drawn as symbols.
        let sixel = Self.painter(.sixel, cell: huge)
        #expect(sixel.canvasCell(for: box) == nil)
        let picture = sixel.picture(of: try Self.square(64), cells: box)
        #expect(picture.graphic == nil && !picture.isEmpty)
        // At an ordinary cell size the sixel is the cells' own pixels.
        #expect(
            Self.painter(.sixel, cell: PixelBox(width: 10, height: 20)).canvasCell(for: box)
                == PixelBox(width: 10, height: 20))
    }

    @Test func aKittyPictureInTheAppKeepsTheCursorAndIsCappedInItsHeader() throws {
        let picture = Self.painter(.kitty, cell: PixelBox(width: 256, height: 256))
            .picture(of: try Self.square(64), cells: TerminalSize(columns: 20, rows: 10))
        let graphic = try #require(picture.graphic)
        let text = String(decoding: graphic.sequence.prefix(80), as: UTF8.self)
        #expect(text.hasPrefix("\u{1B}_Ga=T,C=1,f=32,"), "\(text.debugDescription)")
        let keys = text.dropFirst(3).prefix { $0 != ";" && $0 != "\u{1B}" }.split(separator: ",")
        let width = keys.first { $0.hasPrefix("s=") }.flatMap { Int($0.dropFirst(2)) } ?? .max
        let height = keys.first { $0.hasPrefix("v=") }.flatMap { Int($0.dropFirst(2)) } ?? .max
        #expect(width <= AvatarPainter.largestGraphicSide && height <= AvatarPainter.largestGraphicSide, "\(keys)")
        #expect(graphic.columns == 20 && graphic.rows == 10)
    }
}

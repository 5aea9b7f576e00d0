import AtomicChafa
import AtomicCore
import CChafa
import CChafaLoader
import CSixel
import Foundation
import TerminalUI
import Testing

@Suite struct ChafaPainterTests {
    static let red = RGBAPixel(red: 255, green: 0, blue: 0)
    static let blue = RGBAPixel(red: 0, green: 0, blue: 255)

    /// `side` × `side` pixels: red on the left half, blue on the right.
    static func halves(side: Int) -> [RGBAPixel] {
        (0..<(side * side)).map { $0 % side < side / 2 ? red : blue }
    }

    /// `side` × `side` pixels: red above the diagonal from top left to bottom right, blue on and below it.
    static func diagonal(side: Int) -> [RGBAPixel] {
        (0..<(side * side)).map { $0 % side > $0 / side ? red : blue }
    }

    @Test func theLoadersConstantsAreChafas() {
        #expect(ATOMIC_CHAFA_PIXEL_MODE_SYMBOLS == CHAFA_PIXEL_MODE_SYMBOLS.rawValue)
        #expect(ATOMIC_CHAFA_PIXEL_MODE_SIXELS == CHAFA_PIXEL_MODE_SIXELS.rawValue)
        #expect(ATOMIC_CHAFA_PIXEL_MODE_KITTY == CHAFA_PIXEL_MODE_KITTY.rawValue)
        #expect(ATOMIC_CHAFA_CANVAS_MODE_TRUECOLOR == CHAFA_CANVAS_MODE_TRUECOLOR.rawValue)
        #expect(ATOMIC_CHAFA_CANVAS_MODE_INDEXED_256 == CHAFA_CANVAS_MODE_INDEXED_256.rawValue)
        #expect(ATOMIC_CHAFA_CANVAS_MODE_FGBG == CHAFA_CANVAS_MODE_FGBG.rawValue)
        #expect(ATOMIC_CHAFA_PIXEL_RGBA8_UNASSOCIATED == CHAFA_PIXEL_RGBA8_UNASSOCIATED.rawValue)
        #expect(ATOMIC_CHAFA_SYMBOL_TAG_SPACE == CHAFA_SYMBOL_TAG_SPACE.rawValue)
        #expect(ATOMIC_CHAFA_SYMBOL_TAG_SOLID == CHAFA_SYMBOL_TAG_SOLID.rawValue)
        #expect(ATOMIC_CHAFA_SYMBOL_TAG_BLOCK == CHAFA_SYMBOL_TAG_BLOCK.rawValue)
        #expect(ATOMIC_CHAFA_SYMBOL_TAG_BORDER == CHAFA_SYMBOL_TAG_BORDER.rawValue)
        #expect(ATOMIC_CHAFA_SYMBOL_TAG_WIDE == CHAFA_SYMBOL_TAG_WIDE.rawValue)
        #expect(ATOMIC_CHAFA_SYMBOL_TAG_AMBIGUOUS == CHAFA_SYMBOL_TAG_AMBIGUOUS.rawValue)
        #expect(ATOMIC_CHAFA_SYMBOL_TAG_UGLY == CHAFA_SYMBOL_TAG_UGLY.rawValue)
    }

    @Test func libchafaLoads() throws {
        try ChafaPainter.load()
    }

    @Test func symbolsFollowAnEdgeInsideACell() throws {
        // 4 × 2 cells of a diagonal: the cells the diagonal crosses get a shape, not a flat colour.
        let picture = try ChafaPainter(colors: .trueColor).symbols(
            width: 32, height: 32, pixels: Self.diagonal(side: 32), columns: 4, rows: 2)
        #expect(picture.columns == 4 && picture.rows == 2)
        // Every cell has its background; a space needs no foreground.
        #expect(picture.cells.allSatisfy { $0.background != nil && ($0.foreground != nil || $0.character == " ") })
        let lines = picture.ansiLines()
        #expect(lines.count == 2)
        #expect(lines == Self.diagonalSnapshot, "\(lines.map { $0.debugDescription })")
    }

    /// The diagonal's cells in true colour as libchafa 1.12 draws them: a quadrant (`▝`) and a lower block
    /// (`▃`) where the edge crosses a cell, flat red above it and flat blue below.
    static let diagonalSnapshot: [String] = [
        "\u{1B}[38;2;175;0;79;48;2;15;0;239m▝\u{1B}[38;2;79;0;175;48;2;245;0;9m▃\u{1B}[38;2;79;0;175;48;2;255;0;0m  "
            + "\u{1B}[0m",
        "\u{1B}[48;2;0;0;255m \u{1B}[38;2;0;0;0;48;2;0;0;255m \u{1B}[38;2;175;0;79;48;2;15;0;239m▝"
            + "\u{1B}[38;2;79;0;175;48;2;245;0;9m▃\u{1B}[0m",
    ]

    @Test func halvesAreDrawnInTheirTwoColours() throws {
        let picture = try ChafaPainter(colors: .trueColor).symbols(
            width: 16, height: 16, pixels: Self.halves(side: 16), columns: 4, rows: 2)
        let red = ImageCellColor.rgb(red: 255, green: 0, blue: 0)
        let blue = ImageCellColor.rgb(red: 0, green: 0, blue: 255)
        for row in 0..<2 {
            let left = try #require(picture.cell(column: 0, row: row))
            let right = try #require(picture.cell(column: 3, row: row))
            // A flat cell shows one colour: as the foreground of a full block or the background of a space.
            #expect(Self.shown(left) == red)
            #expect(Self.shown(right) == blue)
        }
    }

    /// The one colour a flat cell shows.
    static func shown(_ cell: ImageCell) -> ImageCellColor? {
        switch cell.character {
        case " ": cell.background
        case "█": cell.foreground
        default: nil
        }
    }

    @Test func paletteSymbolsUseXTermColourNumbers() throws {
        let picture = try ChafaPainter(colors: .palette256).symbols(
            width: 16, height: 16, pixels: Self.halves(side: 16), columns: 4, rows: 2)
        let left = try #require(picture.cell(column: 0, row: 0))
        // xterm colour 196 is #ff0000, 21 is #0000ff (16 and 9 share the colour; chafa picks from the cube).
        #expect([.indexed(196), .indexed(9)].contains(Self.shown(left)))
        let right = try #require(picture.cell(column: 3, row: 0))
        #expect([.indexed(21), .indexed(12)].contains(Self.shown(right)))
    }

    @Test func colourlessSymbolsHaveNoColours() throws {
        let picture = try ChafaPainter(colors: .none).symbols(
            width: 16, height: 16, pixels: Self.halves(side: 16), columns: 4, rows: 2)
        #expect(picture.cells.allSatisfy { $0.foreground == nil && $0.background == nil })
        #expect(picture.ansiLines().allSatisfy { !$0.contains("\u{1B}") })
    }

    @Test func aLightPictureWithoutColourKeepsItsShapes() throws {
        // Both greys are lighter than mid-grey: split at mid-grey, every cell would be the same block.
        let light = RGBAPixel(red: 230, green: 230, blue: 230)
        let lighter = RGBAPixel(red: 160, green: 160, blue: 160)
        let pixels = (0..<(16 * 16)).map { $0 % 16 < 8 ? light : lighter }
        let picture = try ChafaPainter(colors: .none).symbols(
            width: 16, height: 16, pixels: pixels, columns: 4, rows: 2)
        let left = Set(picture.cells.enumerated().filter { $0.offset % 4 < 2 }.map(\.element.character))
        let right = Set(picture.cells.enumerated().filter { $0.offset % 4 >= 2 }.map(\.element.character))
        #expect(!left.contains(" ") && left.contains("█"), "the lighter half in the terminal's foreground: \(left)")
        #expect(right == [" "], "the darker half in its background")
    }

    @Test func everySymbolIsOneColumnWide() throws {
        let pixels = (0..<(64 * 64)).map { (index: Int) -> RGBAPixel in
            let red = UInt8(index % 64 * 4)
            let green = UInt8(index / 64 * 4)
            let blue = UInt8((index * 7) % 256)
            return RGBAPixel(red: red, green: green, blue: blue)
        }
        let picture = try ChafaPainter(colors: .trueColor).symbols(
            width: 64, height: 64, pixels: pixels, columns: 16, rows: 8)
        for cell in picture.cells {
            let width = TextWidth.displayWidth(of: String(cell.character))
            #expect(width == 1, "\(cell.character)")
        }
    }

    @Test func transparentPixelsShowTheBackdrop() throws {
        let clear = [RGBAPixel](repeating: RGBAPixel(red: 255, green: 255, blue: 255, alpha: 0), count: 64)
        let picture = try ChafaPainter(colors: .trueColor, backdrop: RGBAPixel(red: 0, green: 128, blue: 0))
            .symbols(width: 8, height: 8, pixels: clear, columns: 2, rows: 1)
        #expect(picture.cells.allSatisfy { Self.shown($0) == .rgb(red: 0, green: 128, blue: 0) })
    }

    @Test func anEmptyPictureOrBoxIsRefused() {
        let painter = ChafaPainter(colors: .trueColor)
        #expect(throws: ChafaError.emptyPicture) {
            try painter.symbols(width: 0, height: 0, pixels: [], columns: 4, rows: 2)
        }
        #expect(throws: ChafaError.emptyPicture) {
            try painter.symbols(width: 2, height: 2, pixels: [Self.red], columns: 4, rows: 2)
        }
        #expect(throws: ChafaError.emptyPicture) {
            try painter.symbols(width: 1, height: 1, pixels: [Self.red], columns: 0, rows: 2)
        }
    }

    // MARK: - Kitty

    /// The kitty graphics commands in `bytes`: each `ESC _ G keys ; payload ESC \`, as keys and payload.
    static func kittyCommands(_ bytes: [UInt8]) -> [(keys: [String: String], payload: String)] {
        let text = String(decoding: bytes, as: UTF8.self)
        return text.components(separatedBy: "\u{1B}\\").filter { !$0.isEmpty }.map { command in
            #expect(command.hasPrefix("\u{1B}_G"))
            let body = command.dropFirst(3)
            let parts = body.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)
            var keys: [String: String] = [:]
            for pair in parts[0].split(separator: ",") {
                let keyValue = pair.split(separator: "=", maxSplits: 1)
                if keyValue.count == 2 { keys[String(keyValue[0])] = String(keyValue[1]) }
            }
            return (keys, parts.count > 1 ? String(parts[1]) : "")
        }
    }

    @Test func kittyCarriesThePixelsForTheCells() throws {
        let bytes = try ChafaPainter(colors: .trueColor).imageSequence(
            .kitty, width: 16, height: 16, pixels: Self.halves(side: 16), columns: 4, rows: 2,
            cellPixels: PixelBox(width: 10, height: 20))
        let commands = Self.kittyCommands(bytes)
        let first = try #require(commands.first)
        #expect(first.keys["a"] == "T")
        #expect(first.keys["f"] == "32")
        #expect(first.keys["c"] == "4" && first.keys["r"] == "2")
        let width = try #require(first.keys["s"].flatMap { Int($0) })
        let height = try #require(first.keys["v"].flatMap { Int($0) })
        #expect(width == 40 && height == 40)
        // The last chunk says no more follow (m=0); the others that more do (m=1).
        #expect(commands.dropLast().allSatisfy { $0.keys["m"] == "1" })
        #expect(commands.last?.keys["m"] == "0")
        // Each chunk is base64 on its own, padded to a multiple of 4 characters.
        var pixels = Data()
        for command in commands {
            #expect(command.payload.count % 4 == 0)
            pixels += try #require(Data(base64Encoded: command.payload))
        }
        #expect(pixels.count == width * height * 4)
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(pixels[((y * width + x) * 4)..<((y * width + x) * 4 + 4)]) }
        #expect(pixel(2, 20) == [255, 0, 0, 255])
        #expect(pixel(width - 3, 20) == [0, 0, 255, 255])
    }

    // MARK: - Sixel

    /// The sixel image in `bytes`, decoded by libsixel: its size and its pixels as RGB triplets.
    static func decodeSixel(_ bytes: [UInt8]) throws -> (width: Int, height: Int, rgb: [UInt8]) {
        var input = bytes
        var pixels: UnsafeMutablePointer<UInt8>?
        var palette: UnsafeMutablePointer<UInt8>?
        var width: Int32 = 0
        var height: Int32 = 0
        var colors: Int32 = 0
        var allocator: OpaquePointer?
        try #require(sixel_allocator_new(&allocator, nil, nil, nil, nil) == SIXEL_OK)
        defer { sixel_allocator_unref(allocator) }
        let status = sixel_decode_raw(
            &input, Int32(input.count), &pixels, &width, &height, &palette, &colors, allocator)
        try #require(status == SIXEL_OK)
        defer {
            sixel_allocator_free(allocator, pixels)
            sixel_allocator_free(allocator, palette)
        }
        let indices = UnsafeBufferPointer(start: pixels, count: Int(width * height))
        let entries = UnsafeBufferPointer(start: palette, count: Int(colors) * 3)
        var rgb: [UInt8] = []
        for index in indices {
            let entry = Int(index) * 3
            rgb += [entries[entry], entries[entry + 1], entries[entry + 2]]
        }
        return (Int(width), Int(height), rgb)
    }

    @Test func sixelDecodesToThePictureAtTheCellsPixels() throws {
        let bytes = try ChafaPainter(colors: .trueColor).imageSequence(
            .sixel, width: 16, height: 16, pixels: Self.halves(side: 16), columns: 4, rows: 2,
            cellPixels: PixelBox(width: 10, height: 20))
        #expect(bytes.starts(with: Array("\u{1B}P".utf8)))
        #expect(bytes.suffix(2) == Array("\u{1B}\\".utf8)[...])
        let image = try Self.decodeSixel(bytes)
        // As wide as the cells; no taller than them (chafa rounds down to whole sixel bands of 6 pixels).
        #expect(image.width == 40)
        #expect(image.height <= 40 && image.height > 30)
        func pixel(_ x: Int, _ y: Int) -> [UInt8] {
            Array(image.rgb[((y * image.width + x) * 3)..<((y * image.width + x) * 3 + 3)])
        }
        #expect(pixel(2, 10) == [255, 0, 0])
        #expect(pixel(image.width - 3, 10) == [0, 0, 255])
    }
}

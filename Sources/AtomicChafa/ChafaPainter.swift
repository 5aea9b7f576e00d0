import AtomicCore
import CChafaLoader
import Foundation
import TerminalUI

/// Pictures drawn by libchafa: symbol art in cells, or the escape sequence of an image protocol.
///
/// libchafa (Debian's `libchafa0`) is loaded on the first picture, not at start-up, and runs with one thread.
/// Each call makes its own canvas, under one lock for the process (libchafa's lazily built tables are not
/// documented as safe to build from two threads at once), so a painter may be used from any thread.
///
/// - **Symbols** (``symbols(width:height:pixels:columns:rows:)``): for each cell, the block, quadrant, eighth or
///   box-drawing shape (one column wide, never an ambiguous-width one) and the two colours that show the cell's
///   8 × 8 pixels best; the cells go through the screen's renderer like text.
/// - **Kitty** and **sixel** (``imageSequence(_:width:height:pixels:columns:rows:cellPixels:)``): the bytes that
///   draw the picture at the cursor, covering `columns` × `rows` cells, for terminals that show images.
///
/// Transparent pixels are laid over ``backdrop`` first, so every cell has both colours.
public struct ChafaPainter: Sendable, Hashable {
    /// The image protocols libchafa writes.
    public enum ImageProtocol: Sendable, Hashable, CaseIterable {
        /// kitty's graphics protocol (`ESC _ G … ESC \`): the RGBA pixels in base64, scaled by the terminal to
        /// the cells.
        case kitty
        /// DEC sixel (`ESC P … q … ESC \`), up to 256 colours, sized by libchafa to the cells' pixels.
        case sixel
    }

    /// The lock every use of libchafa is made under.
    private static let library = NSLock()

    /// How the symbol cells are coloured.
    public let colors: ImageColorMode
    /// The colour transparent pixels are laid over.
    public let backdrop: RGBAPixel

    /// A painter whose symbols are coloured for `colors`, laying transparent pixels over `backdrop` (black).
    public init(colors: ImageColorMode, backdrop: RGBAPixel = RGBAPixel(red: 0, green: 0, blue: 0)) {
        self.colors = colors
        self.backdrop = RGBAPixel(red: backdrop.red, green: backdrop.green, blue: backdrop.blue)
    }

    /// Loads libchafa if it is not yet loaded (once per process).
    ///
    /// - Throws: ``ChafaError/unavailable(_:)`` when it cannot be loaded.
    public static func load() throws(ChafaError) {
        if let failure = atomic_chafa_load() { throw .unavailable(String(cString: failure)) }
    }

    /// The symbols chafa may use: blocks (halves, quadrants, eighths), box drawing and the space, none wide and
    /// none of ambiguous width.
    static let symbolTags =
        UInt32(ATOMIC_CHAFA_SYMBOL_TAG_BLOCK) | UInt32(ATOMIC_CHAFA_SYMBOL_TAG_BORDER)
        | UInt32(ATOMIC_CHAFA_SYMBOL_TAG_SPACE) | UInt32(ATOMIC_CHAFA_SYMBOL_TAG_SOLID)
    /// The symbols chafa may not use.
    static let excludedTags =
        UInt32(ATOMIC_CHAFA_SYMBOL_TAG_WIDE) | UInt32(ATOMIC_CHAFA_SYMBOL_TAG_AMBIGUOUS)
        | UInt32(ATOMIC_CHAFA_SYMBOL_TAG_UGLY)

    /// `pixels` (`width` × `height`, row by row from the top) drawn as `columns` × `rows` cells of symbols, the
    /// picture stretched to the box (a cell is taken as twice as tall as wide, so a square picture wants twice as
    /// many columns as rows).
    ///
    /// - Throws: ``ChafaError/unavailable(_:)`` without libchafa, ``ChafaError/emptyPicture`` for an empty
    ///   picture or box.
    public func symbols(width: Int, height: Int, pixels: [RGBAPixel], columns: Int, rows: Int) throws(ChafaError)
        -> TerminalPicture
    {
        Self.library.lock()
        defer { Self.library.unlock() }
        let extremes = colors == .none ? Self.extremes(of: pixels, over: backdrop) : nil
        let canvas = try Canvas.make(
            pixelMode: Int32(ATOMIC_CHAFA_PIXEL_MODE_SYMBOLS), canvasMode: canvasMode, columns: columns, rows: rows,
            cellPixels: PixelBox(width: 10, height: 20), foreground: extremes?.light ?? 0xFF_FFFF,
            background: extremes?.dark ?? 0)
        // Freed before the lock is let go (the defers run in reverse order).
        defer { canvas.release() }
        try canvas.draw(width: width, height: height, pixels: pixels, backdrop: backdrop)
        var cells: [ImageCell] = []
        cells.reserveCapacity(columns * rows)
        for row in 0..<rows {
            for column in 0..<columns {
                cells.append(canvas.cell(x: column, y: row, colors: colors))
            }
        }
        return TerminalPicture(columns: columns, rows: rows, cells: cells)
    }

    /// The bytes that draw `pixels` (`width` × `height`, row by row from the top) with `imageProtocol`, its top
    /// left at the cursor, covering `columns` × `rows` cells of `cellPixels` pixels each (the terminal's own cell
    /// size, for sixel; kitty scales to the cells itself).
    ///
    /// - Throws: ``ChafaError/unavailable(_:)`` without libchafa, ``ChafaError/emptyPicture`` for an empty
    ///   picture or box, ``ChafaError/nothingDrawn`` when libchafa printed nothing.
    public func imageSequence(
        _ imageProtocol: ImageProtocol, width: Int, height: Int, pixels: [RGBAPixel], columns: Int, rows: Int,
        cellPixels: PixelBox
    ) throws(ChafaError) -> [UInt8] {
        let mode =
            switch imageProtocol {
            case .kitty: Int32(ATOMIC_CHAFA_PIXEL_MODE_KITTY)
            case .sixel: Int32(ATOMIC_CHAFA_PIXEL_MODE_SIXELS)
            }
        Self.library.lock()
        defer { Self.library.unlock() }
        let canvas = try Canvas.make(
            pixelMode: mode, canvasMode: Int32(ATOMIC_CHAFA_CANVAS_MODE_TRUECOLOR), columns: columns, rows: rows,
            cellPixels: cellPixels, foreground: 0xFF_FFFF, background: 0)
        defer { canvas.release() }
        try canvas.draw(width: width, height: height, pixels: pixels, backdrop: backdrop)
        let bytes = canvas.printed()
        guard !bytes.isEmpty else { throw .nothingDrawn }
        return bytes
    }

    /// The light and the dark colour of a picture without colour (packed 0xRRGGBB): the pixels at a tenth from
    /// the top and from the bottom of the picture's brightness, so that a colourless canvas, which draws each
    /// part of a cell in the terminal's foreground or background, splits the picture at its own middle rather
    /// than at mid-grey (a light picture would otherwise be one block). The terminal is taken to show light text
    /// on dark, so the light colour is the foreground's.
    static func extremes(of pixels: [RGBAPixel], over backdrop: RGBAPixel) -> (light: UInt32, dark: UInt32)? {
        guard !pixels.isEmpty else { return nil }
        let stride = max(1, pixels.count / 4096)
        let sampled = Swift.stride(from: 0, to: pixels.count, by: stride).map { pixels[$0].composited(over: backdrop) }
        func luminance(_ pixel: RGBAPixel) -> Int {
            2126 * Int(pixel.red) + 7152 * Int(pixel.green) + 722 * Int(pixel.blue)
        }
        let sorted = sampled.sorted { luminance($0) < luminance($1) }
        func packed(_ pixel: RGBAPixel) -> UInt32 {
            UInt32(pixel.red) << 16 | UInt32(pixel.green) << 8 | UInt32(pixel.blue)
        }
        let dark = sorted[sorted.count / 10]
        let light = sorted[sorted.count - 1 - sorted.count / 10]
        guard luminance(light) > luminance(dark) else { return nil }
        return (packed(light), packed(dark))
    }

    /// chafa's canvas mode for ``colors``.
    private var canvasMode: Int32 {
        switch colors {
        case .trueColor: Int32(ATOMIC_CHAFA_CANVAS_MODE_TRUECOLOR)
        case .palette256: Int32(ATOMIC_CHAFA_CANVAS_MODE_INDEXED_256)
        case .none: Int32(ATOMIC_CHAFA_CANVAS_MODE_FGBG)
        }
    }
}

/// One libchafa canvas; ``release()`` it when done, under the lock it was made under.
private struct Canvas {
    let pointer: OpaquePointer
    let columns: Int
    let rows: Int

    private init(pointer: OpaquePointer, columns: Int, rows: Int) {
        self.pointer = pointer
        self.columns = columns
        self.rows = rows
    }

    /// A canvas of `columns` × `rows` cells of `cellPixels`, drawing in `pixelMode` with `canvasMode`'s colours.
    static func make(
        pixelMode: Int32, canvasMode: Int32, columns: Int, rows: Int, cellPixels: PixelBox, foreground: UInt32,
        background: UInt32
    ) throws(ChafaError) -> Canvas {
        try ChafaPainter.load()
        guard columns > 0, rows > 0, columns <= 4096, rows <= 4096, cellPixels.width > 0, cellPixels.height > 0,
            cellPixels.width <= 256, cellPixels.height <= 256,
            let pointer = atomic_chafa_canvas_new(
                pixelMode, canvasMode, Int32(columns), Int32(rows), Int32(cellPixels.width),
                Int32(cellPixels.height), ChafaPainter.symbolTags, ChafaPainter.excludedTags, foreground, background)
        else { throw .emptyPicture }
        return Canvas(pointer: pointer, columns: columns, rows: rows)
    }

    /// chafa_canvas_unref: the canvas is not to be used after.
    func release() { atomic_chafa_canvas_free(pointer) }

    /// Draws the pixels, each laid over `backdrop`.
    func draw(width: Int, height: Int, pixels: [RGBAPixel], backdrop: RGBAPixel) throws(ChafaError) {
        guard width > 0, height > 0, width <= 8192, height <= 8192, pixels.count == width * height else {
            throw .emptyPicture
        }
        var bytes = [UInt8](repeating: 255, count: pixels.count * 4)
        for (index, pixel) in pixels.enumerated() {
            let opaque = pixel.composited(over: backdrop)
            bytes[4 * index] = opaque.red
            bytes[4 * index + 1] = opaque.green
            bytes[4 * index + 2] = opaque.blue
        }
        atomic_chafa_canvas_draw_rgba(pointer, bytes, Int32(width), Int32(height))
    }

    /// The cell at `x`, `y`: its symbol and colours as `colors` wants them.
    func cell(x: Int, y: Int, colors: ImageColorMode) -> ImageCell {
        let scalar = atomic_chafa_canvas_char_at(pointer, Int32(x), Int32(y))
        let character = Unicode.Scalar(scalar).map(Character.init) ?? " "
        var foreground: Int32 = -1
        var background: Int32 = -1
        atomic_chafa_canvas_raw_colors_at(pointer, Int32(x), Int32(y), &foreground, &background)
        func color(_ raw: Int32) -> ImageCellColor? {
            guard raw >= 0 else { return nil }
            switch colors {
            case .trueColor:
                return .rgb(
                    red: UInt8(truncatingIfNeeded: raw >> 16), green: UInt8(truncatingIfNeeded: raw >> 8),
                    blue: UInt8(truncatingIfNeeded: raw))
            case .palette256:
                return raw < 256 ? .indexed(UInt8(raw)) : nil
            case .none:
                return nil
            }
        }
        return ImageCell(character: character, foreground: color(foreground), background: color(background))
    }

    /// What chafa prints for the canvas.
    func printed() -> [UInt8] {
        var bytes: UnsafeMutablePointer<UInt8>?
        let count = atomic_chafa_canvas_print(pointer, &bytes)
        guard let bytes, count > 0 else { return [] }
        defer { free(bytes) }
        return Array(UnsafeBufferPointer(start: bytes, count: count))
    }
}

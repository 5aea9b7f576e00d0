import AtomicCore

/// A picture drawn in terminal cells, two pixels to a cell: the pure function from pixels to characters and colours.
///
/// Terminal cells are about twice as tall as they are wide, so a cell showing one pixel on top of another shows
/// two square pixels: an image of `w` × `h` pixels takes `w` columns and `⌈h / 2⌉` rows and keeps its aspect ratio.
///
/// - ``ImageColorMode/trueColor``: each cell is `▀`, foreground = the top pixel, background = the bottom pixel.
/// - ``ImageColorMode/palette256``: the same with the nearest xterm palette colours (``XTermPalette``).
/// - ``ImageColorMode/none``: a shade character from ` ░▒▓█` by the mean brightness of the two pixels, no colour
///   (brighter = denser, as for light-on-dark text).
///
/// Transparent pixels are laid over a backdrop colour first; an odd last row's missing bottom pixel is the backdrop.
/// Scale the image to the cells available before drawing it (the pipeline's downscaler does).
public struct HalfBlockImage: Sendable, Hashable {
    /// The shade characters of the colourless fallback, from darkest to brightest.
    public static let shades: [Character] = [" ", "░", "▒", "▓", "█"]
    /// The upper half block drawn in colour modes.
    public static let upperHalfBlock: Character = "▀"

    /// The number of columns.
    public let columns: Int
    /// The number of rows.
    public let rows: Int
    /// `columns * rows` cells, row by row from the top.
    public let cells: [ImageCell]
    /// The mode the cells were made for.
    public let mode: ImageColorMode

    /// Draws `pixels` — `width * height` of them, row by row from the top — in `mode`.
    ///
    /// A `width` or `height` below 1, or a pixel count that does not match, gives an empty picture (0 × 0).
    /// - Parameter backdrop: the colour transparent pixels are laid over; black by default.
    public init(
        width: Int,
        height: Int,
        pixels: [RGBAPixel],
        mode: ImageColorMode,
        backdrop: RGBAPixel = RGBAPixel(red: 0, green: 0, blue: 0)
    ) {
        self.mode = mode
        guard width > 0, height > 0, width.multipliedReportingOverflow(by: height).overflow == false,
            pixels.count == width * height
        else {
            (columns, rows, cells) = (0, 0, [])
            return
        }
        let backdrop = RGBAPixel(red: backdrop.red, green: backdrop.green, blue: backdrop.blue)
        let rows = (height + 1) / 2
        var cells: [ImageCell] = []
        cells.reserveCapacity(width * rows)
        for row in 0..<rows {
            for column in 0..<width {
                let top = pixels[2 * row * width + column].composited(over: backdrop)
                let bottomRow = 2 * row + 1
                let bottom =
                    bottomRow < height ? pixels[bottomRow * width + column].composited(over: backdrop) : backdrop
                cells.append(Self.cell(top: top, bottom: bottom, mode: mode))
            }
        }
        (self.columns, self.rows, self.cells) = (width, rows, cells)
    }

    /// The cell at `column`, `row` (from 0, top left); `nil` outside the picture.
    public func cell(column: Int, row: Int) -> ImageCell? {
        guard (0..<columns).contains(column), (0..<rows).contains(row) else { return nil }
        return cells[row * columns + column]
    }

    /// The picture as one string per row, with SGR colour sequences for ``mode``: `38;2`/`48;2` in true colour,
    /// `38;5`/`48;5` in 256 colours, none without colour. A sequence is written only when a colour changes from
    /// the previous cell, and each coloured row ends with `ESC[0m`.
    public func ansiLines() -> [String] {
        TerminalPicture(self).ansiLines()
    }

    private static func cell(top: RGBAPixel, bottom: RGBAPixel, mode: ImageColorMode) -> ImageCell {
        switch mode {
        case .trueColor:
            return ImageCell(
                character: upperHalfBlock,
                foreground: .rgb(red: top.red, green: top.green, blue: top.blue),
                background: .rgb(red: bottom.red, green: bottom.green, blue: bottom.blue))
        case .palette256:
            return ImageCell(
                character: upperHalfBlock,
                foreground: .indexed(XTermPalette.nearestIndex(red: top.red, green: top.green, blue: top.blue)),
                background: .indexed(
                    XTermPalette.nearestIndex(red: bottom.red, green: bottom.green, blue: bottom.blue)))
        case .none:
            let brightness = (top.luminance + bottom.luminance) / 2
            let index = min(shades.count - 1, max(0, Int(brightness * Double(shades.count))))
            return ImageCell(character: shades[index])
        }
    }
}

/// A picture as the screen shows it: a box of cells, each a character in its colours, drawn into a
/// ``CellBuffer`` like any text.
///
/// The cells come from a picture maker: libchafa's symbols (block, quadrant and border shapes chosen per cell,
/// in the package's `AtomicChafa` library), or the half blocks of ``HalfBlockImage`` when libchafa is not
/// there. ``ansiLines()`` writes the same cells as lines for plain output.
///
/// A picture may also carry a ``graphic``: the same picture in an image protocol (kitty or sixel), which a
/// screen places over the cells (``CellBuffer/place(_:x:y:)``) where it has room; the cells stand in where it
/// cannot.
public struct TerminalPicture: Sendable, Hashable {
    /// The number of columns.
    public let columns: Int
    /// The number of rows.
    public let rows: Int
    /// `columns * rows` cells, row by row from the top; every character is one column wide.
    public let cells: [ImageCell]
    /// The picture in an image protocol, covering ``columns`` × ``rows`` cells, or `nil` for cells alone.
    public let graphic: TerminalGraphic?

    /// A picture of `cells`, `columns` × `rows` of them row by row from the top, with `graphic` over them; a count
    /// that does not match, or a size below 1, gives an empty picture (0 × 0, no graphic), and a graphic of
    /// another size is dropped.
    public init(columns: Int, rows: Int, cells: [ImageCell], graphic: TerminalGraphic? = nil) {
        guard columns > 0, rows > 0, columns.multipliedReportingOverflow(by: rows).overflow == false,
            cells.count == columns * rows
        else {
            (self.columns, self.rows, self.cells, self.graphic) = (0, 0, [], nil)
            return
        }
        (self.columns, self.rows, self.cells) = (columns, rows, cells)
        self.graphic = graphic.flatMap { $0.columns == columns && $0.rows == rows ? $0 : nil }
    }

    /// This picture's cells with `graphic` over them (see ``init(columns:rows:cells:graphic:)``).
    public func with(_ graphic: TerminalGraphic?) -> TerminalPicture {
        TerminalPicture(columns: columns, rows: rows, cells: cells, graphic: graphic)
    }

    /// The cells of `halfBlocks`.
    public init(_ halfBlocks: HalfBlockImage) {
        self.init(columns: halfBlocks.columns, rows: halfBlocks.rows, cells: halfBlocks.cells)
    }

    /// Whether the picture has no cells.
    public var isEmpty: Bool { cells.isEmpty }

    /// The cell at `column`, `row` (from 0, top left); `nil` outside the picture.
    public func cell(column: Int, row: Int) -> ImageCell? {
        guard (0..<columns).contains(column), (0..<rows).contains(row) else { return nil }
        return cells[row * columns + column]
    }

    /// The picture as one string per row, with SGR colour sequences: `38;2`/`48;2` for true colour, `38;5`/`48;5`
    /// for palette colours, none for cells without colour. A sequence is written only when a colour changes
    /// from the previous cell, and each coloured row ends with `ESC[0m`.
    public func ansiLines() -> [String] {
        (0..<rows).map { row in
            ImageCell.ansiLine(cells[(row * columns)..<((row + 1) * columns)])
        }
    }
}

extension ImageCell {
    /// `cells` as one line with SGR colour sequences, written only where a colour changes; `ESC[0m` at the end
    /// when any colour was set.
    static func ansiLine(_ cells: ArraySlice<ImageCell>) -> String {
        var line = ""
        var current: (ImageCellColor?, ImageCellColor?) = (nil, nil)
        for cell in cells {
            let colors = (cell.foreground, cell.background)
            if colors != current {
                // A colour that goes away is taken back to the terminal's own with SGR 0.
                if (current.0 != nil && colors.0 == nil) || (current.1 != nil && colors.1 == nil) {
                    line += "\u{1B}[0m"
                }
                let parameters = [
                    cell.foreground?.sgrParameters(isForeground: true),
                    cell.background?.sgrParameters(isForeground: false),
                ].compactMap { $0 }
                if !parameters.isEmpty { line += "\u{1B}[" + parameters.joined(separator: ";") + "m" }
                current = colors
            }
            line.append(cell.character)
        }
        if current.0 != nil || current.1 != nil { line += "\u{1B}[0m" }
        return line
    }
}

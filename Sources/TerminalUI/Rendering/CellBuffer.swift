/// A grid of ``Cell``s that widgets draw into and the ``DiffRenderer`` writes to the terminal.
///
/// Every text put into the buffer goes through ``TerminalSanitizer`` first, so text from outside can never carry
/// an escape sequence or control character to the terminal. Text is measured per grapheme cluster with
/// ``TextWidth``: a wide character takes its cell and a continuation cell, and one that would cross the right
/// edge of the buffer or of the area being written is replaced by a space, so it is never split.
///
/// A buffer is a value: one frame of the screen. Make a new one for each frame, let widgets draw into it, and
/// hand it to a ``DiffRenderer``; compare ``plainText`` in tests. Coordinates are in terminal cells, columns
/// from the left and rows from the top, both from 0; writing outside the buffer is clipped, never a crash.
///
/// A buffer can also hold ``graphics``: pictures the terminal draws itself (``TerminalGraphic``), each covering a
/// box of cells. What is drawn later wins: text written or a rectangle filled over any cell of a picture's box
/// removes that picture from the buffer, so a dialog drawn over an avatar hides it.
///
/// ```swift
/// var frame = CellBuffer(width: 20, height: 2)
/// frame.write("octocat", x: 1, y: 0, style: .bold)
/// let used = frame.write("日本", x: 1, y: 1)   // 4: two wide characters, two columns each
/// frame.plainText                             // " octocat\n 日本"
/// ```
public struct CellBuffer: Sendable, Hashable {
    /// The number of columns, at least 0.
    public let width: Int
    /// The number of rows, at least 0.
    public let height: Int
    /// The cells row by row: the cell at column `x` of row `y` is at `y * width + x`.
    public private(set) var cells: [Cell]
    /// The pictures placed with ``place(_:x:y:)`` that nothing drew over since, in the order they were placed;
    /// their boxes lie wholly inside the buffer and never overlap.
    public private(set) var graphics: [GraphicPlacement] = []

    /// A buffer of `width` × `height` blank cells; negative sizes become 0.
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: .blank, count: self.width * self.height)
    }

    /// A buffer the size of `size`.
    public init(size: TerminalSize) {
        self.init(width: size.columns, height: size.rows)
    }

    /// The whole buffer as a rectangle at (0, 0).
    public var area: Rect { Rect(x: 0, y: 0, width: width, height: height) }

    /// The cell at column `x` and row `y`; a blank cell outside the buffer. Only the toolkit sets cells
    /// directly (setting outside the buffer does nothing); others write text, which is sanitised.
    public internal(set) subscript(x: Int, y: Int) -> Cell {
        get { contains(x: x, y: y) ? cells[y * width + x] : .blank }
        set {
            guard contains(x: x, y: y) else { return }
            cells[y * width + x] = newValue
            if !graphics.isEmpty { removeGraphics(touching: Rect(x: x, y: y, width: 1, height: 1)) }
        }
    }

    /// Places `graphic` with its top-left corner at column `x` and row `y`, and returns whether it was placed.
    ///
    /// A graphic that does not fit wholly inside the buffer is not placed (its bytes cannot be clipped). A placed
    /// graphic replaces any placed before whose box it overlaps. The cells under it stay as they are: draw there
    /// what a terminal without the picture should show (spaces, or a drawing in cells), before placing it, since
    /// text written or a rectangle filled over its box afterwards removes it (``setStyle(_:in:)`` does not).
    /// Some terminals scroll the whole screen when a sixel picture reaches the bottom row, so keep sixel pictures
    /// above it.
    @discardableResult
    public mutating func place(_ graphic: TerminalGraphic, x: Int, y: Int) -> Bool {
        guard x >= 0, y >= 0, graphic.columns <= width - x, graphic.rows <= height - y else { return false }
        let placement = GraphicPlacement(graphic: graphic, x: x, y: y)
        removeGraphics(touching: placement.area)
        graphics.append(placement)
        return true
    }

    /// The cells of row `y`; empty outside the buffer.
    public func row(_ y: Int) -> ArraySlice<Cell> {
        guard y >= 0, y < height else { return [] }
        return cells[(y * width)..<((y + 1) * width)]
    }

    /// Writes `text` on row `y` from column `x`, clipped to `maxWidth` columns (by default to the right edge),
    /// and returns the number of columns written.
    ///
    /// The text is sanitised (line feeds and tabs become spaces); a zero-width cluster joins the cell before it.
    /// A wide character that would not fit whole is replaced by a space and ends the text.
    @discardableResult
    public mutating func write(_ text: String, x: Int, y: Int, maxWidth: Int? = nil, style: Style = .plain) -> Int {
        guard y >= 0, y < height, x < width else { return 0 }
        return write(sanitized: TerminalSanitizer.sanitize(text), x: x, y: y, maxWidth: maxWidth, style: style)
    }

    /// ``write(_:x:y:maxWidth:style:)`` for text that ``TerminalSanitizer/sanitize(_:keepNewlines:)`` already
    /// cleaned, so that it is not scanned again.
    @discardableResult
    mutating func write(sanitized text: String, x: Int, y: Int, maxWidth: Int? = nil, style: Style = .plain) -> Int {
        guard y >= 0, y < height, x < width else { return 0 }
        let limit = maxWidth.map { min(width, x + max(0, $0)) } ?? width
        var column = x
        // Plain scalars, the common case (printable ASCII, box drawing, "·", "…", Latin letters): one scalar, one
        // grapheme cluster, one column each.
        if text.unicodeScalars.allSatisfy({ TextWidth.isPlainScalar($0.value) }) {
            for scalar in text.unicodeScalars {
                guard column < limit else { break }
                if column >= 0 {
                    let cell =
                        scalar.isASCII
                        ? Cell(ascii: UInt8(scalar.value), style: style)
                        : Cell(grapheme: String(Character(scalar)), style: style)
                    place(cell, x: column, y: y)
                }
                column += 1
            }
            return written(from: x, to: column, y: y)
        }
        for character in text {
            guard column < limit else { break }
            let characterWidth = TextWidth.displayWidth(of: character)
            if characterWidth == 0 {
                appendZeroWidth(character, before: column, y: y)
                continue
            }
            if column < 0 {
                column += characterWidth
                continue
            }
            if characterWidth == 2, column + 1 >= limit {
                place(.space(style), x: column, y: y)
                column += 1
                break
            }
            place(Cell(grapheme: String(character), width: UInt8(characterWidth), style: style), x: column, y: y)
            if characterWidth == 2 { place(.continuation(style), x: column + 1, y: y) }
            column += characterWidth
        }
        return written(from: x, to: column, y: y)
    }

    /// The number of columns a write from column `start` wrote on row `y`, now that it reached `end`; removes
    /// the graphics it drew over.
    private mutating func written(from start: Int, to end: Int, y: Int) -> Int {
        let first = max(start, 0)
        let count = max(0, end - first)
        if !graphics.isEmpty { removeGraphics(touching: Rect(x: first, y: y, width: count, height: 1)) }
        return count
    }

    /// Fills `rect` (clipped to the buffer) with `character` in `style`; a character that is not one column
    /// wide once sanitised (a control, a wide character) fills with spaces instead.
    public mutating func fill(_ rect: Rect, with character: Character = " ", style: Style = .plain) {
        let clipped = rect.intersection(area)
        guard !clipped.isEmpty else { return }
        if !graphics.isEmpty { removeGraphics(touching: clipped) }
        let clean = TerminalSanitizer.sanitize(String(character))
        let cell = Cell(grapheme: TextWidth.displayWidth(of: clean) == 1 ? clean : " ", style: style)
        for y in clipped.y..<clipped.maxY {
            // Only the edge cells can split a wide character that lies partly outside the rectangle; `place`
            // mends those, and every cell between is simply replaced.
            place(cell, x: clipped.x, y: y)
            if clipped.width > 1 { place(cell, x: clipped.maxX - 1, y: y) }
            if clipped.width > 2 {
                let start = y * width + clipped.x + 1
                for index in start..<(start + clipped.width - 2) { cells[index] = cell }
            }
        }
    }

    /// Replaces row `y` with `cells`, which must be one row of a buffer of the same width.
    mutating func replaceRow(_ y: Int, with row: ArraySlice<Cell>) {
        guard y >= 0, y < height, row.count == width else { return }
        if !graphics.isEmpty { removeGraphics(touching: Rect(x: 0, y: y, width: width, height: 1)) }
        let start = y * width
        // A copy of the row's cells in place, rather than a replacement of a subrange (generic, and a scroll
        // replaces every row of the screen).
        cells.withUnsafeMutableBufferPointer { cells in
            row.withUnsafeBufferPointer { source in
                _ = UnsafeMutableBufferPointer(rebasing: cells[start..<(start + source.count)]).update(
                    fromContentsOf: source)
            }
        }
    }

    /// Makes every cell of row `y` a blank.
    mutating func blankRow(_ y: Int) {
        guard y >= 0, y < height else { return }
        if !graphics.isEmpty { removeGraphics(touching: Rect(x: 0, y: y, width: width, height: 1)) }
        cells.withUnsafeMutableBufferPointer { cells in
            UnsafeMutableBufferPointer(rebasing: cells[(y * width)..<((y + 1) * width)]).update(repeating: .blank)
        }
    }

    /// Replaces the style of every cell in `rect` (clipped to the buffer), keeping their characters, as a
    /// selection highlight does. Graphics stay: restyling draws nothing over them.
    public mutating func setStyle(_ style: Style, in rect: Rect) {
        let clipped = rect.intersection(area)
        for y in clipped.y..<clipped.maxY {
            for x in clipped.x..<clipped.maxX { cells[y * width + x].style = style }
        }
    }

    /// The characters of the buffer as text, one line per row, without trailing spaces; styles are left out,
    /// so the text is the same on every machine and suits snapshot tests.
    public var plainText: String {
        (0..<height).map { y in
            var line = row(y).map(\.grapheme).joined()
            while line.last == " " { line.removeLast() }
            return line
        }.joined(separator: "\n")
    }

    private func contains(x: Int, y: Int) -> Bool {
        x >= 0 && x < width && y >= 0 && y < height
    }

    /// Puts `cell` at (`x`, `y`), first blanking the other half of any wide character it overwrites.
    private mutating func place(_ cell: Cell, x: Int, y: Int) {
        guard contains(x: x, y: y) else { return }
        let old = cells[y * width + x]
        if old.isContinuation, x > 0, !cell.isContinuation {
            cells[y * width + x - 1] = .space(cells[y * width + x - 1].style)
        }
        if old.width == 2, x + 1 < width, cell.width != 2 {
            cells[y * width + x + 1] = .space(old.style)
        }
        cells[y * width + x] = cell
    }

    /// Adds a zero-width cluster (a lone combining mark) to the cell before `column`, when there is one.
    private mutating func appendZeroWidth(_ character: Character, before column: Int, y: Int) {
        var target = column - 1
        if target >= 0, target < width, cells[y * width + target].isContinuation { target -= 1 }
        guard target >= 0, target < width else { return }
        cells[y * width + target].grapheme.append(character)
        if !graphics.isEmpty { removeGraphics(touching: Rect(x: target, y: y, width: 1, height: 1)) }
    }

    /// Removes every placed graphic whose box shares a cell with `rect`.
    private mutating func removeGraphics(touching rect: Rect) {
        guard !rect.isEmpty else { return }
        graphics.removeAll { !$0.area.intersection(rect).isEmpty }
    }
}

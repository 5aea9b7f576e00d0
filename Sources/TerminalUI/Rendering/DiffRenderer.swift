/// Turns frames (``CellBuffer``s) into the bytes that bring the terminal from the last frame to the new one.
///
/// Only cells that changed are written: the cursor is moved (CUP) only where the next changed cell is not
/// where the cursor already stands, and an SGR sequence is written only when the style changes. A block of rows
/// that moved (a scrolled list) is moved by the terminal with a scrolling region instead of being rewritten.
/// The first frame, a frame of a new size and the frame after ``invalidate()`` (Ctrl-L) are drawn in full.
/// Every non-empty output is wrapped in a synchronized update (DEC private mode 2026), so the terminal shows
/// whole frames only, and ends with SGR 0. A frame identical to the last one produces no bytes at all.
///
/// The ``CellBuffer/graphics`` of a frame are written after its cells, inside the same update, with a CUP to
/// each picture's top-left cell and its ``TerminalGraphic/sequence``; a frame without graphics, after frames
/// without graphics, is written exactly as it would be without this. How a picture is kept depends on its protocol:
/// - Kitty pictures lie on a layer of their own. When the set of kitty pictures differs from the last frame's, or
///   the frame is drawn in full, every visible picture is deleted (`ESC _ G a=d,d=A,q=2 ESC \`, which also frees
///   their data in the terminal) and each of the frame's is written again; otherwise they cost no byte.
/// - Sixel pixels are painted into the cells. The cells of a picture that went or moved are written again even
///   where they did not change, to erase its pixels; a picture is written when it is new, or when any cell of its
///   box was written in this frame (a full redraw, a change under it).
///
/// While the last frame or the new one holds a graphic, rows are never moved with a scrolling region (the
/// terminal would move the pictures too); the frame is diffed cell by cell.
///
/// Keep one renderer per terminal, and write every byte it returns: the renderer assumes the terminal shows
/// exactly what it last rendered. Anything else written to the terminal in between (a message printed by
/// another component, a resize) must be followed by ``invalidate()``.
///
/// ```swift
/// var renderer = DiffRenderer(colorDepth: .indexed256)
/// try session.draw(renderer.render(frame))        // the first frame: drawn in full
/// frame.write("2", x: 7, y: 0)
/// try session.draw(renderer.render(frame))        // a cursor move and the one changed character
/// ```
public struct DiffRenderer: Sendable {
    /// How styles are written.
    public let encoder: SGREncoder
    /// The frame the terminal shows now, as far as the renderer knows; `nil` before the first frame and
    /// after ``invalidate()``.
    public private(set) var previous: CellBuffer?
    /// The row hashes of ``previous`` when the last frame needed them, so a scroll hashes each frame once.
    private var previousRowHashes: [UInt64]?
    /// The graphics the terminal shows, as far as the renderer knows: those of the last frame rendered, kept
    /// across ``invalidate()`` so that a full redraw still deletes kitty pictures the screen may show.
    private var shownGraphics: [GraphicPlacement] = []

    /// A renderer that writes colours at `colorDepth`.
    public init(colorDepth: ColorDepth) {
        encoder = SGREncoder(colorDepth: colorDepth)
    }

    /// Forgets what the terminal shows, so the next frame is drawn in full (Ctrl-L, or after other output).
    public mutating func invalidate() {
        previous = nil
        previousRowHashes = nil
    }

    /// The bytes that draw `frame`, given the previous one; remembers `frame` as what the terminal now shows.
    public mutating func render(_ frame: CellBuffer) -> [UInt8] {
        var body: [UInt8] = []
        let known: KnownRows
        // Which rows are the same as the terminal shows them, when known: compared once, for the shift and the diff.
        var unchanged: [Bool]?
        let hasGraphics = !frame.graphics.isEmpty || !shownGraphics.isEmpty
        let fullRedraw: Bool
        if let previous, previous.width == frame.width, previous.height == frame.height {
            fullRedraw = false
            let unchangedInPlace = RowShift.unchangedRows(from: previous, to: frame)
            if hasGraphics {
                // A scrolling region would move the pictures too, in ways not tracked here.
                previousRowHashes = nil
                known = KnownRows(screen: previous)
                unchanged = unchangedInPlace
            } else if let shift = RowShift.find(
                from: previous, to: frame, unchanged: unchangedInPlace, rowHashes: &previousRowHashes)
            {
                body += shift.sequence
                known = KnownRows(screen: previous, shift: shift)
            } else {
                known = KnownRows(screen: previous)
                unchanged = unchangedInPlace
            }
        } else {
            fullRedraw = true
            previousRowHashes = nil
            body += ControlSequence.resetAttributes + ControlSequence.eraseScreen
            // ED 2 leaves every cell a space in the default style, so only the other cells need writing.
            known = KnownRows(blankOfWidth: frame.width)
        }
        previous = frame
        var writer = CellWriter(encoder: encoder)
        guard hasGraphics else {
            writeChangedCells(of: frame, over: known, unchanged: unchanged, with: &writer)
            body += writer.output
            return wrap(body, endingIn: writer.style)
        }
        let graphics = GraphicsUpdate(shown: shownGraphics, new: frame.graphics, fullRedraw: fullRedraw)
        shownGraphics = frame.graphics
        writer.sixelBoxes = graphics.sixelBoxes
        writeChangedCells(of: frame, over: known, unchanged: unchanged, with: &writer, forcing: graphics.erased)
        graphics.write(with: &writer)
        body += writer.output
        return wrap(body, endingIn: writer.style)
    }

    /// Writes the cells of `frame` that differ from `known`, the screen before, skipping the rows `unchanged`
    /// marks, and the cells of the `forced` rectangles even where they are equal (a wide character whose second
    /// half lies in one is written from its first).
    private func writeChangedCells(
        of frame: CellBuffer, over known: KnownRows, unchanged: [Bool]?, with writer: inout CellWriter,
        forcing forced: [Rect] = []
    ) {
        for y in 0..<frame.height {
            if !forced.isEmpty, let columns = Self.forcedColumns(in: forced, y: y, width: frame.width) {
                let newRow = frame.row(y)
                for (x, (new, old)) in zip(newRow, known.row(y)).enumerated()
                where (new != old || columns[x] || (x + 1 < columns.count && columns[x + 1] && new.width == 2))
                    && !new.isContinuation
                {
                    writer.write(new, x: x, y: y, row: newRow)
                }
                continue
            }
            if unchanged?[y] == true { continue }
            let newRow = frame.row(y)
            let oldRow = known.row(y)
            guard unchanged != nil || newRow != oldRow else { continue }
            for (x, (new, old)) in zip(newRow, oldRow).enumerated() where new != old && !new.isContinuation {
                writer.write(new, x: x, y: y, row: newRow)
            }
        }
    }

    /// Which of the `width` columns of row `y` lie in one of the `forced` rectangles, or `nil` when none does.
    private static func forcedColumns(in forced: [Rect], y: Int, width: Int) -> [Bool]? {
        var columns: [Bool]?
        for rect in forced where rect.y <= y && y < rect.maxY {
            let (left, right) = (max(0, rect.x), min(width, rect.maxX))
            guard left < right else { continue }
            var marks = columns ?? Array(repeating: false, count: width)
            for x in left..<right { marks[x] = true }
            columns = marks
        }
        return columns
    }

    /// `body` wrapped in a synchronized update and ended at SGR 0, or nothing when `body` is empty.
    private func wrap(_ body: [UInt8], endingIn style: Style) -> [UInt8] {
        guard !body.isEmpty else { return [] }
        let reset = style != .plain ? ControlSequence.resetAttributes : []
        return ControlSequence.beginSynchronizedUpdate + body + reset + ControlSequence.endSynchronizedUpdate
    }
}

/// The rows the terminal shows before a frame is written, as the renderer knows them: the last frame's, moved by
/// the shift the frame starts with, or all blank after the screen was erased. A row is read from the last frame
/// where it now stands, so a shift costs no copy of the screen.
struct KnownRows {
    /// The last frame written; `nil` after the screen was erased.
    let screen: CellBuffer?
    /// The shift performed since `screen` was written, if any.
    let shift: RowShift?
    /// A row of blank cells, for the rows the shift uncovered and the erased screen.
    private let blank: ArraySlice<Cell>

    /// The rows of `screen`, moved by `shift` when one was performed.
    init(screen: CellBuffer, shift: RowShift? = nil) {
        self.screen = screen
        self.shift = shift
        blank = shift == nil ? [] : ArraySlice(repeatElement(Cell.blank, count: screen.width))
    }

    /// The rows of an erased screen `width` columns wide.
    init(blankOfWidth width: Int) {
        screen = nil
        shift = nil
        blank = ArraySlice(repeatElement(Cell.blank, count: width))
    }

    /// The cells row `y` shows.
    func row(_ y: Int) -> ArraySlice<Cell> {
        guard let screen else { return blank }
        guard let shift, y >= shift.top, y <= shift.bottom else { return screen.row(y) }
        let source = y + shift.distance
        return source >= shift.top && source <= shift.bottom ? screen.row(source) : blank
    }
}

/// What one frame does to the graphics on screen: which sixel boxes to erase, and which pictures to write.
private struct GraphicsUpdate {
    /// The kitty delete command for every visible placement, freeing the image data too: the renderer owns the
    /// whole screen, so every picture on it is one of its own.
    static let deleteAllKitty = Array("\u{1B}_Ga=d,d=A,q=2\u{1B}\\".utf8)

    /// Whether every kitty picture is deleted and the new frame's written.
    let replacesKitty: Bool
    /// The kitty pictures of the new frame.
    let kitty: [GraphicPlacement]
    /// The sixel pictures of the new frame, and whether each must be written whatever its cells do.
    let sixel: [(placement: GraphicPlacement, isNew: Bool)]
    /// The boxes of sixel pictures that went or moved: their cells are written again to erase the pixels.
    let erased: [Rect]

    /// The update from the pictures `shown` to those of the `new` frame; `fullRedraw` when the screen was
    /// erased and every picture must be written.
    init(shown: [GraphicPlacement], new: [GraphicPlacement], fullRedraw: Bool) {
        kitty = new.filter { $0.graphic.imageProtocol == .kitty }
        let shownKitty = shown.filter { $0.graphic.imageProtocol == .kitty }
        replacesKitty =
            (fullRedraw && !(shownKitty.isEmpty && kitty.isEmpty)) || Set(shownKitty) != Set(kitty)
        let shownSixel = shown.filter { $0.graphic.imageProtocol == .sixel }
        let newSixel = Set(new.filter { $0.graphic.imageProtocol == .sixel })
        sixel = new.compactMap { placement in
            guard placement.graphic.imageProtocol == .sixel else { return nil }
            return (placement, fullRedraw || !shownSixel.contains(placement))
        }
        // After a full redraw the screen was erased: no old pixels are left.
        erased = fullRedraw ? [] : shownSixel.filter { !newSixel.contains($0) }.map(\.area)
    }

    /// The boxes of the new frame's sixel pictures, in the order of ``sixel``.
    var sixelBoxes: [Rect] { sixel.map(\.placement.area) }

    /// Writes, after the cells, the kitty delete and pictures when they changed, and every sixel picture that is
    /// new or whose box `writer` wrote a cell into.
    func write(with writer: inout CellWriter) {
        if replacesKitty {
            writer.writeSequence(Self.deleteAllKitty)
            for placement in kitty { writer.write(placement) }
        }
        for (index, entry) in sixel.enumerated() where entry.isNew || writer.sixelBoxWritten[index] {
            writer.write(entry.placement)
        }
    }
}

/// Writes cells one by one, tracking where the cursor is and which style is set.
private struct CellWriter {
    let encoder: SGREncoder
    var output: [UInt8] = []
    /// Where the cursor stands, or `nil` when unknown (after writing the last column, it waits to wrap).
    var cursor: (x: Int, y: Int)?
    /// The style the terminal has set; each frame starts and ends at SGR 0.
    var style = Style.plain
    /// Boxes of sixel pictures to watch: writing a cell in one erases pixels, so the picture must be written again.
    var sixelBoxes: [Rect] = [] {
        didSet { sixelBoxWritten = Array(repeating: false, count: sixelBoxes.count) }
    }
    /// Whether a cell of each of ``sixelBoxes`` was written.
    private(set) var sixelBoxWritten: [Bool] = []

    init(encoder: SGREncoder) {
        self.encoder = encoder
    }

    /// Writes `cell` at column `x` of row `y`, whose cells are `row`.
    mutating func write(_ cell: Cell, x: Int, y: Int, row: ArraySlice<Cell>) {
        let rowWidth = row.count
        var firstWritten = x
        if cursor?.x != x || cursor?.y != y {
            let move = ControlSequence.moveCursor(column: x, row: y)
            if let gap = unchangedGap(to: x, y: y, row: row, cheaperThan: move.count) {
                // Rewriting a few unchanged cells costs fewer bytes than moving over them.
                output += gap
                firstWritten = x - gap.count
            } else {
                output += move
            }
        }
        if cell.style != style {
            output += encoder.sequence(for: cell.style)
            style = cell.style
        }
        let next = x + max(1, Int(cell.width))
        if !sixelBoxes.isEmpty { noteWritten(Rect(x: firstWritten, y: y, width: next - firstWritten, height: 1)) }
        if cell.width == 2, cell.grapheme.unicodeScalars.count > 1, let character = cell.grapheme.first,
            TextWidth.hasTerminalDependentWidth(character)
        {
            // Terminals draw this in 1, 2 or 4 columns: blank both columns first, so a narrow drawing leaves
            // nothing stale, and place the cursor explicitly afterwards, so the row stays aligned.
            output += Array("  ".utf8) + ControlSequence.moveCursor(column: x, row: y) + Array(cell.grapheme.utf8)
            cursor = nil
            return
        }
        output += Array(cell.grapheme.utf8)
        cursor = next < rowWidth ? (next, y) : nil
    }

    /// Marks the sixel boxes that share a cell with `span`, which was just written.
    private mutating func noteWritten(_ span: Rect) {
        for (index, box) in sixelBoxes.enumerated() where !box.intersection(span).isEmpty {
            sixelBoxWritten[index] = true
        }
    }

    /// Writes `placement`'s picture: a CUP to its top-left cell and its sequence, in the default style (a sixel
    /// may paint its background in the current one).
    mutating func write(_ placement: GraphicPlacement) {
        output += ControlSequence.moveCursor(column: placement.x, row: placement.y)
        writeSequence(placement.graphic.sequence)
    }

    /// Writes `sequence`, an image sequence or command, in the default style; the cursor is unknown afterwards
    /// (a picture moves it), so the next cell written moves it first.
    mutating func writeSequence(_ sequence: [UInt8]) {
        if style != .plain {
            output += ControlSequence.resetAttributes
            style = .plain
        }
        output += sequence
        cursor = nil
    }

    /// The bytes of the cells between the cursor and column `x` on row `y`, when the cursor is on that row
    /// before `x`, every cell between is one ASCII byte in the current style, and they are fewer than `limit`.
    private func unchangedGap(to x: Int, y: Int, row: ArraySlice<Cell>, cheaperThan limit: Int) -> [UInt8]? {
        guard let cursor, cursor.y == y, cursor.x < x, x - cursor.x < limit else { return nil }
        var bytes: [UInt8] = []
        for column in cursor.x..<x {
            let cell = row[row.startIndex + column]
            let utf8 = cell.grapheme.utf8
            guard cell.width == 1, cell.style == style, utf8.count == 1, let byte = utf8.first else { return nil }
            bytes.append(byte)
        }
        return bytes
    }
}

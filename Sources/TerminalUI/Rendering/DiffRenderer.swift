/// Turns frames (``CellBuffer``s) into the bytes that bring the terminal from the last frame to the new one.
///
/// Only cells that changed are written: the cursor is moved (CUP) only where the next changed cell is not
/// where the cursor already stands, and an SGR sequence is written only when the style changes. A block of rows
/// that moved (a scrolled list) is moved by the terminal with a scrolling region instead of being rewritten.
/// The first frame, a frame of a new size and the frame after ``invalidate()`` (Ctrl-L) are drawn in full.
/// Every non-empty output is wrapped in a synchronized update (DEC private mode 2026), so the terminal shows
/// whole frames only, and ends with SGR 0. A frame identical to the last one produces no bytes at all.
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
        let known: CellBuffer
        // Which rows are the same as the terminal shows them, when known: compared once, for the shift and the diff.
        var unchanged: [Bool]?
        if let previous, previous.width == frame.width, previous.height == frame.height {
            let unchangedInPlace = RowShift.unchangedRows(from: previous, to: frame)
            if let shift = RowShift.find(
                from: previous, to: frame, unchanged: unchangedInPlace, rowHashes: &previousRowHashes)
            {
                body += shift.sequence
                known = shift.apply(to: previous)
            } else {
                known = previous
                unchanged = unchangedInPlace
            }
        } else {
            previousRowHashes = nil
            body += ControlSequence.resetAttributes + ControlSequence.eraseScreen
            // ED 2 leaves every cell a space in the default style, so only the other cells need writing.
            known = CellBuffer(width: frame.width, height: frame.height)
        }
        previous = frame
        var writer = CellWriter(encoder: encoder)
        for y in 0..<frame.height {
            if unchanged?[y] == true { continue }
            let newRow = frame.row(y)
            let oldRow = known.row(y)
            guard unchanged != nil || newRow != oldRow else { continue }
            for (x, (new, old)) in zip(newRow, oldRow).enumerated() where new != old && !new.isContinuation {
                writer.write(new, x: x, y: y, row: newRow)
            }
        }
        body += writer.output
        guard !body.isEmpty else { return [] }
        if writer.style != .plain { body += ControlSequence.resetAttributes }
        return ControlSequence.beginSynchronizedUpdate + body + ControlSequence.endSynchronizedUpdate
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

    init(encoder: SGREncoder) {
        self.encoder = encoder
    }

    /// Writes `cell` at column `x` of row `y`, whose cells are `row`.
    mutating func write(_ cell: Cell, x: Int, y: Int, row: ArraySlice<Cell>) {
        let rowWidth = row.count
        if cursor?.x != x || cursor?.y != y {
            let move = ControlSequence.moveCursor(column: x, row: y)
            if let gap = unchangedGap(to: x, y: y, row: row, cheaperThan: move.count) {
                // Rewriting a few unchanged cells costs fewer bytes than moving over them.
                output += gap
            } else {
                output += move
            }
        }
        if cell.style != style {
            output += encoder.sequence(for: cell.style)
            style = cell.style
        }
        let next = x + max(1, Int(cell.width))
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

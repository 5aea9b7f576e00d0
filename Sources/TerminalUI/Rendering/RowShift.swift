/// A block of rows that moved up or down between two frames, as when a list scrolls by a row: the renderer
/// moves it with a scrolling region (DECSTBM with SU or SD) instead of writing every cell again.
struct RowShift: Sendable, Hashable {
    /// The first row of the scrolling region, from 0.
    var top: Int
    /// The last row of the scrolling region, inclusive.
    var bottom: Int
    /// Rows moved: positive when the content moves up (SU), negative when it moves down (SD).
    var distance: Int

    /// Fewest rows a shift must save from rewriting before it is worth a scrolling region.
    static let minimumGain = 3

    /// The shift that saves the most rewritten rows between `old` and `new` (buffers of the same size), or
    /// `nil` when none saves at least ``minimumGain`` rows.
    ///
    /// Rows are first compared in place: when fewer than ``minimumGain`` rows changed (a selection move, a
    /// status line), no shift can pay off and nothing is hashed. Otherwise candidates are found by row hashes in
    /// at most O(rows²) comparisons of integers, shortest distances first, stopping at the first distance that
    /// could not keep more rows than the best found. The rows are not compared cell by cell here: the renderer
    /// writes every cell that differs from the row the shift moved there, so a hash collision can only cost the
    /// rows it rewrites, never draw a wrong row.
    ///
    /// `rowHashes` carries the row hashes from one frame to the next, so each frame's rows are hashed once: on
    /// entry it holds those of `old` (or `nil` when unknown), on return those of `new` (or `nil` when they were
    /// not needed).
    ///
    /// `unchanged` says, row by row, whether `new` equals `old` in place (``unchangedRows(from:to:)``); the
    /// renderer computes it once and uses it again when no shift is found.
    static func find(
        from old: CellBuffer, to new: CellBuffer, unchanged: [Bool], rowHashes: inout [UInt64]?
    ) -> RowShift? {
        let known = rowHashes
        rowHashes = nil
        guard old.width == new.width, old.height == new.height, new.height > 1, unchanged.count == new.height
        else { return nil }
        let height = new.height
        guard unchanged.count(where: { !$0 }) >= minimumGain else { return nil }
        let oldHashes = known.flatMap { $0.count == height ? $0 : nil } ?? (0..<height).map { hash(of: old.row($0)) }
        let newHashes = (0..<height).map { hash(of: new.row($0)) }
        rowHashes = newHashes
        var best: (shift: RowShift, gain: Int)?
        // A shift by `distance` keeps at most `height - distance` rows, so once that cannot beat the best found,
        // no longer shift can: a list scrolled by a row stops after a few distances instead of trying them all.
        for distance in 1..<height {
            if height - distance <= best?.gain ?? 0 { break }
            for signed in stride(from: distance, through: -distance, by: -2 * distance) {
                var runStart = -1
                var gain = 0
                for y in 0...height {
                    let source = y + signed
                    if y < height, source >= 0, source < height, newHashes[y] == oldHashes[source] {
                        if runStart < 0 { (runStart, gain) = (y, 0) }
                        if !unchanged[y] { gain += 1 }
                        continue
                    }
                    if runStart >= 0, gain >= minimumGain, gain > best?.gain ?? 0 {
                        let runEnd = y - 1
                        let shift =
                            signed > 0
                            ? RowShift(top: runStart, bottom: runEnd + signed, distance: signed)
                            : RowShift(top: runStart + signed, bottom: runEnd, distance: signed)
                        best = (shift, gain)
                    }
                    runStart = -1
                }
            }
        }
        return best?.shift
    }

    /// Whether each row of `new` equals the same row of `old` (buffers of the same size).
    static func unchangedRows(from old: CellBuffer, to new: CellBuffer) -> [Bool] {
        (0..<new.height).map { old.row($0) == new.row($0) }
    }

    /// `buffer` as the terminal shows it after this shift: the rows moved, the uncovered rows blank.
    func apply(to buffer: CellBuffer) -> CellBuffer {
        var result = buffer
        for y in top...bottom {
            let source = y + distance
            if source >= top && source <= bottom {
                result.replaceRow(y, with: buffer.row(source))
            } else {
                result.blankRow(y)
            }
        }
        return result
    }

    /// A hash of a row for finding moved rows: FNV-1a over each cell's grapheme number, width and style. Much cheaper than
    /// `Hasher` on a row of `String`s; a collision only makes a candidate fail the cell-by-cell check.
    static func hash(of row: ArraySlice<Cell>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ value: UInt64) {
            hash = (hash ^ value) &* 0x0000_0100_0000_01b3
        }
        for cell in row {
            mix(UInt64(cell.code) | UInt64(cell.width) << 32 | UInt64(cell.style.attributes.rawValue) << 40)
            mix(UInt64(cell.style.foreground.packed) | UInt64(cell.style.background.packed) << 32)
        }
        return hash
    }

    /// The bytes that make the terminal perform this shift; they leave the cursor at the home position.
    var sequence: [UInt8] {
        ControlSequence.resetAttributes + ControlSequence.setScrollRegion(top: top, bottom: bottom)
            + (distance > 0 ? ControlSequence.scrollUp(distance) : ControlSequence.scrollDown(-distance))
            + ControlSequence.resetScrollRegion
    }
}

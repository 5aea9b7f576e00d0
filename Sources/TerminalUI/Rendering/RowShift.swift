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
    /// `nil` when none saves at least ``minimumGain`` rows. Candidates are found by row hashes in
    /// O(rows²) comparisons of integers; the chosen one is then checked cell by cell, so a hash collision can
    /// only cost the shift, never draw a wrong row.
    static func find(from old: CellBuffer, to new: CellBuffer) -> RowShift? {
        guard old.width == new.width, old.height == new.height, new.height > 1 else { return nil }
        let height = new.height
        let oldHashes = (0..<height).map { old.row($0).hashValue }
        let newHashes = (0..<height).map { new.row($0).hashValue }
        let unchanged = (0..<height).map { oldHashes[$0] == newHashes[$0] }
        guard unchanged.contains(false) else { return nil }
        var best: (shift: RowShift, gain: Int, runStart: Int, runEnd: Int)?
        for distance in 1..<height {
            for signed in [distance, -distance] {
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
                        best = (shift, gain, runStart, runEnd)
                    }
                    runStart = -1
                }
            }
        }
        guard let best else { return nil }
        let verified = (best.runStart...best.runEnd).allSatisfy { y in
            new.row(y).elementsEqual(old.row(y + best.shift.distance))
        }
        return verified ? best.shift : nil
    }

    /// `buffer` as the terminal shows it after this shift: the rows moved, the uncovered rows blank.
    func apply(to buffer: CellBuffer) -> CellBuffer {
        var result = buffer
        for y in top...bottom {
            let source = y + distance
            for x in 0..<buffer.width {
                result[x, y] = source >= top && source <= bottom ? buffer[x, source] : .blank
            }
        }
        return result
    }

    /// The bytes that make the terminal perform this shift; they leave the cursor at the home position.
    var sequence: [UInt8] {
        ControlSequence.resetAttributes + ControlSequence.setScrollRegion(top: top, bottom: bottom)
            + (distance > 0 ? ControlSequence.scrollUp(distance) : ControlSequence.scrollDown(-distance))
            + ControlSequence.resetScrollRegion
    }
}

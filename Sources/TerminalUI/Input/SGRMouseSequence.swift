/// Reads the parameters of an xterm SGR mouse report, `ESC [ < Cb ; Cx ; Cy M` for a press (or a drag, a move,
/// a wheel notch) and the same ending in `m` for a release, into a ``MouseEvent``.
///
/// `Cb` is the button code: its two low bits name the button (0 left, 1 middle, 2 right, 3 none), 4, 8 and 16 add
/// Shift, Alt and Control, 32 marks a motion, and 64 puts the low bits on the wheel (64 up, 65 down). `Cx` and `Cy`
/// count cells from 1. Anything else is refused: a field missing, empty or not decimal, a fourth field, a
/// coordinate of 0, a number too large for an `Int`, the wheel's sideways directions (66, 67) and the extra
/// buttons (128 and up), which the app has no use for.
enum SGRMouseSequence {
    /// The byte after `ESC [` that marks an SGR mouse report.
    static let marker = UInt8(ascii: "<")

    /// The event of a report whose bytes between `ESC [ <` and the final byte are `parameters` and whose final byte
    /// is `final`; nil when the report is malformed.
    static func event(parameters: ArraySlice<UInt8>, final: UInt8) -> MouseEvent? {
        guard final == UInt8(ascii: "M") || final == UInt8(ascii: "m") else { return nil }
        let fields = parameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
        guard fields.count == 3, let code = number(fields[0]), let x = number(fields[1]), let y = number(fields[2]),
            x >= 1, y >= 1, code < 128
        else { return nil }
        let isMotion = code & 32 != 0
        let button: MouseEvent.Button
        switch (code & 64 != 0, code & 3) {
        case (false, 0): button = .left
        case (false, 1): button = .middle
        case (false, 2): button = .right
        case (false, _): button = .none
        case (true, 0): button = .wheelUp
        case (true, 1): button = .wheelDown
        case (true, _): return nil
        }
        let kind: MouseEvent.Kind
        if final == UInt8(ascii: "m") {
            kind = .release
        } else if isMotion {
            kind = button == .none ? .move : .drag
        } else {
            kind = .press
        }
        return MouseEvent(
            button: button, kind: kind, column: x - 1, row: y - 1,
            modifiers: MouseEvent.Modifiers(rawValue: (code >> 2) & 7))
    }

    /// The decimal number `digits` spell; nil when empty, not all digits, or too large for an `Int`.
    private static func number(_ digits: ArraySlice<UInt8>) -> Int? {
        guard !digits.isEmpty else { return nil }
        var value = 0
        for digit in digits {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(digit) else { return nil }
            let (times, overflowTimes) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflowSum) = times.addingReportingOverflow(Int(digit - UInt8(ascii: "0")))
            guard !overflowTimes, !overflowSum else { return nil }
            value = sum
        }
        return value
    }
}

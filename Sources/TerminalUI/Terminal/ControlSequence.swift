/// The ECMA-48 and xterm control sequences the toolkit writes, as bytes.
public enum ControlSequence {
    /// `ESC [`, the Control Sequence Introducer (CSI).
    static let csi = "\u{1B}["

    /// Switches to the alternate screen buffer and saves the cursor (DEC private mode 1049 set).
    public static let enterAlternateScreen = Array("\u{1B}[?1049h".utf8)
    /// Returns to the normal screen buffer and restores the cursor (DEC private mode 1049 reset).
    public static let leaveAlternateScreen = Array("\u{1B}[?1049l".utf8)
    /// Hides the cursor (DEC private mode 25 reset).
    public static let hideCursor = Array("\u{1B}[?25l".utf8)
    /// Shows the cursor (DEC private mode 25 set).
    public static let showCursor = Array("\u{1B}[?25h".utf8)
    /// Turns bracketed paste off (DEC private mode 2004 reset), so pasted text arrives as plain keys.
    public static let disableBracketedPaste = Array("\u{1B}[?2004l".utf8)
    /// Starts a synchronized update (DEC private mode 2026 set): the terminal shows nothing until it ends.
    public static let beginSynchronizedUpdate = Array("\u{1B}[?2026h".utf8)
    /// Ends a synchronized update (DEC private mode 2026 reset) and shows the frame at once.
    public static let endSynchronizedUpdate = Array("\u{1B}[?2026l".utf8)
    /// Resets every SGR attribute and colour (SGR 0).
    public static let resetAttributes = Array("\u{1B}[0m".utf8)
    /// Erases the whole screen (ED 2).
    public static let eraseScreen = Array("\u{1B}[2J".utf8)
    /// Resets the scrolling region to the whole screen (DECSTBM without parameters).
    public static let resetScrollRegion = Array("\u{1B}[r".utf8)
    /// Asks the terminal to report the mouse: presses and releases (mode 1000), motion while a button is held
    /// (mode 1002), in the SGR format (mode 1006) that ``KeyDecoder`` reads. The terminal's own selection then
    /// needs Shift held, in most terminals.
    public static let enableMouseReporting = Array("\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h".utf8)
    /// Stops the mouse reports (modes 1006, 1002 and 1000 reset, in the reverse order), so the terminal's own
    /// selection works again; harmless when they were never on.
    public static let disableMouseReporting = Array("\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l".utf8)

    /// What a session writes when it starts: alternate screen, hidden cursor, bracketed paste off, default
    /// attributes, erased screen; the mouse is not reported (``setup(reportingMouse:)``).
    public static let setup = setup(reportingMouse: false)

    /// What a session writes when it starts: alternate screen, hidden cursor, bracketed paste off, the mouse
    /// reported when `reportingMouse` (``enableMouseReporting``), default attributes, erased screen.
    public static func setup(reportingMouse: Bool) -> [UInt8] {
        enterAlternateScreen + hideCursor + disableBracketedPaste + (reportingMouse ? enableMouseReporting : [])
            + resetAttributes + eraseScreen
    }

    /// What is written on every exit path, normal or not: end any synchronized update, reset attributes and the
    /// scrolling region, stop any mouse reports, show the cursor, and leave the alternate screen last, so the
    /// output always ends with `ESC [ ? 1049 l`.
    public static let restore =
        endSynchronizedUpdate + resetAttributes + resetScrollRegion + disableMouseReporting + showCursor
        + leaveAlternateScreen

    /// Moves the cursor to zero-based `column` and `row` (CUP, which counts from 1).
    public static func moveCursor(column: Int, row: Int) -> [UInt8] {
        Array("\u{1B}[\(row + 1);\(column + 1)H".utf8)
    }

    /// Limits scrolling to the zero-based rows `top...bottom` (DECSTBM); the cursor moves home.
    public static func setScrollRegion(top: Int, bottom: Int) -> [UInt8] {
        Array("\u{1B}[\(top + 1);\(bottom + 1)r".utf8)
    }

    /// Scrolls the scrolling region up by `lines` (SU): rows move up, blank rows appear at the bottom.
    public static func scrollUp(_ lines: Int) -> [UInt8] {
        Array("\u{1B}[\(lines)S".utf8)
    }

    /// Scrolls the scrolling region down by `lines` (SD): rows move down, blank rows appear at the top.
    public static func scrollDown(_ lines: Int) -> [UInt8] {
        Array("\u{1B}[\(lines)T".utf8)
    }

    /// Asks the terminal to put `text` on the system clipboard (OSC 52 with the `c` selection, BEL-terminated).
    /// `text` is sent base64-encoded, so it cannot end the sequence early.
    public static func setClipboard(_ text: String) -> [UInt8] {
        Array("\u{1B}]52;c;".utf8) + Base64.encode(Array(text.utf8)) + [0x07]
    }
}

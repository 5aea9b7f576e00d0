import Foundation

/// What `ioctl(TIOCGWINSZ)` reports of a terminal: its size in cells and, when the terminal says, in pixels.
public struct TerminalWindowSize: Sendable, Hashable {
    /// Columns; above 0.
    public let columns: Int
    /// Rows; above 0.
    public let rows: Int
    /// The width of the text area in pixels; 0 when the terminal does not say.
    public let pixelWidth: Int
    /// The height of the text area in pixels; 0 when the terminal does not say.
    public let pixelHeight: Int

    /// The size of the terminal on `descriptor`; `nil` when it is not a terminal or reports 0 columns or rows.
    public static func of(descriptor: Int32) -> TerminalWindowSize? {
        var window = winsize()
        #if canImport(Glibc)
            let request = UInt(TIOCGWINSZ)
        #else
            let request = TIOCGWINSZ
        #endif
        guard ioctl(descriptor, request, &window) == 0, window.ws_col > 0, window.ws_row > 0 else { return nil }
        return TerminalWindowSize(
            columns: Int(window.ws_col), rows: Int(window.ws_row), pixelWidth: Int(window.ws_xpixel),
            pixelHeight: Int(window.ws_ypixel))
    }
}

/// The terminal a ``TerminalSession`` draws on: everything the toolkit does to a terminal goes through this
/// small protocol, so tests use an ``InMemoryTerminal`` and the app a ``TTYTerminal``.
public protocol TerminalDevice: Sendable {
    /// The size of the terminal now, in cells.
    func size() -> TerminalSize

    /// Writes all of `bytes`, in order.
    ///
    /// - Throws: ``TerminalError/writeFailed(errno:)`` when the terminal refuses them.
    func write(_ bytes: [UInt8]) throws

    /// Saves the current terminal mode and switches to raw mode: no echo, no line editing, no signals from
    /// Ctrl-C or Ctrl-Z, no output processing, input delivered byte by byte.
    ///
    /// - Throws: ``TerminalError/modeFailed(errno:)`` when the mode cannot be read or set.
    func enterRawMode() throws

    /// Puts back the mode saved by ``enterRawMode()``; does nothing when raw mode is not on. Never fails: on
    /// the way out there is nobody left to report to.
    func restoreMode()
}

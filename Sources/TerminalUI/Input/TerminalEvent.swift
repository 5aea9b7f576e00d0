/// Something that happened at the terminal, in the order it happened.
public enum TerminalEvent: Sendable, Hashable {
    /// A key was pressed.
    case key(Key)
    /// The mouse did something (only while the session reports the mouse; see ``ControlSequence/enableMouseReporting``).
    case mouse(MouseEvent)
    /// The terminal changed size (SIGWINCH); the new size, from `ioctl(TIOCGWINSZ)`.
    case resize(TerminalSize)
}

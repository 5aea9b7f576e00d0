/// A failure of the terminal itself, with the `errno` the system reported.
public enum TerminalError: Error, Sendable, Hashable {
    /// The file descriptor is not a terminal (`isatty` is false), so there is no terminal to draw on.
    case notATerminal(descriptor: Int32)
    /// Reading or setting the terminal mode (`tcgetattr`/`tcsetattr`) failed.
    case modeFailed(errno: Int32)
    /// Writing to the terminal failed.
    case writeFailed(errno: Int32)
    /// Creating the pipe that wakes the input thread failed.
    case pipeFailed(errno: Int32)
}

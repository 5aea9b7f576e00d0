import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's real standard output and error.
struct StandardConsole: Console {
    let isTerminal: Bool
    let width: Int

    /// Reads the terminal state; the width is `COLUMNS`, else the terminal's, else 80.
    init(environment: [String: String]) {
        isTerminal = isatty(STDOUT_FILENO) == 1
        if let columns = environment["COLUMNS"].flatMap(Int.init), columns > 0 {
            width = columns
        } else if isTerminal, let columns = Self.terminalColumns(), columns > 0 {
            width = columns
        } else {
            width = 80
        }
    }

    func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    func writeError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    private static func terminalColumns() -> Int? {
        var size = winsize()
        #if canImport(Glibc)
            let request = UInt(TIOCGWINSZ)
        #else
            let request = TIOCGWINSZ
        #endif
        guard ioctl(STDOUT_FILENO, request, &size) == 0 else { return nil }
        return Int(size.ws_col)
    }
}

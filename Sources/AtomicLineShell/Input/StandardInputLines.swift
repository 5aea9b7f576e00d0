import Foundation

/// Standard input as a stream of lines, read whole (the terminal's own line editing, not raw mode) on a thread of
/// its own, so that the main actor never waits on it.
public enum StandardInputLines {
    /// The lines of standard input without their line feeds, ending at the end of the input.
    public static func stream() -> AsyncStream<String> {
        AsyncStream { continuation in
            let reader = Thread {
                while let line = readLine(strippingNewline: true) {
                    continuation.yield(line)
                }
                continuation.finish()
            }
            reader.name = "atomic standard input"
            reader.start()
        }
    }
}

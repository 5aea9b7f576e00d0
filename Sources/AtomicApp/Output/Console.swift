import Foundation

/// Where `atomic` writes: standard output and standard error, and what it knows of the terminal.
protocol Console: Sendable {
    /// Whether standard output is a terminal (so the interactive app or styles may be used).
    var isTerminal: Bool { get }
    /// The width plain output is fitted to, in columns.
    var width: Int { get }
    /// Writes `text` to standard output as is.
    func write(_ text: String)
    /// Writes `text` to standard error as is.
    func writeError(_ text: String)
}

import AtomicCore

/// A terminal in memory, for tests: it records every byte written and whether raw mode is on, and its size is
/// whatever the test sets.
public final class InMemoryTerminal: TerminalDevice {
    private struct State {
        var size: TerminalSize
        var output: [UInt8] = []
        var isRaw = false
        var rawModeEntries = 0
        var failsWrites = false
    }

    private let state: Locked<State>

    /// A terminal of `size`, 80 × 24 unless told otherwise.
    public init(size: TerminalSize = TerminalSize(columns: 80, rows: 24)) {
        state = Locked(State(size: size))
    }

    /// Every byte written so far.
    public var output: [UInt8] { state.withLock { $0.output } }

    /// Every byte written so far, decoded as UTF-8.
    public var outputText: String { String(decoding: output, as: UTF8.self) }

    /// Whether raw mode is on.
    public var isRaw: Bool { state.withLock { $0.isRaw } }

    /// How many times raw mode was entered.
    public var rawModeEntries: Int { state.withLock { $0.rawModeEntries } }

    /// Changes the size the terminal reports.
    public func resize(to size: TerminalSize) {
        state.withLock { $0.size = size }
    }

    /// Forgets the output so far.
    public func clearOutput() {
        state.withLock { $0.output.removeAll() }
    }

    /// Makes every later write fail with `EIO` (5) when `fails` is true, as a closed terminal does.
    public func failWrites(_ fails: Bool) {
        state.withLock { $0.failsWrites = fails }
    }

    /// The size set by the test.
    public func size() -> TerminalSize { state.withLock { $0.size } }

    /// Records `bytes`.
    ///
    /// - Throws: ``TerminalError/writeFailed(errno:)`` with `EIO` after ``failWrites(_:)``.
    public func write(_ bytes: [UInt8]) throws {
        try state.withLock {
            if $0.failsWrites { throw TerminalError.writeFailed(errno: 5) }
            $0.output += bytes
        }
    }

    /// Turns raw mode on.
    public func enterRawMode() throws {
        state.withLock {
            $0.isRaw = true
            $0.rawModeEntries += 1
        }
    }

    /// Turns raw mode off.
    public func restoreMode() {
        state.withLock { $0.isRaw = false }
    }
}

import AtomicTestSupport
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `atomic-tty-probe list` running on a pseudo-terminal, driven by writing keys and read through a
/// ``ScreenModel`` of what it drew.
final class InteractiveProbe {
    /// How long the probe may run before it is killed, so a screen that never comes fails the test instead of
    /// hanging it. A deadline, not a synchronisation: no test waits for it to pass.
    static let deadline = Duration.seconds(60)

    let process = ChildProcess()
    let controller: Int32
    private(set) var received: [UInt8] = []
    private let terminal: PseudoTerminal

    /// Starts the probe on a new pseudo-terminal of `columns` × `rows`.
    init(columns: Int, rows: Int) throws {
        terminal = try PseudoTerminal()
        controller = terminal.controller
        resize(columns: columns, rows: rows)
        let side = open(terminal.terminalPath, O_RDWR | O_NOCTTY)
        guard side >= 0 else { throw PseudoTerminal.Failure.openFailed(errno: errno) }
        let handle = FileHandle(fileDescriptor: side, closeOnDealloc: true)
        process.executableURL = try BuildProducts.executable(named: "atomic-tty-probe", override: "ATOMIC_TTY_PROBE")
        process.arguments = ["list"]
        var environment = ProcessInfo.processInfo.environment
        environment["TERM"] = "xterm-256color"
        process.environment = environment
        process.standardInput = .fileHandle(handle)
        process.standardOutput = .fileHandle(handle)
        process.standardError = .fileHandle(handle)
        try process.run()
        try handle.close()
        watchdog = Self.startWatchdog(for: process.processIdentifier)
    }

    deinit {
        watchdog?.cancel()
    }

    private var watchdog: Task<Void, Never>?

    private static func startWatchdog(for identifier: Int32) -> Task<Void, Never> {
        let deadline = deadline
        return Task.detached {
            try? await Task.sleep(for: deadline)
            if !Task.isCancelled { kill(identifier, SIGKILL) }
        }
    }

    /// Sets the terminal's size (TIOCSWINSZ); the probe learns of it from SIGWINCH, see ``signalResize()``.
    func resize(columns: Int, rows: Int) {
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(controller, UInt(TIOCSWINSZ), &size)
    }

    /// Sends SIGWINCH, as the terminal does to its foreground process when it is resized.
    func signalResize() {
        kill(process.processIdentifier, SIGWINCH)
    }

    /// Types `bytes` on the terminal.
    func send(_ bytes: [UInt8]) {
        _ = bytes.withUnsafeBytes { write(controller, $0.baseAddress, $0.count) }
    }

    /// Types `text` on the terminal.
    func send(_ text: String) {
        send(Array(text.utf8))
    }

    /// Reads output until the screen drawn by the bytes from `start` on, in a terminal of `columns` × `rows`,
    /// satisfies `predicate`; returns that screen, or `nil` when the output ends first.
    func waitForScreen(
        columns: Int = 80,
        rows: Int = 24,
        from start: Int = 0,
        until predicate: (ScreenModel) -> Bool
    ) async -> ScreenModel? {
        while true {
            var model = ScreenModel(width: columns, height: rows)
            model.apply(Array(received[min(start, received.count)...]))
            if predicate(model) { return model }
            guard let chunk = await readChunk() else { return nil }
            received += chunk
        }
    }

    /// Reads the rest of the output, waits for the exit, and reads the terminal's mode then.
    func waitForExit() async -> PseudoTerminal.Outcome {
        while let chunk = await readChunk() { received += chunk }
        let process = process
        await BuildProducts.onOwnThread { process.waitUntilExit() }
        let mode = terminal.mode()
        return PseudoTerminal.Outcome(
            status: process.terminationStatus,
            reason: process.terminationReason,
            output: String(decoding: received, as: UTF8.self),
            echo: mode.c_lflag & tcflag_t(ECHO) != 0,
            canonical: mode.c_lflag & tcflag_t(ICANON) != 0
        )
    }

    /// The next bytes the probe wrote, or `nil` at the end (EIO once it has exited).
    private func readChunk() async -> [UInt8]? {
        let controller = controller
        return await BuildProducts.onOwnThread {
            var chunk = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = read(controller, &chunk, chunk.count)
                if count > 0 { return Array(chunk[..<count]) }
                if count < 0, errno == EINTR { continue }
                return nil
            }
        }
    }
}

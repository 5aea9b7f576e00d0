import AtomicTestSupport
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A pseudo-terminal pair for tests: a child process gets the terminal side, the test reads what it wrote from
/// the controlling side and reads the terminal's mode after it exits.
final class PseudoTerminal {
    /// What a child did on the terminal.
    struct Outcome: Sendable {
        let status: Int32
        let reason: ChildProcess.TerminationReason
        /// Every byte the child wrote, as text.
        let output: String
        /// Whether echo (ECHO) and canonical mode (ICANON) are on after the child exited.
        let echo: Bool
        let canonical: Bool
    }

    enum Failure: Error {
        case openFailed(errno: Int32)
    }

    let controller: Int32
    let terminalPath: String

    init() throws {
        // Swift's Glibc module leaves out the X/Open pseudo-terminal functions, so they are looked up by name
        // (which works with Darwin's C library too).
        typealias Open = @convention(c) (Int32) -> Int32
        typealias Operate = @convention(c) (Int32) -> Int32
        typealias Name = @convention(c) (Int32, UnsafeMutablePointer<CChar>, Int) -> Int32
        let library = dlopen(nil, RTLD_NOW)
        guard let openSymbol = dlsym(library, "posix_openpt"), let grantSymbol = dlsym(library, "grantpt"),
            let unlockSymbol = dlsym(library, "unlockpt"), let nameSymbol = dlsym(library, "ptsname_r")
        else { throw Failure.openFailed(errno: ENOSYS) }
        controller = unsafeBitCast(openSymbol, to: Open.self)(O_RDWR | O_NOCTTY)
        var name = [CChar](repeating: 0, count: 128)
        guard controller >= 0, unsafeBitCast(grantSymbol, to: Operate.self)(controller) == 0,
            unsafeBitCast(unlockSymbol, to: Operate.self)(controller) == 0,
            unsafeBitCast(nameSymbol, to: Name.self)(controller, &name, name.count) == 0
        else { throw Failure.openFailed(errno: errno) }
        terminalPath = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    deinit {
        close(controller)
    }

    /// Waits until process `pid` is stopped (state `T` in `/proc/<pid>/stat`), for up to 30 seconds of polling;
    /// false when it never stopped or has ended.
    static func waitUntilStopped(_ pid: Int32) async -> Bool {
        for _ in 0..<3000 {
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                let end = stat.range(of: ") ", options: .backwards)
            else { return false }
            let state = stat[end.upperBound...].first
            if state == "T" { return true }
            if state == "Z" || state == "X" { return false }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return false
    }

    /// The terminal's current mode, read through the controlling side.
    func mode() -> termios {
        var mode = termios()
        _ = tcgetattr(controller, &mode)
        return mode
    }

    /// Runs `executable` with `arguments` on the terminal side (as standard input, output and error) until it
    /// exits, reading everything it writes; `whileRunning` gets its process id once it has started.
    func run(
        _ executable: URL, arguments: [String], environment: [String: String],
        whileRunning: @escaping @Sendable (Int32) async -> Void = { _ in }
    ) async throws -> Outcome {
        let terminal = open(terminalPath, O_RDWR | O_NOCTTY)
        guard terminal >= 0 else { throw Failure.openFailed(errno: errno) }
        let handle = FileHandle(fileDescriptor: terminal, closeOnDealloc: true)
        let process = ChildProcess()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        process.standardInput = .fileHandle(handle)
        process.standardOutput = .fileHandle(handle)
        process.standardError = .fileHandle(handle)
        try process.run()
        let watcher = Task { await whileRunning(process.processIdentifier) }
        defer { watcher.cancel() }
        // With our copy of the terminal side closed, reading ends (EIO) once the child has exited and
        // everything it wrote has been read.
        try handle.close()
        let controller = controller
        let output = await BuildProducts.onOwnThread {
            var bytes: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = read(controller, &chunk, chunk.count)
                if count > 0 {
                    bytes += chunk[..<count]
                } else if count < 0, errno == EINTR {
                    continue
                } else {
                    return bytes
                }
            }
        }
        await BuildProducts.onOwnThread { process.waitUntilExit() }
        await watcher.value
        let mode = mode()
        return Outcome(
            status: process.terminationStatus,
            reason: process.terminationReason,
            output: String(decoding: output, as: UTF8.self),
            echo: mode.c_lflag & tcflag_t(ECHO) != 0,
            canonical: mode.c_lflag & tcflag_t(ICANON) != 0
        )
    }
}

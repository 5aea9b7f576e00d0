import DemoServer
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Demo start-up: the time from starting `atomic --demo --fresh-start users` on a 120 × 40 pseudo-terminal to the
/// first demo user's login drawn on it (the users list's first page, after the demo transport's latency), against
/// `atomic --demo --fresh-start` to "GitHub Users" drawn (the home screen), each with a fresh `HOME` and cache
/// folder. The process is ended with SIGTERM once the text is seen; the time is the wall time to that moment.
enum DemoStartupBenchmark {
    /// The row.
    static func make(folder: URL) -> Benchmark {
        Benchmark(
            name: "demo-users-startup",
            title: "time to the first screen of atomic --demo users (its first login drawn) vs of atomic --demo"
                + " (home drawn), 120 x 40 pseudo-terminal",
            target: 1.5
        ) {
            let executables = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            let atomic = executables.appendingPathComponent("atomic")
            guard FileManager.default.isExecutableFile(atPath: atomic.path) else {
                throw BenchmarkError(
                    "atomic is not built next to atomic-bench; build it with "
                        + "`swift build -c release --product atomic` (see the README's benchmarks section)")
            }
            guard let firstLogin = DemoDataset.standard.gitHubUsers.first?.user.login else {
                throw BenchmarkError("the demo dataset has no user")
            }
            let home = folder.appendingPathComponent("demo-startup")
            return Benchmark.Sides(
                ours: {
                    try firstScreen(atomic, ["--demo", "--fresh-start", "users"], showing: firstLogin, home: home)
                },
                floor: { try firstScreen(atomic, ["--demo", "--fresh-start"], showing: "GitHub Users", home: home) })
        }
    }

    /// Starts `atomic arguments` on a new pseudo-terminal with a fresh `home`, and returns the time until `text`
    /// appears in what it draws (escape sequences left out); ends it then. Fails after 20 s without `text`.
    static func firstScreen(_ atomic: URL, _ arguments: [String], showing text: String, home: URL) throws -> Duration {
        try? FileManager.default.removeItem(at: home)
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        // Swift's Glibc module leaves out the X/Open pseudo-terminal functions, so they are looked up by name.
        typealias Operate = @convention(c) (Int32) -> Int32
        typealias Name = @convention(c) (Int32, UnsafeMutablePointer<CChar>, Int) -> Int32
        let library = dlopen(nil, RTLD_NOW)
        guard let openSymbol = dlsym(library, "posix_openpt"), let grantSymbol = dlsym(library, "grantpt"),
            let unlockSymbol = dlsym(library, "unlockpt"), let nameSymbol = dlsym(library, "ptsname_r")
        else { throw BenchmarkError("this C library has no pseudo-terminal functions") }
        let controller = unsafeBitCast(openSymbol, to: Operate.self)(O_RDWR | O_NOCTTY)
        guard controller >= 0 else { throw BenchmarkError("no pseudo-terminal: errno \(errno)") }
        defer { close(controller) }
        var name = [CChar](repeating: 0, count: 128)
        guard unsafeBitCast(grantSymbol, to: Operate.self)(controller) == 0,
            unsafeBitCast(unlockSymbol, to: Operate.self)(controller) == 0,
            unsafeBitCast(nameSymbol, to: Name.self)(controller, &name, name.count) == 0
        else { throw BenchmarkError("the pseudo-terminal could not be set up: errno \(errno)") }
        var size = winsize(ws_row: 40, ws_col: 120, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(controller, UInt(TIOCSWINSZ), &size)
        let path = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let terminal = open(path, O_RDWR | O_NOCTTY)
        guard terminal >= 0 else { throw BenchmarkError("the pseudo-terminal could not be opened: errno \(errno)") }
        let process = Process()
        process.executableURL = atomic
        process.arguments = arguments
        process.environment = [
            "PATH": "/usr/bin:/bin", "HOME": home.path, "LANG": "C.UTF-8", "TERM": "xterm-256color",
            "ATOMIC_CACHE_DIR": home.appendingPathComponent("cache").path,
        ]
        let handle = FileHandle(fileDescriptor: terminal, closeOnDealloc: true)
        process.standardInput = handle
        process.standardOutput = handle
        process.standardError = handle
        let clock = ContinuousClock()
        let start = clock.now
        try process.run()
        try? handle.close()
        defer {
            process.terminate()
            process.waitUntilExit()
        }
        var drawn = TerminalText()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while clock.now - start < .seconds(20) {
            var descriptor = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 100) > 0 else { continue }
            let count = read(controller, &buffer, buffer.count)
            guard count > 0 else { break }
            drawn.append(buffer[0..<count])
            if drawn.contains(text) { return clock.now - start }
        }
        throw BenchmarkError("atomic \(arguments.joined(separator: " ")) did not draw \(text) within 20 s")
    }

    /// What a program wrote to a terminal, with its escape sequences (CSI, OSC, character set designations and
    /// two-byte ones) left out, so
    /// that text drawn with colours between its letters can be found.
    struct TerminalText {
        private var text: [UInt8] = []
        private var state = State.text

        private enum State { case text, escape, csi, osc, oscEscape, designation }

        /// Adds `bytes`, dropping the escape sequences among them (even when one is split between two calls).
        mutating func append(_ bytes: ArraySlice<UInt8>) {
            for byte in bytes {
                switch state {
                case .text:
                    if byte == 0x1B { state = .escape } else { text.append(byte) }
                case .escape:
                    switch byte {
                    case UInt8(ascii: "["): state = .csi
                    case UInt8(ascii: "]"): state = .osc
                    case UInt8(ascii: "("), UInt8(ascii: ")"): state = .designation
                    default: state = .text
                    }
                case .csi:
                    if (0x40...0x7E).contains(byte) { state = .text }
                case .osc:
                    if byte == 0x07 { state = .text } else if byte == 0x1B { state = .oscEscape }
                case .oscEscape, .designation:
                    state = .text
                }
            }
        }

        /// Whether `needle` appears in the text kept so far.
        func contains(_ needle: String) -> Bool {
            let wanted = Array(needle.utf8)
            guard !wanted.isEmpty, text.count >= wanted.count else { return wanted.isEmpty }
            return (0...(text.count - wanted.count)).contains { text[$0..<($0 + wanted.count)].elementsEqual(wanted) }
        }
    }
}
